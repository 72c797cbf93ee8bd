import type { OfferDetail } from '@portal/events/read-contracts';
import { offerRow } from '@/entities/offer/offer-fixtures.ts';

type Priced = NonNullable<OfferDetail['prices'][number]['cons']>;

const inputs: Priced['inputs'] = {
  energyPrice: '70',
  profilePrice: '3.5',
  spotAddOn: '0',
  balancingAddOn: '1.2',
  variableAddOn: '0',
  adjustmentCost: '0.3',
  procurementFee: '1',
  alpha: '0.8',
  beta: '0.2',
  gamma: '9.34',
  certificatePrice: '2',
  certificateMargin: '0.5',
};

/** One priced year and direction: the admin's inputs and the prices computed from them. */
export const priced = (volumeKwh: string, priceWithMargin: string): Priced => ({
  inputs,
  result: { volumeKwh, priceWithoutMargin: '80.1', priceWithMargin, margin: '5.5', serviceFee: '1200', serviceFeePerMwh: '10', amount: '20000' },
});

/** A released CHF offer for 2027 and 2028 (consumption, 2028 also production), priced, with a document; override what a case needs. */
export function offerDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    row: offerRow({ direction: 'BOTH' }),
    meteringPoints: [
      { code: 'CH1001', direction: 'CONS' },
      { code: 'CH1002', direction: 'CONS' },
      { code: 'CH2001', direction: 'PROD' },
    ],
    histRangeStart: '2025-01-01',
    histRangeEnd: '2025-12-31',
    actualYearSupplyStart: null,
    cancellationFrom: null,
    cancellationTo: null,
    ecology: { certificate: 'CH-HYDRO', energyQuality: 'CH-HYDRO' },
    note: null,
    volumes: [
      { year: 2027, direction: 'CONS', kwh: '120000' },
      { year: 2028, direction: 'CONS', kwh: '120000' },
      { year: 2028, direction: 'PROD', kwh: '30000' },
    ],
    forecastVolumes: [],
    prices: [
      { year: 2028, cons: priced('120000', '85.6'), prod: priced('30000', '60') },
      { year: 2027, cons: priced('118000.4', '85.123456') },
    ],
    fees: { product: 'FULL', margin: '5', minFee: '500', maxFee: '5000', variableFeePerMwh: '10', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
    deltas: [],
    releasedAt: '2026-11-26T09:30:00.000Z',
    documents: [{ version: 1, language: 'de', name: 'Angebot 500001', file: 'a'.repeat(64), createdAt: '2026-11-26T09:31:00.000Z' }],
    ...overrides,
  };
}
