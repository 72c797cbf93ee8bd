import { defaultBusinessLimits, defaultPlatformConfig, DomainError, type RequestOffer } from '@portal/events';
import { firm } from '../customer/testing/customer-fixtures.ts';
import type { CustomerState } from '../customer/customer.ts';
import { swissCode, zurich } from '../metering-point/testing/metering-fixtures.ts';
import { alphaId, betaId } from '../sales-partner/testing/partner-fixtures.ts';
import type { PointForOffer } from './offer-points.ts';
import { yearlyOfPeriod } from './offer-points.ts';
import { offerRequestOf, type RequestFacts } from './offer-request-rules.ts';
import { customerId, customerUser, offerRequest, otherCustomerUser, partnerUser, requested } from './testing/offer-fixtures.ts';

const { firmname, contact, billingAddress } = firm();
const customer: CustomerState = { status: 'active', salesPartnerId: alphaId, customerType: 'FI', registered: false, profile: { firmname, contact, billingAddress, currencies: ['CHF'] } };
const point = (overrides: Partial<Extract<PointForOffer['point'], { status: 'active' }>> = {}, hasHistory = true): PointForOffer => ({
  point: { status: 'active', customerId, salesPartnerId: alphaId, marketArea: 'CH', yearlyQuantityKwh: '120000', address: zurich, deliveryFrom: null, deliveryTo: null, interruption: null, ...overrides },
  hasHistory, hasForecast: false, accepted: null, generated: {},
});

/** 10:00 in Zurich on 9 March 2027, the day before the offer date. */
const now = new Date('2027-03-09T09:00:00.000Z');
function facts(data: Partial<RequestOffer> = {}, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return { data: offerRequest(data), offerId: '500001', by: partnerUser, customer, partnerMarketAreas: ['CH'], points: [point()], config: defaultPlatformConfig, limits: defaultBusinessLimits, now, ...overrides };
}

