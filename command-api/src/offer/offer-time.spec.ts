import { endOfOfferDay, localDateOf, offerInstant } from './offer-time.ts';

describe('offer time in the market zone', () => {
  it('places the offer hour in winter and summer time', () => {
    expect(offerInstant('2027-03-10', 9, 30, 'Europe/Zurich')).toBe('2027-03-10T08:30:00.000Z');
    expect(offerInstant('2027-07-01', 9, 30, 'Europe/Berlin')).toBe('2027-07-01T07:30:00.000Z');
  });

  it('ends the offer day at local midnight, 23 or 25 hours after it began on DST days', () => {
    expect(endOfOfferDay('2027-03-10', 'Europe/Zurich')).toBe('2027-03-10T23:00:00.000Z');
    expect(endOfOfferDay('2027-03-28', 'Europe/Zurich')).toBe('2027-03-28T22:00:00.000Z');
    expect(endOfOfferDay('2027-10-31', 'Europe/Zurich')).toBe('2027-10-31T23:00:00.000Z');
  });

  it('names the local day of an instant', () => {
    expect(localDateOf('2027-03-09T22:59:59.999Z', 'Europe/Zurich')).toBe('2027-03-09');
    expect(localDateOf(new Date('2027-03-09T23:00:00.000Z'), 'Europe/Zurich')).toBe('2027-03-10');
  });
});
