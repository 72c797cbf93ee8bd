import { erasedView, eventsFrom, projectView } from '../testing/project-view.ts';
import { meteringPointRowOf, meteringPointsView as typedMeteringPointsView, type MeteringPointDoc } from './metering-points-view.ts';

const meteringPointsView = erasedView(typedMeteringPointsView);

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const customerId = '100001';
const code = '41373559241';
const address = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' } as const;
const key = { code, direction: 'CONS' } as const;
const id = `${code}-CONS`;

const at = eventsFrom(0);

describe('meteringPoints view', () => {
  const registered = at('MeteringPointRegistered', {
    ...key, customerId, salesPartnerId: alpha, marketArea: 'CH', yearlyQuantityKwh: '12000', address, deliveryFrom: '2027-01-01', deliveryTo: null, source: 'FORM', replaces: null,
  });
  const production = at('MeteringPointRegistered', {
    code, direction: 'PROD', customerId, salesPartnerId: alpha, marketArea: 'CH', yearlyQuantityKwh: '3000', address, deliveryFrom: null, deliveryTo: null, source: 'CSV', replaces: null,
  });
  const moved = at('MeteringPointAddressChanged', { ...key, address: { ...address, street: 'Bergweg', streetNr: '7a', place: 'Bern', zipCode: '3000', countryState: 'BE' }, validFrom: '2027-03-01' });
  const quantity = at('MeteringPointYearlyQuantityChanged', { ...key, yearlyQuantityKwh: '15000.5', validFrom: '2027-01-01' });
  const period = at('MeteringPointDeliveryPeriodChanged', { ...key, deliveryFrom: '2027-02-01', deliveryTo: '2028-12-31' });
  const interrupted = at('MeteringPointInterrupted', { ...key, from: '2027-06-01', to: '2027-06-30' });
  const cleared = at('MeteringPointInterruptionCleared', { ...key });
  const replaced = at('MeteringPointReplaced', { ...key, newCode: '51238696781', validFrom: '2027-09-01' });
  const removed = at('MeteringPointRemoved', { ...key, customerId, salesPartnerId: alpha });

  it('keeps one document per code and direction, with what the list shows and searches', () => {
    const docs = projectView(meteringPointsView, [registered, production]);
    expect([...docs.keys()]).toEqual([id, `${code}-PROD`]);
    expect(docs.get(id)).toMatchObject<Partial<MeteringPointDoc>>({
      code, direction: 'CONS', customerId, salesPartnerId: alpha, marketArea: 'CH', yearlyQuantityKwh: '12000', address, deliveryFrom: '2027-01-01', deliveryTo: null,
      interruption: null, replacedBy: null, replaces: null, source: 'FORM', searchText: '41373559241 seestrasse 5 zürich 8002',
    });
    expect(docs.get(`${code}-PROD`)).toMatchObject({ direction: 'PROD', yearlyQuantityKwh: '3000', source: 'CSV' });
  });

  it('applies each change to its direction only, a duplicate of each changing nothing', () => {
    const events = [registered, production, moved, quantity, period, interrupted];
    const once = projectView(meteringPointsView, events);
    expect(projectView(meteringPointsView, events, true)).toEqual(once);
    expect(projectView(meteringPointsView, [...events, quantity, registered, moved])).toEqual(once);
    expect(once.get(id)).toMatchObject<Partial<MeteringPointDoc>>({
      address: { street: 'Bergweg', streetNr: '7a', place: 'Bern', zipCode: '3000', country: 'CH', countryState: 'BE' },
      searchText: '41373559241 bergweg 7a bern 3000', yearlyQuantityKwh: '15000.5', deliveryFrom: '2027-02-01', deliveryTo: '2028-12-31',
      interruption: { from: '2027-06-01', to: '2027-06-30' }, position: interrupted.globalPosition.toString(), updatedAt: interrupted.metadata.occurredAt,
    });
    expect(once.get(`${code}-PROD`)).toMatchObject({ address, yearlyQuantityKwh: '3000' });
  });

  it('clears an interruption and records the code that replaces a point, keeping the old one listed', () => {
    const doc = projectView(meteringPointsView, [registered, interrupted, cleared, replaced]).get(id);
    expect(doc).toMatchObject({ interruption: null, replacedBy: { code: '51238696781', validFrom: '2027-09-01' } });
  });

  it('forgets a removed point; a later registration of its code starts afresh', () => {
    expect(projectView(meteringPointsView, [registered, interrupted, removed]).has(id)).toBe(false);
    const again = at('MeteringPointRegistered', { ...registered.data as object, yearlyQuantityKwh: '9000', source: 'CSV' });
    expect(projectView(meteringPointsView, [registered, interrupted, removed, again]).get(id)).toMatchObject({ yearlyQuantityKwh: '9000', interruption: null, source: 'CSV' });
  });

  it('ignores changes of a point it never saw registered', () => {
    expect(projectView(meteringPointsView, [moved, quantity, interrupted]).size).toBe(0);
  });

  it("announces a change on METERING_POINT in the partner's tenant with the row (its customer name left to the relay), a removal without", () => {
    const doc = projectView(meteringPointsView, [registered, quantity]).get(id)!;
    expect(meteringPointsView.notify?.(quantity, id, doc)).toEqual({
      topic: 'METERING_POINT', dbId: id, tenant: alpha,
      row: {
        code, direction: 'CONS', customerId, salesPartnerId: alpha, customername: null, marketArea: 'CH', yearlyQuantityKwh: '15000.5', address,
        deliveryFrom: '2027-01-01', deliveryTo: null, interruption: null, replacedBy: null, replaces: null, source: 'FORM', updatedAt: quantity.metadata.occurredAt,
      },
    });
    expect(meteringPointsView.notify?.(removed, id, null)).toEqual({ topic: 'METERING_POINT', dbId: id, tenant: alpha });
    expect(meteringPointRowOf(doc, 'Muster AG').customername).toBe('Muster AG');
  });
});
