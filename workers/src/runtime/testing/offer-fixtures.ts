import type { OfferEvent, PriceInputs, YearPrices } from '@portal/events';

type Data<T extends OfferEvent['type']> = Extract<OfferEvent, { type: T }>['data'];

/** A whole OfferRequested (valid against its schema) for specs: CONS, one point, 2027 and 2028, market area CH. */
export function offerRequested(overrides: Partial<Data<'OfferRequested'>> = {}): Data<'OfferRequested'> {
  return {
    offerId: '500001',
    customerId: '100001',
    salesPartnerId: '11111111-1111-4111-8111-111111111111',
    product: 'FULL',
    marketArea: 'CH',
    currency: 'CHF',
    direction: 'CONS',
    meteringPoints: [{ code: 'CH1001', direction: 'CONS' }],
    histRangeStart: '2025-01-01',
    histRangeEnd: '2025-12-31',
    deliveryYears: [2027, 2028],
    deliveryFrom: '2027-01-01',
    deliveryTo: '2028-12-31',
    actualYearSupplyStart: null,
    cancellationFrom: null,
    cancellationTo: null,
    ecology: { certificate: null, energyQuality: 'GREY' },
    offerDate: '2026-11-26',
    offerHour: 10,
    offerMinute: 0,
    offerValidityPeriod: 60,
    offerDateTime: '2026-11-26T09:00:00.000Z',
    note: null,
    createdBy: { userId: 'user-1', role: 'customer' },
    volumes: [
      { year: 2027, direction: 'CONS', kwh: '100000' },
      { year: 2028, direction: 'CONS', kwh: '100000' },
    ],
    draftId: null,
    ...overrides,
  };
}

export const priceInputs: PriceInputs = {
  energyPrice: '80',
  profilePrice: '5',
  spotAddOn: '0',
  balancingAddOn: '2',
  variableAddOn: '0',
  adjustmentCost: '1',
  procurementFee: '1.5',
  alpha: '1',
  beta: '0',
  gamma: '0',
  certificatePrice: '0',
  certificateMargin: '0',
};

/** The prices of one year and direction as OfferPriced carries them. */
export function yearPrices(year: number, priceWithMargin: string, direction: 'cons' | 'prod' = 'cons'): YearPrices {
  const result = {
    volumeKwh: '100000',
    priceWithoutMargin: priceWithMargin,
    priceWithMargin,
    margin: '0',
    serviceFee: '0',
    serviceFeePerMwh: '0',
    amount: '0',
  };
  return { year, [direction]: { inputs: priceInputs, result } };
}