function refusal(f: RequestFacts): { code: string; status: number; field?: string } {
  try {
    offerRequestOf(f);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}
const invalidAt = (field: string) => ({ code: 'VALIDATION_ERROR', status: 400, field });

describe('offer request rules', () => {
  it('derives the stored request: delivery period, volumes, offer instant in the market zone', () => {
    expect(offerRequestOf(facts({ deliveryYears: [2029, 2028] }))).toEqual(requested());
  });

  it('lets a customer request for itself only, a partner for its own customers only', () => {
    expect(offerRequestOf(facts({}, { by: customerUser })).createdBy).toEqual({ userId: 'u-carl', role: 'customer' });
    expect(refusal(facts({}, { by: otherCustomerUser }))).toEqual({ code: 'ERR_BAD_REQUEST', status: 403, field: 'data.customerId' });
    expect(refusal(facts({}, { by: { userId: 'u-ben', role: 'salesPartner', salesPartnerId: betaId } }))).toEqual({ code: 'ERR_BAD_REQUEST', status: 403, field: 'data.customerId' });
    expect(refusal(facts({}, { customer: { status: 'none' } }))).toEqual({ code: 'ERR_BAD_REQUEST', status: 403, field: 'data.customerId' });
    expect(refusal(facts({}, { customer: { status: 'deleted', salesPartnerId: alphaId, customerType: 'FI' } }))).toEqual({ code: 'STATE_ERROR', status: 409, field: 'data.customerId' });
  });

  it('wants an active market area of the partner, a currency of the customer, a known certificate and energy quality', () => {
    expect(refusal(facts({ marketArea: 'XX' }))).toEqual(invalidAt('data.marketArea'));
    expect(refusal(facts({}, { partnerMarketAreas: ['DE-TENNET'] }))).toEqual(invalidAt('data.marketArea'));
    expect(refusal(facts({ currency: 'EUR' }))).toEqual(invalidAt('data.currency'));
    expect(refusal(facts({ ecology: { certificate: 'NOPE', energyQuality: 'CH-HYDRO' } }))).toEqual(invalidAt('data.ecology.certificate'));
    expect(refusal(facts({ ecology: { certificate: null, energyQuality: 'NOPE' } }))).toEqual(invalidAt('data.ecology.energyQuality'));
    expect(offerRequestOf(facts({ ecology: { certificate: null, energyQuality: 'GREY' } })).ecology).toEqual({ certificate: null, energyQuality: 'GREY' });
  });

  it('refuses an offer date before today in the market zone, and a history shorter than 365 days or reversed', () => {
    // 23:30 UTC on 9 March is already 10 March in Zurich.
    expect(refusal(facts({ offerDate: '2027-03-09' }, { now: new Date('2027-03-09T23:30:00.000Z') }))).toEqual(invalidAt('data.offerDate'));
    expect(offerRequestOf(facts({ offerDate: '2027-03-09' })).offerDate).toBe('2027-03-09');
    expect(refusal(facts({ histRangeEnd: '2026-12-30' }))).toEqual(invalidAt('data.histRangeEnd'));
    expect(refusal(facts({ histRangeStart: '2027-01-01', histRangeEnd: '2026-01-01' }))).toEqual(invalidAt('data.histRangeEnd'));
  });

  it('refuses a delivery year already past at its place', () => {
    expect(refusal(facts({ deliveryYears: [2027, 2026] }))).toEqual(invalidAt('data.deliveryYears.1'));
    expect(offerRequestOf(facts({ deliveryYears: [2028] })).deliveryFrom).toBe('2028-01-01');
  });

  it('wants a supply start when the first delivery year has begun (1 January is past)', () => {
    expect(refusal(facts({ deliveryYears: [2027] }))).toEqual(invalidAt('data.actualYearSupplyStart'));
    expect(refusal(facts({ deliveryYears: [2028, 2027] }))).toEqual(invalidAt('data.actualYearSupplyStart'));
    expect(offerRequestOf(facts({ deliveryYears: [2027], actualYearSupplyStart: '2027-04-01' })).deliveryFrom).toBe('2027-04-01');
  });

  it('places the actual supply start in the first delivery year, the lead days after the offer date, and prorates that year', () => {
    expect(refusal(facts({ actualYearSupplyStart: '2029-02-01' }))).toEqual(invalidAt('data.actualYearSupplyStart'));
    expect(refusal(facts({ deliveryYears: [2027], actualYearSupplyStart: '2027-03-23' }))).toEqual(invalidAt('data.actualYearSupplyStart'));
    const started = offerRequestOf(facts({ deliveryYears: [2027, 2028], actualYearSupplyStart: '2027-03-24' }));
    expect(started).toMatchObject({ deliveryFrom: '2027-03-24', deliveryTo: '2028-12-31', actualYearSupplyStart: '2027-03-24' });
    // 283 of 365 days of 2027.
    expect(started.volumes).toEqual([{ year: 2027, direction: 'CONS', kwh: '93041.096' }, { year: 2028, direction: 'CONS', kwh: '120000.000' }]);
  });

  it('refuses a cancellation period that ends before it starts', () => {
    expect(refusal(facts({ cancellationFrom: '2028-06-30', cancellationTo: '2028-06-01' }))).toEqual(invalidAt('data.cancellationTo'));
    expect(offerRequestOf(facts({ cancellationFrom: '2028-06-01', cancellationTo: '2028-06-30' }))).toMatchObject({ cancellationFrom: '2028-06-01', cancellationTo: '2028-06-30' });
  });

  describe('metering points', () => {
    const two = [{ code: swissCode(1), direction: 'CONS' as const }, { code: swissCode(2), direction: 'CONS' as const }];
    it('refuses more than the business limit and a point listed twice', () => {
      expect(refusal(facts({ meteringPoints: two }, { points: [point(), point()], limits: { ...defaultBusinessLimits, maxMeteringPointsPerOffer: 1 } }))).toEqual(invalidAt('data.meteringPoints'));
      expect(refusal(facts({ meteringPoints: [two[0]!, two[0]!] }, { points: [point(), point()] }))).toEqual(invalidAt('data.meteringPoints.1.code'));
    });
    it('refuses an unknown point, another customer\'s, a removed one, one of another market area, one without history', () => {
      const second = (p: PointForOffer) => facts({ meteringPoints: two }, { points: [point(), p] });
      expect(refusal(second({ ...point(), point: { status: 'none' } }))).toEqual(invalidAt('data.meteringPoints.1.code'));
      expect(refusal(second(point({ customerId: '100002' })))).toEqual(invalidAt('data.meteringPoints.1.code'));
      expect(refusal(second({ ...point(), point: { status: 'removed', customerId, salesPartnerId: alphaId } }))).toEqual(invalidAt('data.meteringPoints.1.code'));
      expect(refusal(second(point({ marketArea: 'DE-TENNET' })))).toEqual(invalidAt('data.meteringPoints.1.code'));
      expect(refusal(second(point({}, false)))).toEqual(invalidAt('data.meteringPoints.1.code'));
    });
    it('refuses a direction the offer does not deliver, and sums the points per year and direction', () => {
      const mixed = [{ code: swissCode(1), direction: 'CONS' as const }, { code: swissCode(1), direction: 'PROD' as const }, { code: swissCode(2), direction: 'CONS' as const }];
      const points = [point(), point({ yearlyQuantityKwh: '8000.5' }), point({ yearlyQuantityKwh: '30000' })];
      expect(refusal(facts({ meteringPoints: mixed }, { points }))).toEqual(invalidAt('data.meteringPoints.1.direction'));
      expect(offerRequestOf(facts({ meteringPoints: mixed, direction: 'BOTH', deliveryYears: [2028] }, { points })).volumes).toEqual([
        { year: 2028, direction: 'CONS', kwh: '150000.000' },
        { year: 2028, direction: 'PROD', kwh: '8000.500' },
      ]);
    });
  });
});

describe('a replaced forecast\'s yearly kWh', () => {
  it('spreads the file\'s total over the calendar years of its period by days', () => {
    expect(yearlyOfPeriod('2028-01-01', '2029-12-31', '731000')).toEqual([{ year: 2028, kwh: '366000.000' }, { year: 2029, kwh: '365000.000' }]);
  });
});
