import type { PriceInputs, PriceResult } from '../offer/offer-fields.ts';

/**
 * Offer event data for specs of the read side (views, the typed table, routes, the socket): a
 * complete `OfferRequested` and the events after it, with what a spec names and nothing else.
 */
export const offerRequestedData = (
  offerId: string,
  customerId: string,
  salesPartnerId: string,
  extra: Partial<{ offerDate: string; offerDateTime: string; product: 'FULL' | 'SPOT' | 'BALA'; currency: 'CHF' | 'EUR'; deliveryYears: number[]; codes: string[]; direction: 'CONS' | 'PROD' | 'BOTH' }> = {},
) => {
  const deliveryYears = extra.deliveryYears ?? [2027, 2028];
  const codes = extra.codes ?? ['CH1001234500000000000000000000001'];
  const offerDate = extra.offerDate ?? '2026-11-24';
  return {
    offerId, customerId, salesPartnerId, product: extra.product ?? 'FULL', marketArea: 'CH', currency: extra.currency ?? 'CHF', direction: extra.direction ?? 'CONS',
    meteringPoints: codes.map((code) => ({ code, direction: 'CONS' })), histRangeStart: '2025-01-01', histRangeEnd: '2025-12-31',
    deliveryYears, deliveryFrom: `${deliveryYears[0]}-01-01`, deliveryTo: `${deliveryYears.at(-1)}-12-31`, actualYearSupplyStart: null, cancellationFrom: null, cancellationTo: null,
    ecology: { certificate: null, energyQuality: 'GRAY' }, offerDate, offerHour: 10, offerMinute: 30, offerValidityPeriod: 60,
    offerDateTime: extra.offerDateTime ?? `${offerDate}T09:30:00.000Z`, note: null, createdBy: { userId: 'a5f0c2d4-0000-4000-8000-000000000001', role: 'salesPartner' },
    volumes: deliveryYears.map((year) => ({ year, direction: 'CONS', kwh: '120000.5' })), draftId: null,
  };
};

export const priceInputs: PriceInputs = {
  energyPrice: '80', profilePrice: '5', spotAddOn: '0', balancingAddOn: '1', variableAddOn: '0', adjustmentCost: '0.5', procurementFee: '1',
  alpha: '0.8', beta: '0.2', gamma: '9.34', certificatePrice: '2', certificateMargin: '0.5',
};

export const priceResult = (withMargin: string): PriceResult => ({
  volumeKwh: '120000.5', priceWithoutMargin: '90', priceWithMargin: withMargin, margin: '3', serviceFee: '500', serviceFeePerMwh: '4.1666', amount: '11280.047',
});

export const offerPricedData = (offerId: string, years: readonly number[] = [2027, 2028]) => ({
  offerId,
  fees: { product: 'FULL', margin: '3', minFee: '100', maxFee: '1000', variableFeePerMwh: '2', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
  years: years.map((year, i) => ({ year, cons: { inputs: priceInputs, result: priceResult(String(94 + i)) } })),
});
