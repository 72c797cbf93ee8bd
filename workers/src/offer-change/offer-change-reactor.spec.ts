import { customerOffersStream, meteringPointStream, offerStream } from '@portal/events';
import { offerRequested } from '../runtime/testing/offer-fixtures.ts';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { offerChangeReactor } from './offer-change-reactor.ts';

const customerId = '100001';
const salesPartnerId = '11111111-1111-4111-8111-111111111111';
const point = meteringPointStream('CH1001', 'CONS');
const zurich = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' };

const registered = recorded(
  'MeteringPointRegistered',
  { code: 'CH1001', direction: 'CONS', customerId, salesPartnerId, marketArea: 'CH', yearlyQuantityKwh: '100000', address: zurich, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null },
  1,
  point,
);
const opened = (offerId: string, position: number) => recorded('CustomerOfferOpened', { customerId, salesPartnerId, offerId }, position, customerOffersStream(customerId));
const requested = (offerId: string, position: number) => recorded('OfferRequested', offerRequested({ offerId, customerId, salesPartnerId }), position, offerStream(offerId));
const accepted = (offerId: string, years: number[], position: number) =>
  recorded('OfferAccepted', { offerId, years, termsAccepted: true, acceptedBy: { userId: 'user-1', role: 'customer' } }, position, offerStream(offerId));
const quantity = (yearlyQuantityKwh: string, position: number) =>
  recorded('MeteringPointYearlyQuantityChanged', { code: 'CH1001', direction: 'CONS', yearlyQuantityKwh, validFrom: '2026-12-01' }, position, point);
const flag = (offerId: string, deltas: [number, string][]) => ({
  type: 'FlagOfferChange' as const,
  data: { offerId, deltas: deltas.map(([year, volumeDeltaKwh]) => expect.objectContaining({ year, volumeDeltaKwh })) },
  key: offerId,
});

describe('offer change reaction', () => {
  it('flags each offer of the customer accepted before the change, keyed by the offer (its commandId)', async () => {
    const history = [registered, opened('500001', 2), requested('500001', 3), accepted('500001', [2027, 2028], 4), opened('500002', 5), requested('500002', 6), accepted('500002', [2028], 7)];
    await given(history)
      .when(offerChangeReactor, quantity('120000', 8))
      .then([flag('500001', [[2027, '20000'], [2028, '20000']]), flag('500002', [[2028, '20000']])]);
  });

  it('reads the point and the offers as they stood before the change: a later acceptance or quantity counts for nothing', async () => {
    const history = [registered, opened('500001', 2), requested('500001', 3), quantity('110000', 4), accepted('500001', [2027], 6), quantity('150000', 7)];
    // The change at 5 sees 100000 -> 110000 as the point's quantity, and no acceptance yet.
    await given(history).when(offerChangeReactor, quantity('120000', 5)).then([]);
    await given(history).when(offerChangeReactor, quantity('120000', 8)).then([flag('500001', [[2027, '-30000']])]);
  });

  it('asks for nothing for a point it does not know, an offer not accepted, or an event it does not handle', async () => {
    await given([]).when(offerChangeReactor, quantity('120000', 2)).then([]);
    await given([registered, opened('500001', 2), requested('500001', 3)]).when(offerChangeReactor, quantity('120000', 4)).then([]);
    await given([registered]).when(offerChangeReactor, accepted('500001', [2027], 2)).then([]);
  });
});
