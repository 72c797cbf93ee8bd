import type { MeteringPointEvent, OfferEvent } from '@portal/events';
import { offerRequested } from '../runtime/testing/offer-fixtures.ts';
import { offerFacts, pointFacts, react, type OfferFacts, type PointChange, type PointFacts } from './change-deltas.ts';

const point: PointFacts = { code: 'CH1001', direction: 'CONS', customerId: '100001', yearlyQuantityKwh: '100000', deliveryFrom: null, deliveryTo: null };
const accepted = (overrides: Partial<OfferFacts> = {}): OfferFacts => ({
  offerId: '500001',
  meteringPoints: [{ code: 'CH1001', direction: 'CONS' }],
  deliveryFrom: '2027-01-01',
  deliveryTo: '2028-12-31',
  acceptedYears: [2027, 2028],
  ...overrides,
});
const quantity = (yearlyQuantityKwh: string, validFrom: string, code = 'CH1001'): PointChange => ({
  type: 'MeteringPointYearlyQuantityChanged',
  data: { code, direction: 'CONS', yearlyQuantityKwh, validFrom },
});
const period = (deliveryFrom: string | null, deliveryTo: string | null): PointChange => ({
  type: 'MeteringPointDeliveryPeriodChanged',
  data: { code: 'CH1001', direction: 'CONS', deliveryFrom, deliveryTo },
});

/** given(point before, accepted offers).when(change).then(FlagOfferChange data). */
const given = (before: PointFacts, offers: OfferFacts[]) => ({
  when: (change: PointChange) => ({
    then: (expected: { offerId: string; deltas: [number, string][] }[]) =>
      expect(react(change, before, offers).map((c) => ({ offerId: c.offerId, deltas: c.deltas.map((d) => [d.year, d.volumeDeltaKwh]) }))).toEqual(expected),
    thenReason: (reason: string) => expect(react(change, before, offers)[0]?.deltas[0]).toMatchObject({ direction: 'CONS', reason }),
  }),
});

describe('offer change deltas', () => {
  it('flags every accepted year with new minus old kWh when the quantity changes before delivery', () => {
    given(point, [accepted()]).when(quantity('120000', '2026-12-01')).then([{ offerId: '500001', deltas: [[2027, '20000'], [2028, '20000']] }]);
  });

  it('flags only the accepted years', () => {
    given(point, [accepted({ acceptedYears: [2028] })]).when(quantity('90000', '2026-12-01')).then([{ offerId: '500001', deltas: [[2028, '-10000']] }]);
  });

  it('counts a quantity from its validFrom: days before keep the old one (2028 is a leap year)', () => {
    // 2028-07-01 .. 2028-12-31 is 184 of 366 days: 20000 * 184 / 366 = 10054.645 (half up).
    given(point, [accepted()]).when(quantity('120000', '2028-07-01')).then([{ offerId: '500001', deltas: [[2028, '10054.645']] }]);
  });

  it('gives a shortened delivery period as the kWh the point no longer delivers', () => {
    // Delivery ends 2027-06-30: 2027 keeps 181 of 365 days, 2028 none.
    given(point, [accepted()]).when(period(null, '2027-06-30')).then([{ offerId: '500001', deltas: [[2027, '-50410.959'], [2028, '-100000']] }]);
  });

  it('bounds a delivery period by the offer\'s own delivery period', () => {
    given({ ...point, deliveryTo: '2026-12-31' }, [accepted()]).when(period(null, '2030-12-31')).then([{ offerId: '500001', deltas: [[2027, '100000'], [2028, '100000']] }]);
  });

  it('sends nothing for a change that does not touch an accepted year', () => {
    given(point, [accepted({ acceptedYears: [2027] })]).when(quantity('120000', '2028-01-01')).then([]);
    given(point, [accepted()]).when(period('2020-01-01', null)).then([]);
  });

  it('sends nothing for offers not accepted or without the point, and one command per offer otherwise', () => {
    const offers = [accepted({ offerId: '500010' }), accepted({ offerId: '500002', acceptedYears: [] }), accepted({ offerId: '500003', meteringPoints: [{ code: 'CH1001', direction: 'PROD' }] }), accepted({ offerId: '500004' })];
    given(point, offers).when(quantity('110000', '2027-01-01')).then([
      { offerId: '500004', deltas: [[2027, '10000'], [2028, '10000']] },
      { offerId: '500010', deltas: [[2027, '10000'], [2028, '10000']] },
    ]);
  });

  it('says why in the delta', () => {
    given(point, [accepted()]).when(quantity('120000', '2026-12-01')).thenReason('metering point CH1001 (CONS): yearly quantity 100000 kWh changed to 120000 kWh from 2026-12-01');
    given(point, [accepted()]).when(period(null, '2027-06-30')).thenReason('metering point CH1001 (CONS): delivery period open to open changed to open to 2027-06-30');
  });

  it('reads the point and the offer from their events', () => {
    const pointEvents = [
      { type: 'MeteringPointRegistered', data: { code: 'CH1001', direction: 'CONS', customerId: '100001', yearlyQuantityKwh: '80000', deliveryFrom: '2026-01-01', deliveryTo: null } },
      { type: 'MeteringPointYearlyQuantityChanged', data: { code: 'CH1001', direction: 'CONS', yearlyQuantityKwh: '100000', validFrom: '2026-06-01' } },
    ] as unknown as MeteringPointEvent[];
    expect(pointFacts(pointEvents)).toEqual({ ...point, deliveryFrom: '2026-01-01' });
    const offerEvents = [
      { type: 'OfferRequested', data: offerRequested() },
      { type: 'OfferAccepted', data: { offerId: '500001', years: [2028], termsAccepted: true, acceptedBy: { userId: 'u', role: 'customer' } } },
      { type: 'OfferAccepted', data: { offerId: '500001', years: [2027], termsAccepted: true, acceptedBy: { userId: 'u', role: 'customer' } } },
    ] as OfferEvent[];
    expect(offerFacts(offerEvents)).toEqual(accepted());
    expect(offerFacts([])).toBeNull();
  });
});
