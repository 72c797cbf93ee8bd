import { offerPricedData, offerRequestedData } from '@portal/events/testing';
import { offerStream } from '@portal/events';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { OfferTableProjection } from './offer-table-projection.ts';
import { OfferTableReader, type OfferTableRead } from './offer-table-query.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00a001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00b002';
const customer = (customerId: string, salesPartnerId: string, firmname: string) => ({
  customerId, salesPartnerId, customerType: 'FI', firmname, registered: false, billingAddress: null, currencies: ['CHF'],
  contact: { sex: 'MS', prename: 'Anna', name: 'Kontakt', mail: `${customerId}@example.ch`, phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', country: 'CH' },
});

describe.each(sqlTargets)('offer table projection on $name', (factory) => {
  let target: SqlTarget;
  let projection: OfferTableProjection;
  let reader: OfferTableReader;
  beforeAll(async () => {
    target = await factory.open();
    projection = new OfferTableProjection({ eventStore: target.eventStore, sql: target.eventStore.sql, batchSize: 3 });
    reader = new OfferTableReader(target.eventStore.sql);
    const append = (stream: string, type: string, data: unknown) => target.eventStore.append(stream, [testEvent(type, data)], { expectedRevision: 'any' });
    await append(`salesPartner-${alpha}`, 'SalesPartnerCreated', { salesPartnerId: alpha, name: 'Alpha Energie AG' });
    await append('customer-200001', 'CustomerCreated', customer('200001', alpha, 'Muster Mühle AG'));
    await append('customer-200002', 'CustomerCreated', customer('200002', beta, 'Beta Kunde AG'));
    for (let n = 1; n <= 7; n++) {
      const offerId = String(600000 + n);
      const [customerId, partner] = n === 7 ? ['200002', beta] : ['200001', alpha];
      await append(offerStream(offerId), 'OfferRequested', offerRequestedData(offerId, customerId, partner, { offerDate: `2026-10-0${n}`, deliveryYears: n % 2 === 0 ? [2027] : [2028, 2029] }));
      if (n <= 2) await append(offerStream(offerId), 'OfferPriced', offerPricedData(offerId, n % 2 === 0 ? [2027] : [2028, 2029]));
    }
  });
  afterAll(() => target.teardown());

  const ids = async (read: Partial<OfferTableRead>) => (await reader.read({ filter: {}, direction: 'desc', limit: 20, ...read })).map((h) => Number(h.offerId) - 600000);

  it('holds every offer with its names, in batches of three events, newest first', async () => {
    await projection.catchUp();
    expect(await ids({})).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const [first] = await reader.read({ filter: { offerId: '600001' }, direction: 'desc', limit: 1 });
    expect(first?.row).toMatchObject({ offerId: '600001', status: 'priced', priceCons: '94', customername: 'Muster Mühle AG', salesPartnerName: 'Alpha Energie AG' });
    // Beta's partner event was never written: its rows name no partner rather than a wrong one.
    expect((await reader.read({ filter: { offerId: '600007' }, direction: 'desc', limit: 1 }))[0]?.row).toMatchObject({ customername: 'Beta Kunde AG', salesPartnerName: null });
  });

  it('filters by year through its own table, by state, by text, and pages after a key both ways', async () => {
    expect(await ids({ filter: { deliveryYear: 2029 } })).toEqual([7, 5, 3, 1]);
    expect(await ids({ filter: { deliveryYear: 2027, salesPartnerId: alpha } })).toEqual([6, 4, 2]);
    expect(await ids({ filter: { deliveryYear: 2027, customerId: '200001' } })).toEqual([6, 4, 2]);
    expect(await ids({ filter: { statuses: ['priced', 'requested'] }, direction: 'asc', limit: 3 })).toEqual([1, 2, 3]);
    expect(await ids({ filter: { search: ['mühle', '60000'] } })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await ids({ filter: { search: ['600003'] } })).toEqual([3]);
    expect(await ids({ filter: { search: ['100%'] } })).toEqual([]);
    const [, second] = await reader.read({ filter: {}, direction: 'desc', limit: 2 });
    expect(await ids({ after: { offerTs: second!.offerTs, offerId: second!.offerId }, limit: 2 })).toEqual([5, 4]);
    expect(await ids({ after: { offerTs: second!.offerTs, offerId: second!.offerId }, backwards: true, limit: 2 })).toEqual([7]);
  });

  it('follows renames and erasure, and a rebuild gives the same rows', async () => {
    await target.eventStore.append('customer-200001', [testEvent('CustomerChanged', { ...customer('200001', alpha, 'Muster Neu AG'), customerType: undefined, registered: undefined })], { expectedRevision: 'any' });
    await target.eventStore.append(offerStream('600003'), [testEvent('OfferRejected', { offerId: '600003', reason: null, rejectedBy: { userId: 'u', role: 'customer' } })], { expectedRevision: 'any' });
    await projection.catchUp();
    expect((await reader.read({ filter: { offerId: '600001' }, direction: 'desc', limit: 1 }))[0]?.row.customername).toBe('Muster Neu AG');
    expect(await ids({ filter: { statuses: ['rejected'] } })).toEqual([3]);
    const live = await reader.read({ filter: {}, direction: 'desc', limit: 20 });
    const position = await reader.position();
    await projection.rebuild();
    expect(await reader.read({ filter: {}, direction: 'desc', limit: 20 })).toEqual(live);
    expect(await reader.position()).toBe(position);
    await target.eventStore.append('customer-200001', [testEvent('CustomerErased', { customerId: '200001', salesPartnerId: alpha })], { expectedRevision: 'any' });
    await projection.catchUp();
    expect((await reader.read({ filter: { offerId: '600001' }, direction: 'desc', limit: 1 }))[0]?.row.customername).toBeNull();
  });
});
