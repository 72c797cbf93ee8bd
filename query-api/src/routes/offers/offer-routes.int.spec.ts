import { offerPricedData, offerRequestedData } from '@portal/events/testing';
import { randomUUID } from 'node:crypto';
import { offerStream } from '@portal/events';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { customerCreated } from '../metering-points/testing/metering-point-fixtures.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const alpha = randomUUID();
const beta = randomUUID();
const muster = '100001';
const huber = '100002';
const betaCustomer = '100003';
const contact = { name: 'Kontakt', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', phone: '+41 44 000 00 00', mail: 'k@x.ch', website: 'https://x.ch', opentopublic: true };
const partnerCreated = (id: string, name: string, subdomain: string) => ({
  type: 'SalesPartnerCreated',
  data: {
    salesPartnerId: id, name, subdomain, domains: [`${subdomain}.localhost`], website: 'https://alpha.ch', mail: `info@${subdomain}.ch`, phone: '+41 44 123 45 67',
    address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF', 'EUR'], marketAreas: ['CH'],
    internal: false, xCode: {}, basicSupply: {}, communicationMail: `p@${subdomain}.ch`, active: true, publicRegistration: false, contact,
  },
});
const day = (n: number): string => `2026-11-${String(n).padStart(2, '0')}`;
const idOf = (n: number): string => String(500000 + n);
const at = (offerId: string, type: string, data: unknown) => ({ type, data: { offerId, ...(data as object) } });

describe('offer read routes', () => {
  let api: QueryApiForTest;
  const principals = {
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    ben: () => testPrincipals.salesPartner(randomUUID(), beta),
    admin: () => testPrincipals.admin(randomUUID()),
    musterUser: () => testPrincipals.customer(randomUUID(), alpha, muster, 'FI', false),
    huberUser: () => testPrincipals.customer(randomUUID(), alpha, huber, 'FI', true),
  };
  type Who = keyof typeof principals;
  const drafts = { alpha: randomUUID(), muster: randomUUID(), beta: randomUUID(), discarded: randomUUID() };

  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(`salesPartner-${alpha}`, [partnerCreated(alpha, 'Alpha Energie AG', 'alpha')]);
    await api.given(`salesPartner-${beta}`, [partnerCreated(beta, 'Beta Strom GmbH', 'beta')]);
    await api.given(`customer-${muster}`, [customerCreated(muster, alpha, 'FI', 'Muster Mühle AG')]);
    await api.given(`customer-${huber}`, [customerCreated(huber, alpha, 'FI', 'Huber GmbH')]);
    await api.given(`customer-${betaCustomer}`, [customerCreated(betaCustomer, beta, 'FI', 'Beta Kunde AG')]);
    // Muster: offers 1..12, one a day from 1 November, SPOT on even days; 2 priced, 3 released,
    // 4 accepted for 2027, 5 accepted and changed. Huber: 13 (EUR, 2029, its own point). Beta: 14.
    for (let n = 1; n <= 12; n++) {
      const offerId = idOf(n);
      const events = [{ type: 'OfferRequested', data: offerRequestedData(offerId, muster, alpha, { offerDate: day(n), product: n % 2 === 0 ? 'SPOT' : 'FULL' }) }];
      if (n >= 2 && n <= 5) events.push({ type: 'OfferPriced', data: offerPricedData(offerId) as never });
      if (n >= 3 && n <= 5) events.push(at(offerId, 'OfferReleased', { releasedAt: `${day(n)}T10:00:00.000Z`, expiresAt: `${day(n)}T11:00:00.000Z`, forecastVolumes: [] }) as never);
      if (n >= 4 && n <= 5) events.push(at(offerId, 'OfferAccepted', { years: [2027], termsAccepted: true, acceptedBy: { userId: 'u', role: 'customer' } }) as never);
      if (n === 5) events.push(at(offerId, 'OfferChangeFlagged', { deltas: [{ year: 2027, direction: 'CONS', volumeDeltaKwh: '-10', reason: 'quantity' }] }) as never);
      await api.given(offerStream(offerId), events);
    }
    await api.given(offerStream(idOf(13)), [
      { type: 'OfferRequested', data: offerRequestedData(idOf(13), huber, alpha, { offerDate: day(13), currency: 'EUR', deliveryYears: [2029], codes: ['CH1001234500000000000000000999999'] }) },
    ]);
    await api.given(offerStream(idOf(14)), [{ type: 'OfferRequested', data: offerRequestedData(idOf(14), betaCustomer, beta, { offerDate: day(14) }) }]);
    const saved = (draftId: string, salesPartnerId: string, customerId: string | null, role: string) => ({
      type: 'OfferDraftSaved', data: { draftId, salesPartnerId, customerId, savedBy: { userId: randomUUID(), role }, step: 2, request: { product: 'FULL' } },
    });
    await api.given(`offerDraft-${drafts.alpha}`, [saved(drafts.alpha, alpha, null, 'salesPartner')]);
    await api.given(`offerDraft-${drafts.muster}`, [saved(drafts.muster, alpha, muster, 'customer')]);
    await api.given(`offerDraft-${drafts.beta}`, [saved(drafts.beta, beta, betaCustomer, 'salesPartner')]);
    await api.given(`offerDraft-${drafts.discarded}`, [saved(drafts.discarded, alpha, null, 'salesPartner'), { type: 'OfferDraftDiscarded', data: { draftId: drafts.discarded } }]);
  });
  afterAll(() => api.close());

  const paths = { admin: '/apiadmin/getOfferTableKeyset', salesPartner: '/api/getOfferTableSPKeyset', customer: '/api/getOfferTableCUKeyset' } as const;
  const request = (extra: Record<string, unknown> = {}) => ({ rowsPerPage: 10, firstKey: null, lastKey: null, previousStep: false, nextStep: false, language: 'de', direction: 'desc', searchObj: {}, ...extra });
  async function post(path: string, body: unknown, who?: Who): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'POST', url: path, headers, payload: body as object });
  }
  async function get(url: string, who: Who): Promise<LightMyRequestResponse> {
    return api.app.inject({ method: 'GET', url, headers: (await api.session(principals[who]())).headers });
  }
  const ok = (res: LightMyRequestResponse) => (res.statusCode === 200 ? res.json().data : (() => { throw new Error(`${res.statusCode} ${res.body}`); })());
  const ids = (page: { data: { offerId: string }[] }) => page.data.map((r) => Number(r.offerId) - 500000);
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
  const table = async (who: Who, role: keyof typeof paths, searchObj: Record<string, unknown>, extra: Record<string, unknown> = {}) => ids(ok(await post(paths[role], request({ searchObj, ...extra }), who)));

  it("pages the partner's own offers ten at a time, newest first, forwards and back", async () => {
    const first = ok(await post(paths.salesPartner, request(), 'anna'));
    expect(ids(first)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(first).toMatchObject({ hasNext: true, hasPrevious: false });
    expect(first.data[0]).toMatchObject({ customername: 'Huber GmbH', salesPartnerName: 'Alpha Energie AG', currency: 'EUR', status: 'requested' });
    const second = ok(await post(paths.salesPartner, request({ nextStep: true, lastKey: first.lastKey }), 'anna'));
    expect(ids(second)).toEqual([3, 2, 1]);
    expect(second).toMatchObject({ hasNext: false, hasPrevious: true });
    const back = ok(await post(paths.salesPartner, request({ previousStep: true, firstKey: second.firstKey, rowsPerPage: 3 }), 'anna'));
    expect(ids(back)).toEqual([6, 5, 4]);
    expect(back).toMatchObject({ hasNext: true, hasPrevious: true });
    expect(await table('anna', 'salesPartner', {}, { direction: 'asc', rowsPerPage: 3 })).toEqual([1, 2, 3]);
  });

  it('shows the admin every partner, the customer its own offers without margins', async () => {
    const all = ok(await post(paths.admin, request({ rowsPerPage: 20 }), 'admin'));
    expect(ids(all)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(all.data[0]).toMatchObject({ salesPartnerName: 'Beta Strom GmbH', customername: 'Beta Kunde AG' });
    expect(all.data.find((r: { offerId: string }) => r.offerId === idOf(2))).toMatchObject({ priceCons: '94', priceConsWithoutMargin: '90', margin: '3' });
    const own = ok(await post(paths.customer, request({ rowsPerPage: 20 }), 'musterUser'));
    expect(ids(own)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(own.data.find((r: { offerId: string }) => r.offerId === idOf(2))).toMatchObject({ priceCons: '94', priceConsWithoutMargin: null, priceProdWithoutMargin: null, margin: null });
    expect(await table('huberUser', 'customer', {})).toEqual([13]);
    expect(await table('ben', 'salesPartner', {})).toEqual([14]);
  });

  it('filters by the fields of spec section 3, each role its own', async () => {
    expect(await table('anna', 'salesPartner', { statusId: ['priced', 'released'] })).toEqual([3, 2]);
    expect(await table('anna', 'salesPartner', { statusId: ['accepted'] })).toEqual([5, 4]);
    expect(await table('anna', 'salesPartner', { offerDateFrom: day(3), offerDateTo: day(4) })).toEqual([4, 3]);
    expect(await table('anna', 'salesPartner', { offerDateFrom: day(11) })).toEqual([13, 12, 11]);
    expect(await table('anna', 'salesPartner', { productId: 'SPOT' })).toEqual([12, 10, 8, 6, 4, 2]);
    expect(await table('anna', 'salesPartner', { currencyId: 'EUR' })).toEqual([13]);
    expect(await table('anna', 'salesPartner', { deliveryYear: 2029 })).toEqual([13]);
    expect(await table('admin', 'admin', { deliveryYear: 2028 }, { rowsPerPage: 3 })).toEqual([14, 12, 11]);
    expect(await table('anna', 'salesPartner', { offerid: idOf(7) })).toEqual([7]);
    expect(await table('anna', 'salesPartner', { customerId: huber })).toEqual([13]);
    expect(await table('anna', 'salesPartner', { customerId: betaCustomer })).toEqual([]);
    expect(await table('admin', 'admin', { salesPartnerId: beta })).toEqual([14]);
    expect(await table('admin', 'admin', { changeflag: true })).toEqual([5]);
    expect(await table('musterUser', 'customer', { statusId: ['requested'] })).toEqual([12, 11, 10, 9, 8, 7, 6, 1]);
  });

  it('searches from 3 characters in the offer number, the metering point codes and the customer name', async () => {
    expect(await table('anna', 'salesPartner', { search: 'HUBER' })).toEqual([13]);
    expect(await table('anna', 'salesPartner', { search: '999999' })).toEqual([13]);
    expect(await table('anna', 'salesPartner', { search: '500011' })).toEqual([11]);
    expect(await table('anna', 'salesPartner', { search: 'mühle 50001' })).toEqual([12, 11, 10]);
    expect(await table('admin', 'admin', { search: 'beta kunde' })).toEqual([14]);
    expect(await table('huberUser', 'customer', { search: 'Mühle' })).toEqual([]);
    expect(problem(await post(paths.salesPartner, request({ searchObj: { search: 'ab ' } }), 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'searchObj.search' });
  });

  it('refuses a filter the role may not use, a wrong role, no session, and keys of another list', async () => {
    expect(problem(await post(paths.salesPartner, request({ searchObj: { salesPartnerId: beta } }), 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'searchObj.salesPartnerId' });
    expect(problem(await post(paths.salesPartner, request({ searchObj: { changeflag: true } }), 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'searchObj.changeflag' });
    expect(problem(await post(paths.customer, request({ searchObj: { customerId: huber } }), 'musterUser'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'searchObj.customerId' });
    expect(problem(await post(paths.admin, request({ searchObj: { customerId: huber } }), 'admin'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'searchObj.customerId' });
    expect((await post(paths.salesPartner, request(), undefined)).statusCode).toBe(401);
    expect(problem(await post(paths.admin, request(), 'anna'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await post(paths.customer, request(), 'admin'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await post(paths.salesPartner, request(), 'musterUser'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    const annas = ok(await post(paths.salesPartner, request(), 'anna'));
    expect(problem(await post(paths.salesPartner, request({ nextStep: true, lastKey: annas.lastKey }), 'ben'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'lastKey' });
    expect(problem(await post(paths.salesPartner, request({ nextStep: true, lastKey: annas.lastKey, direction: 'asc' }), 'anna'))).toMatchObject({ status: 400, field: 'lastKey' });
    expect(problem(await post(paths.salesPartner, request({ nextStep: true, lastKey: `${annas.lastKey}x` }), 'anna'))).toMatchObject({ status: 400, field: 'lastKey' });
    expect(problem(await post(paths.salesPartner, request({ nextStep: true }), 'anna'))).toMatchObject({ status: 400, field: 'lastKey' });
    expect((await post(paths.salesPartner, request({ rowsPerPage: 0 }), 'anna')).statusCode).toBe(400);
  });

  it('answers the offer detail to the admin, its partner and its customer, 404 to anyone else', async () => {
    const detail = ok(await get(`/api/offers/${idOf(2)}`, 'anna'));
    expect(detail.row).toMatchObject({ offerId: idOf(2), customername: 'Muster Mühle AG', margin: '3' });
    expect(detail.fees).toMatchObject({ product: 'FULL', margin: '3' });
    expect(detail.prices[0].cons.inputs).toMatchObject({ alpha: '0.8', certificateMargin: '0.5' });
    const mine = ok(await get(`/api/offers/${idOf(2)}`, 'musterUser'));
    expect(mine.fees).toBeNull();
    expect(mine.row).toMatchObject({ margin: null, priceConsWithoutMargin: null, priceCons: '94' });
    expect(mine.prices[0].cons.inputs).toMatchObject({ energyPrice: '80', certificatePrice: '2', alpha: '', beta: '', gamma: '', certificateMargin: '' });
    expect(mine.prices[0].cons.result).toMatchObject({ priceWithMargin: '94', margin: '', priceWithoutMargin: '' });
    expect(ok(await get(`/api/offers/${idOf(14)}`, 'admin')).row.salesPartnerName).toBe('Beta Strom GmbH');
    for (const [url, who] of [[`/api/offers/${idOf(14)}`, 'anna'], [`/api/offers/${idOf(2)}`, 'huberUser'], [`/api/offers/${idOf(2)}`, 'ben'], ['/api/offers/599999', 'admin']] as const) {
      expect([url, who, (await get(url, who)).statusCode]).toEqual([url, who, 404]);
    }
  });

  it("lists the caller's open drafts: a partner's users the partner's, a customer's users their customer's", async () => {
    const draftIds = async (who: Who) => ok(await get('/api/offer-drafts', who)).map((d: { draftId: string }) => d.draftId).sort();
    expect(await draftIds('anna')).toEqual([drafts.alpha, drafts.muster].sort());
    expect(await draftIds('musterUser')).toEqual([drafts.muster]);
    expect(await draftIds('huberUser')).toEqual([]);
    expect(await draftIds('ben')).toEqual([drafts.beta]);
    expect(ok(await get(`/api/offer-drafts/${drafts.muster}`, 'musterUser'))).toMatchObject({ draftId: drafts.muster, customerId: muster, customername: 'Muster Mühle AG', step: 2 });
    expect((await get(`/api/offer-drafts/${drafts.alpha}`, 'musterUser')).statusCode).toBe(404);
    expect((await get(`/api/offer-drafts/${drafts.alpha}`, 'ben')).statusCode).toBe(404);
    expect((await get(`/api/offer-drafts/${drafts.discarded}`, 'anna')).statusCode).toBe(404);
    expect((await get(`/api/offer-drafts/${drafts.alpha}`, 'admin')).statusCode).toBe(403);
  });

  it("keeps the customer's name current: a rename shows at once, an erased customer's rows name nobody", async () => {
    const { customerType: _t, registered: _r, ...profile } = customerCreated(huber, alpha, 'FI', 'Huber & Söhne GmbH').data;
    await api.given(`customer-${huber}`, [{ type: 'CustomerChanged', data: profile }]);
    const renamed = ok(await post(paths.salesPartner, request({ searchObj: { customerId: huber } }), 'anna'));
    expect(renamed.data[0].customername).toBe('Huber & Söhne GmbH');
    expect(await table('anna', 'salesPartner', { search: 'söhne' })).toEqual([13]);
    await api.given(`customer-${huber}`, [{ type: 'CustomerErased', data: { customerId: huber, salesPartnerId: alpha } }]);
    expect(ok(await post(paths.salesPartner, request({ searchObj: { customerId: huber } }), 'anna')).data[0].customername).toBeNull();
    expect(await table('anna', 'salesPartner', { search: 'söhne' })).toEqual([]);
    expect(ok(await get(`/api/offers/${idOf(13)}`, 'anna')).row.customername).toBeNull();
  });
});
