import type { OfferEvent, PriceInputs, RequestOffer, YearPrices } from '@portal/events';
import { swissCode } from '../../metering-point/testing/metering-fixtures.ts';
import { alphaId } from '../../sales-partner/testing/partner-fixtures.ts';
import type { OfferActor, Priced, Requested } from '../offer.ts';

/**
 * Offers for specs: a Swiss consumption offer of customer 100001 (partner alpha) for 2028 and
 * 2029, made on 10 March 2027 at 09:30 Zurich time, valid 30 minutes once released.
 */
export const offerId = '500001';
export const customerId = '100001';
export const offerDate = '2027-03-10';
/** 08:00 UTC on the offer day: 09:00 in Zurich (winter time). */
export const onOfferDay = '2027-03-10T08:00:00.000Z';

export const partnerUser: OfferActor = { userId: 'u-anna', role: 'salesPartner', salesPartnerId: alphaId };
export const customerUser: OfferActor = { userId: 'u-carl', role: 'customer', salesPartnerId: alphaId, customerId };
export const otherCustomerUser: OfferActor = { userId: 'u-otto', role: 'customer', salesPartnerId: alphaId, customerId: '100002' };
export const admin: OfferActor = { userId: 'u-admin', role: 'admin' };

/** The request as the stepper sends it; override what a test is about. */
export function offerRequest(overrides: Partial<RequestOffer> = {}): RequestOffer {
  return {
    customerId,
    marketArea: 'CH',
    product: 'FULL',
    direction: 'CONS',
    currency: 'CHF',
    meteringPoints: [{ code: swissCode(1), direction: 'CONS' }],
    histRangeStart: '2026-01-01',
    histRangeEnd: '2026-12-31',
    deliveryYears: [2028, 2029],
    ecology: { certificate: 'CH-HYDRO', energyQuality: 'CH-HYDRO' },
    offerDate,
    offerHour: 9,
    offerMinute: 30,
    offerValidityPeriod: 30,
    ...overrides,
  };
}

/** OfferRequested's data of `offerRequest()` with a point of 120,000 kWh a year. */
export function requested(overrides: Partial<Requested> = {}): Requested {
  return {
    offerId, customerId, salesPartnerId: alphaId, product: 'FULL', marketArea: 'CH', currency: 'CHF', direction: 'CONS',
    meteringPoints: [{ code: swissCode(1), direction: 'CONS' }], histRangeStart: '2026-01-01', histRangeEnd: '2026-12-31',
    deliveryYears: [2028, 2029], deliveryFrom: '2028-01-01', deliveryTo: '2029-12-31', actualYearSupplyStart: null,
    cancellationFrom: null, cancellationTo: null, ecology: { certificate: 'CH-HYDRO', energyQuality: 'CH-HYDRO' },
    offerDate, offerHour: 9, offerMinute: 30, offerValidityPeriod: 30, offerDateTime: '2027-03-10T08:30:00.000Z', note: null,
    createdBy: { userId: 'u-anna', role: 'salesPartner' },
    volumes: [{ year: 2028, direction: 'CONS', kwh: '120000.000' }, { year: 2029, direction: 'CONS', kwh: '120000.000' }],
    draftId: null,
    ...overrides,
  };
}

export const inputs: PriceInputs = {
  energyPrice: '95', profilePrice: '4', spotAddOn: '0', balancingAddOn: '2', variableAddOn: '0', adjustmentCost: '1',
  procurementFee: '0.5', alpha: '0.8', beta: '0.2', gamma: '9.34', certificatePrice: '1.2', certificateMargin: '0.3',
};

const result = { volumeKwh: '120000.000', priceWithoutMargin: '100', priceWithMargin: '103', margin: '3', serviceFee: '0', serviceFeePerMwh: '0', amount: '12360' };
export const yearPrices = (years = [2028, 2029]): YearPrices[] => years.map((year) => ({ year, cons: { inputs, result } }));
export const priced = (overrides: Partial<Priced> = {}): Priced => ({
  offerId,
  fees: { product: 'FULL', margin: '3', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' },
  years: yearPrices(),
  ...overrides,
});

/** Released at 08:00 UTC on the offer day, so it expires at 08:30 UTC. */
export const releasedAt = onOfferDay;
export const expiresAt = '2027-03-10T08:30:00.000Z';

export const history = {
  requested: { type: 'OfferRequested', data: requested() } as OfferEvent,
  priced: { type: 'OfferPriced', data: priced() } as OfferEvent,
  released: {
    type: 'OfferReleased',
    data: { offerId, releasedAt, expiresAt, forecastVolumes: [{ year: 2028, direction: 'CONS', kwh: '118000.000' }, { year: 2029, direction: 'CONS', kwh: '118500.000' }] },
  } as OfferEvent,
  accepted: { type: 'OfferAccepted', data: { offerId, years: [2028], termsAccepted: true, acceptedBy: { userId: 'u-carl', role: 'customer' } } } as OfferEvent,
};
