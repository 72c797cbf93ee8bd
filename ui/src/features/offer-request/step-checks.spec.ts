import type { PointChoice } from './load-profile-choice.ts';
import { defaultValues, type OfferRequestValues } from './request-values.ts';
import { type CheckContext, firstStepWithErrors, requestErrors, requestMarketArea, stepErrors } from './step-checks.ts';

const history = { from: '2025-01-01', to: '2025-12-31', kwh: '420000' };
const points: PointChoice[] = [
  { code: 'CH1', direction: 'CONS', marketArea: 'CH', yearlyQuantityKwh: '420000', history },
  { code: 'CH1', direction: 'PROD', marketArea: 'CH', yearlyQuantityKwh: '160000', history: { ...history, kwh: '100000' } },
  { code: 'CH2', direction: 'CONS', marketArea: 'CH', yearlyQuantityKwh: '5000', history: null },
];
const context: CheckContext = {
  role: 'salesPartner',
  today: '2026-11-26',
  marketAreas: ['CH'],
  certificates: ['GREY', 'CH-HYDRO'],
  minSupplyLeadDays: 14,
  maxPoints: 2,
  customerCurrencies: ['CHF'],
  points,
};
const complete: OfferRequestValues = {
  ...defaultValues({ today: '2026-11-26', hour: 9, defaultEnergyQuality: 'CH-HYDRO', marketAreas: ['CH'] }),
  customerType: 'FI',
  customerId: '1001',
  direction: 'CONS',
  meteringPoints: [{ code: 'CH1', direction: 'CONS' }],
  histRangeStart: '01.01.2025',
  histRangeEnd: '31.12.2025',
  product: 'FULL',
  deliveryYears: [2027, 2028],
  currency: 'CHF',
};
const keys = (values: Partial<OfferRequestValues>, ctx: Partial<CheckContext> = {}) =>
  Object.fromEntries(Object.entries(requestErrors({ ...complete, ...values }, { ...context, ...ctx })).map(([path, m]) => [path, m.key]));

