import { deliveryPeriod, yearChoices } from './delivery.ts';

describe('delivery', () => {
  it('offers the offer date year and the five after it', () => {
    expect(yearChoices('2026-11-26')).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('derives the period from the years, starting at the actual supply start when there is one', () => {
    expect(deliveryPeriod([2028, 2027], null)).toEqual({ from: '2027-01-01', to: '2028-12-31' });
    expect(deliveryPeriod([2027], '2027-03-01')).toEqual({ from: '2027-03-01', to: '2027-12-31' });
    expect(deliveryPeriod([], null)).toBeNull();
  });
});
