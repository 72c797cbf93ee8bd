import { offerRow } from '@/entities/offer/offer-fixtures.ts';
import { acceptErrors, mayAnswer, openYears, rejectRefusalKey } from './offer-answer-rules.ts';

describe("the customer's answer to an offer", () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('is offered only for a released offer before its expiry', () => {
    expect(mayAnswer(offerRow({ status: 'released', offerExpireDateTime: '2026-11-26T11:30:00Z' }), now)).toBe(true);
    expect(mayAnswer(offerRow({ status: 'released', offerExpireDateTime: '2026-11-26T09:59:59Z' }), now)).toBe(false);
    for (const status of ['requested', 'priced', 'accepted', 'rejected', 'expired'] as const) expect(mayAnswer(offerRow({ status }), now)).toBe(false);
  });

  it('offers the years not yet accepted', () => {
    expect(openYears(offerRow({ deliveryYears: [2029, 2027, 2028], acceptedYears: [2028] }))).toEqual([2027, 2029]);
  });

  it('asks for a delivery year and the ticked terms before sending', () => {
    expect(acceptErrors([], false)).toEqual({ years: { key: 'codes.CHOOSE_DELIVERY_YEAR', params: {} }, termsAccepted: { key: 'offers.answer.termsRequired', params: {} } });
    expect(acceptErrors([2027], false)).toEqual({ termsAccepted: { key: 'offers.answer.termsRequired', params: {} } });
    expect(acceptErrors([2027], true)).toEqual({});
  });

  it("shows a refused rejection's catalogue message, else the spec's reject failure", () => {
    expect(rejectRefusalKey('OFFER_EXPIRED')).toBe('codes.OFFER_EXPIRED');
    expect(rejectRefusalKey('SOMETHING_NEW')).toBe('messages.rejectOfferFailed');
    expect(rejectRefusalKey(undefined)).toBe('messages.rejectOfferFailed');
  });
});