describe('offer request checks', () => {
  it('passes a complete request', () => {
    expect(requestErrors(complete, context)).toEqual({});
  });

  it('requires the choices of the first steps (spec section 5, required choices)', () => {
    expect(keys({ marketArea: '', customerType: '', customerId: '', direction: '', product: '' })).toEqual({
      marketArea: 'errorInfo.required',
      customerType: 'errorInfo.required',
      customerId: 'errorInfo.required',
      direction: 'errorInfo.required',
      product: 'errorInfo.required',
    });
    expect(keys({ marketArea: 'DE-AMP' })).toEqual({ marketArea: 'offerRequest.errors.marketArea', meteringPoints: 'offerRequest.errors.oneMarketArea' });
  });

  it("asks a customer's user for none of the customer's choices", () => {
    expect(keys({ marketArea: '', customerType: '', customerId: '' }, { role: 'customer' })).toEqual({});
  });

  it('needs points of the request direction, each with a history, at most the configured number', () => {
    expect(keys({ meteringPoints: [] })).toEqual({ meteringPoints: 'offerRequest.errors.noPoints' });
    expect(keys({ meteringPoints: [{ code: 'CH1', direction: 'PROD' }] }).meteringPoints).toBe('offerRequest.errors.pointDirection');
    expect(keys({ direction: 'BOTH' })).toEqual({ meteringPoints: 'offerRequest.errors.bothDirections' });
    expect(keys({ meteringPoints: [{ code: 'CH2', direction: 'CONS' }] }).meteringPoints).toBe('offerRequest.errors.noHistory');
    expect(keys({ meteringPoints: [{ code: 'CH1', direction: 'CONS' }, { code: 'CH2', direction: 'CONS' }] }).meteringPoints).toBe('offerRequest.errors.noHistory');
    expect(keys({ direction: 'BOTH', meteringPoints: [{ code: 'CH1', direction: 'CONS' }, { code: 'CH1', direction: 'PROD' }, { code: 'CH2', direction: 'CONS' }] }).meteringPoints).toBe(
      'offerRequest.errors.tooManyPoints',
    );
  });

  it('needs a history range of at least 365 days inside the chosen histories', () => {
    expect(keys({ histRangeStart: '', histRangeEnd: '31.02.2025' })).toEqual({ histRangeStart: 'errorInfo.required', histRangeEnd: 'offerRequest.errors.date' });
    expect(keys({ histRangeStart: '02.01.2025' })).toEqual({ histRangeEnd: 'offerRequest.errors.historyTooShort' });
    expect(keys({ histRangeStart: '31.12.2025', histRangeEnd: '01.01.2025' })).toEqual({ histRangeEnd: 'offerRequest.errors.endBeforeStart' });
    expect(keys({ histRangeStart: '31.12.2024' })).toEqual({ histRangeStart: 'offerRequest.errors.outsideHistory' });
  });

  it('asks to confirm a volume more than 10 % from the history, then goes on', () => {
    const prod = { direction: 'PROD' as const, meteringPoints: [{ code: 'CH1', direction: 'PROD' as const }] };
    expect(keys(prod)).toEqual({ deviationConfirmed: 'offerRequest.errors.confirmDeviation' });
    expect(keys({ ...prod, deviationConfirmed: true })).toEqual({});
  });

  it('needs at least one delivery year and none past (CHOOSE_DELIVERY_YEAR)', () => {
    expect(keys({ deliveryYears: [] })).toEqual({ deliveryYears: 'codes.CHOOSE_DELIVERY_YEAR' });
    expect(keys({ deliveryYears: [2027, 2025] })).toEqual({ 'deliveryYears.1': 'offerRequest.errors.yearPast' });
    expect(keys({ deliveryYears: [2026], actualYearSupplyStart: '10.12.2026' })).toEqual({});
  });

  it('asks for the supply start when the first delivery year has begun', () => {
    expect(keys({ deliveryYears: [2026] })).toEqual({ actualYearSupplyStart: 'offerRequest.errors.supplyNeeded' });
    expect(keys({ deliveryYears: [2027] })).toEqual({});
  });

  it('starts the actual supply at least the lead days after the offer date, inside the first year', () => {
    expect(keys({ deliveryYears: [2026], actualYearSupplyStart: '09.12.2026' })).toEqual({ actualYearSupplyStart: 'offerRequest.errors.supplyLead' });
    expect(keys({ deliveryYears: [2026], actualYearSupplyStart: '10.12.2026' })).toEqual({});
    expect(keys({ actualYearSupplyStart: '01.03.2028' })).toEqual({ actualYearSupplyStart: 'offerRequest.errors.supplyYear' });
    expect(requestErrors({ ...complete, deliveryYears: [2026], actualYearSupplyStart: '09.12.2026' }, context).actualYearSupplyStart?.params).toEqual({ earliest: '10.12.2026', days: 14 });
  });

  it('takes the currency from the customer and a cancellation period in order', () => {
    expect(keys({ currency: 'EUR' })).toEqual({ currency: 'offerRequest.errors.currency' });
    expect(keys({ currency: 'EUR' }, { customerCurrencies: null })).toEqual({});
    expect(keys({ cancellationFrom: '01.06.2027' })).toEqual({ cancellationTo: 'errorInfo.required' });
    expect(keys({ cancellationFrom: '01.06.2027', cancellationTo: '31.05.2027' })).toEqual({ cancellationTo: 'offerRequest.errors.cancellationOrder' });
    expect(keys({ note: 'x'.repeat(1001) })).toEqual({ note: 'offerRequest.errors.note' });
  });

  it('takes certificate and energy quality from the configuration', () => {
    expect(keys({ certificate: 'NUCLEAR', energyQuality: '' })).toEqual({ 'ecology.certificate': 'offerRequest.errors.certificate', 'ecology.energyQuality': 'errorInfo.required' });
  });

  it('needs offer date (not past), hour, minute and validity period within their schemas', () => {
    expect(keys({ offerDate: '25.11.2026', offerHour: '24', offerMinute: '', offerValidityPeriod: '0' })).toEqual({
      offerDate: 'offerRequest.errors.offerDatePast',
      offerHour: 'offerRequest.errors.hour',
      offerMinute: 'errorInfo.required',
      offerValidityPeriod: 'offerRequest.errors.validity',
    });
    expect(keys({ offerHour: '7', offerMinute: '05', offerValidityPeriod: '10080' })).toEqual({});
  });

  it('keeps a step to its own findings and names the first step to fix', () => {
    const values = { ...complete, direction: '' as const, deliveryYears: [] };
    expect(Object.keys(stepErrors('deliveryYears', values, context))).toEqual(['deliveryYears']);
    expect(stepErrors('ecology', values, context)).toEqual({});
    expect(firstStepWithErrors(requestErrors(values, context), 'salesPartner')).toBe('direction');
    expect(firstStepWithErrors({}, 'salesPartner')).toBeNull();
  });

  it("takes a customer's market area from its points, or the partner's only one", () => {
    const customer = { ...context, role: 'customer' as const, marketAreas: ['CH', 'DE-AMP'] };
    expect(requestMarketArea({ ...complete, marketArea: '' }, customer)).toBe('CH');
    expect(requestMarketArea({ ...complete, marketArea: '', meteringPoints: [] }, customer)).toBe('');
    expect(requestMarketArea({ ...complete, marketArea: '', meteringPoints: [] }, { ...customer, marketAreas: ['DE-AMP'] })).toBe('DE-AMP');
    expect(requestMarketArea(complete, context)).toBe('CH');
  });
});
