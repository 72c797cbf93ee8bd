import type { FlagOfferChange, OfferEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { swissCode } from '../metering-point/testing/metering-fixtures.ts';
import { offerDecider as decider, type OfferCommand } from './offer.ts';
import type { PointForecast } from './offer-volumes.ts';
import { customerUser, expiresAt, history, offerId, onOfferDay, otherCustomerUser, priced, requested, yearPrices } from './testing/offer-fixtures.ts';

const { requested: req, priced: pri, released: rel, accepted: acc } = history;
const zone = 'Europe/Zurich';
const ready: PointForecast = { code: swissCode(1), direction: 'CONS', hasForecast: true, accepted: [{ year: 2028, kwh: '118000.000' }, { year: 2029, kwh: '118500.000' }] };
const release = (now = onOfferDay, points: PointForecast[] = [ready]): OfferCommand => ({ type: 'ReleaseOffer', data: { offerId }, points, now, timeZone: zone });
const accept = (now = '2027-03-10T08:29:59.999Z', years = [2028], by = customerUser): OfferCommand => ({ type: 'AcceptOffer', data: { offerId, years, termsAccepted: true }, by, now, timeZone: zone });
const reject = (now = '2027-03-10T08:10:00.000Z', by = customerUser): OfferCommand => ({ type: 'RejectOffer', data: { offerId, reason: 'too dear' }, by, now, timeZone: zone });
const expire = (now: string): OfferCommand => ({ type: 'ExpireOffer', data: { offerId }, now, timeZone: zone });
const expired = (before: 'release' | 'acceptance'): OfferEvent =>
  ({ type: 'OfferExpired', data: { offerId, expiredAt: before === 'acceptance' ? expiresAt : '2027-03-10T23:00:00.000Z', before } }) as OfferEvent;
const rejected = { type: 'OfferRejected', data: { offerId, reason: 'too dear', rejectedBy: { userId: 'u-carl', role: 'customer' } } } as OfferEvent;
const deltas: FlagOfferChange['deltas'] = [{ year: 2028, direction: 'CONS', volumeDeltaKwh: '-1500', reason: 'yearly quantity changed' }];
const flagged = { type: 'OfferChangeFlagged', data: { offerId, deltas } } as OfferEvent;

describe('offer decider', () => {
  describe('RequestOffer', () => {
    it('records the request once', () => {
      given(decider, []).when({ type: 'RequestOffer', data: requested() }).then([req]);
      given(decider, [req]).when({ type: 'RequestOffer', data: requested() }).thenThrows('STATE_ERROR', 'data.offerId');
    });
  });

  describe('PriceOffer', () => {
    const price = (years = yearPrices()): OfferCommand => ({ type: 'PriceOffer', data: priced({ years }) });
    it('prices a requested offer, and again while it is priced', () => {
      given(decider, [req]).when(price()).then([pri]);
      given(decider, [req, pri]).when(price()).then([pri]);
    });
    it('refuses once released or settled, and an unknown offer', () => {
      given(decider, [req, pri, rel]).when(price()).thenThrows('OFFER_STATE_ERROR', 'data.offerId');
      given(decider, [req, pri, rel, acc]).when(price()).thenThrows('OFFER_STATE_ERROR');
      given(decider, []).when(price()).thenThrows('ERR_BAD_REQUEST', 'data.offerId');
    });
    it('wants exactly the delivery years, each with exactly the delivered directions', () => {
      given(decider, [req]).when(price(yearPrices([2028]))).thenThrows('VALIDATION_ERROR', 'data.years');
      given(decider, [req]).when(price(yearPrices([2028, 2030]))).thenThrows('VALIDATION_ERROR', 'data.years.1.year');
      given(decider, [req]).when(price(yearPrices([2028, 2028]))).thenThrows('VALIDATION_ERROR', 'data.years.1.year');
      const withProd = yearPrices().map((y, i) => (i === 1 ? { ...y, prod: y.cons! } : y));
      given(decider, [req]).when(price(withProd)).thenThrows('VALIDATION_ERROR', 'data.years.1.prod');
      const both = { type: 'OfferRequested', data: requested({ direction: 'BOTH' }) } as OfferEvent;
      given(decider, [both]).when(price()).thenThrows('VALIDATION_ERROR', 'data.years.0.prod');
    });
  });

  describe('ReleaseOffer', () => {
    it('releases a priced offer on the offer day, valid for its period, with the accepted forecasts\' volumes', () => {
      given(decider, [req, pri]).when(release()).then([rel]);
    });
    it('answers PRICE_NOT_SET before pricing and RELEASE_OFFER_STATE once released or settled', () => {
      given(decider, [req]).when(release()).thenThrows('PRICE_NOT_SET', 'data.offerId');
      given(decider, [req, pri, rel]).when(release()).thenThrows('RELEASE_OFFER_STATE');
      given(decider, [req, pri, rel, acc]).when(release()).thenThrows('RELEASE_OFFER_STATE');
      given(decider, [req, pri, rel, rejected]).when(release()).thenThrows('RELEASE_OFFER_STATE');
      given(decider, [req, expired('release')]).when(release()).thenThrows('RELEASE_OFFER_STATE');
    });
    it('releases only on the offer day in the market\'s zone', () => {
      // 23:30 UTC on 9 March is 00:30 on 10 March in Zurich: the offer day.
      given(decider, [req, pri]).when(release('2027-03-09T23:30:00.000Z')).then([
        { type: 'OfferReleased', data: { offerId, releasedAt: '2027-03-09T23:30:00.000Z', expiresAt: '2027-03-10T00:00:00.000Z', forecastVolumes: (rel.data as { forecastVolumes: unknown[] }).forecastVolumes } } as OfferEvent,
      ]);
      given(decider, [req, pri]).when(release('2027-03-09T22:59:59.000Z')).thenThrows('OFFER_NOT_TODAY', 'data.offerId');
      given(decider, [req, pri]).when(release('2027-03-10T23:00:00.000Z')).thenThrows('OFFER_NOT_TODAY');
    });
    it('needs an accepted long-term forecast of every point for every delivery year', () => {
      given(decider, [req, pri]).when(release(onOfferDay, [{ ...ready, hasForecast: false, accepted: null }])).thenThrows('NO_FUTURE_PROFILE', 'data.offerId');
      given(decider, [req, pri]).when(release(onOfferDay, [{ ...ready, accepted: null }])).thenThrows('OFFER_FUTURE_PROFILE_NOT_SET', 'data.offerId');
      given(decider, [req, pri]).when(release(onOfferDay, [{ ...ready, accepted: [{ year: 2028, kwh: '1' }] }])).thenThrows('OFFER_FUTURE_PROFILE_NOT_SET');
    });
  });

  describe('AcceptOffer', () => {
    it('accepts some delivery years before the offer expires', () => {
      given(decider, [req, pri, rel]).when(accept()).then([acc]);
    });
    it('refuses at and after expiry, and an expired offer, with OFFER_EXPIRED', () => {
      given(decider, [req, pri, rel]).when(accept(expiresAt)).thenThrows('OFFER_EXPIRED', 'data.offerId');
      given(decider, [req, pri, rel, expired('acceptance')]).when(accept('2027-03-10T08:10:00.000Z')).thenThrows('OFFER_EXPIRED');
    });
    it('refuses an offer not released or already settled with OFFER_STATE_ERROR', () => {
      given(decider, [req]).when(accept()).thenThrows('OFFER_STATE_ERROR', 'data.offerId');
      given(decider, [req, pri]).when(accept()).thenThrows('OFFER_STATE_ERROR');
      given(decider, [req, pri, rel, acc]).when(accept()).thenThrows('OFFER_STATE_ERROR');
      given(decider, [req, pri, rel, rejected]).when(accept()).thenThrows('OFFER_STATE_ERROR');
    });
    it('refuses a year that is not a delivery year at its field', () => {
      given(decider, [req, pri, rel]).when(accept(undefined, [2028, 2031])).thenThrows('VALIDATION_ERROR', 'data.years.1');
    });
    it('answers another customer\'s offer and an unknown one alike', () => {
      given(decider, [req, pri, rel]).when(accept(undefined, [2028], otherCustomerUser)).thenThrows('ERR_BAD_REQUEST', 'data.offerId');
      given(decider, []).when(accept()).thenThrows('ERR_BAD_REQUEST', 'data.offerId');
    });
  });

  describe('RejectOffer', () => {
    it('rejects a released offer, or withdraws a request before release', () => {
      given(decider, [req, pri, rel]).when(reject()).then([rejected]);
      given(decider, [req]).when(reject()).then([rejected]);
      given(decider, [req, pri]).when(reject()).then([rejected]);
    });
    it('refuses an expired offer, also one whose time ran out before the worker came', () => {
      given(decider, [req, pri, rel, expired('acceptance')]).when(reject()).thenThrows('OFFER_EXPIRED', 'data.offerId');
      given(decider, [req, pri, rel]).when(reject(expiresAt)).thenThrows('OFFER_EXPIRED');
      given(decider, [req]).when(reject('2027-03-10T23:00:00.000Z')).thenThrows('OFFER_EXPIRED');
    });
    it('refuses a settled offer and another tenant', () => {
      given(decider, [req, pri, rel, acc]).when(reject()).thenThrows('OFFER_STATE_ERROR');
      given(decider, [req, pri, rel, rejected]).when(reject()).thenThrows('OFFER_STATE_ERROR');
      given(decider, [req, pri, rel]).when(reject(undefined, otherCustomerUser)).thenThrows('ERR_BAD_REQUEST');
    });
  });

  describe('ExpireOffer', () => {
    it('expires a released offer at its expiry, to the second', () => {
      given(decider, [req, pri, rel]).when(expire(expiresAt)).then([expired('acceptance')]);
      given(decider, [req, pri, rel]).when(expire('2027-03-10T09:45:00.000Z')).then([expired('acceptance')]);
    });
    it('expires an unreleased offer at local midnight after its offer day', () => {
      given(decider, [req]).when(expire('2027-03-10T23:00:00.000Z')).then([expired('release')]);
      given(decider, [req, pri]).when(expire('2027-03-11T06:00:00.000Z')).then([expired('release')]);
    });
    it('refuses too early (STATE_ERROR)', () => {
      given(decider, [req, pri, rel]).when(expire('2027-03-10T08:29:59.999Z')).thenThrows('STATE_ERROR', 'data.offerId');
      given(decider, [req]).when(expire('2027-03-10T22:59:59.000Z')).thenThrows('STATE_ERROR');
    });
    it('does nothing to a settled offer', () => {
      given(decider, [req, pri, rel, acc]).when(expire(expiresAt)).then([]);
      given(decider, [req, pri, rel, rejected]).when(expire(expiresAt)).then([]);
      given(decider, [req, pri, rel, expired('acceptance')]).when(expire(expiresAt)).then([]);
    });
  });

  describe('change flag', () => {
    const flag = (d = deltas): OfferCommand => ({ type: 'FlagOfferChange', data: { offerId, deltas: d } });
    const unflag: OfferCommand = { type: 'RemoveOfferChangeFlag', data: { offerId } };
    it('flags an accepted offer with its deltas; removing the flag deletes them', () => {
      given(decider, [req, pri, rel, acc]).when(flag()).then([flagged]);
      given(decider, [req, pri, rel, acc, flagged]).when(unflag).then([{ type: 'OfferChangeFlagRemoved', data: { offerId } }]);
    });
    it('flags only accepted offers, for accepted years and delivered directions', () => {
      given(decider, [req, pri, rel]).when(flag()).thenThrows('OFFER_STATE_ERROR', 'data.offerId');
      given(decider, [req, pri, rel, acc]).when(flag([{ ...deltas[0]!, year: 2029 }])).thenThrows('VALIDATION_ERROR', 'data.deltas.0.year');
      given(decider, [req, pri, rel, acc]).when(flag([{ ...deltas[0]!, direction: 'PROD' }])).thenThrows('VALIDATION_ERROR', 'data.deltas.0.direction');
    });
    it('removes only a flag that is set', () => {
      given(decider, [req, pri, rel, acc]).when(unflag).thenThrows('OFFER_STATE_ERROR', 'data.offerId');
      given(decider, [req, pri, rel, acc, flagged, { type: 'OfferChangeFlagRemoved', data: { offerId } } as OfferEvent]).when(unflag).thenThrows('OFFER_STATE_ERROR');
      given(decider, [req]).when(unflag).thenThrows('OFFER_STATE_ERROR');
    });
  });

  describe('RecordOfferDocument', () => {
    const doc = (version: number, file = 'a'.repeat(64)) => ({ offerId, version, language: 'de' as const, name: `Offerte ${offerId}`, file, template: null });
    const recorded = (version: number, file?: string) => ({ type: 'OfferDocumentRecorded', data: doc(version, file) }) as OfferEvent;
    it('records the next version only; the same document again changes nothing', () => {
      given(decider, [req]).when({ type: 'RecordOfferDocument', data: doc(1) }).then([recorded(1)]);
      given(decider, [req, recorded(1)]).when({ type: 'RecordOfferDocument', data: doc(2, 'b'.repeat(64)) }).then([recorded(2, 'b'.repeat(64))]);
      given(decider, [req, recorded(1)]).when({ type: 'RecordOfferDocument', data: doc(1) }).then([]);
      given(decider, [req, recorded(1)]).when({ type: 'RecordOfferDocument', data: doc(3) }).thenThrows('VALIDATION_ERROR', 'data.version');
      given(decider, [req]).when({ type: 'RecordOfferDocument', data: doc(2) }).thenThrows('VALIDATION_ERROR', 'data.version');
      given(decider, []).when({ type: 'RecordOfferDocument', data: doc(1) }).thenThrows('ERR_BAD_REQUEST');
    });
  });
});
