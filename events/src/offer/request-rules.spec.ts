import { DomainError } from '../core/errors.ts';
import {
  cancellationProblem,
  daysIncluded,
  earliestSupplyStart,
  historyRangeProblem,
  offerDateProblem,
  pastYearProblems,
  pointCountProblem,
  requestRuleError,
  supplyStartProblem,
  type OfferRequestProblem,
  type SupplyStartFacts,
} from './request-rules.ts';

const at = (found: OfferRequestProblem | null | undefined) => (found ? { field: found.field, rule: found.rule, values: found.values } : null);

describe('offer request rules', () => {
  describe('offer date', () => {
    it('given today 10 March, when the offer date is 9 March, then it is past; 10 March is not', () => {
      expect(at(offerDateProblem('2027-03-09', '2027-03-10'))).toEqual({ field: 'offerDate', rule: 'offerDatePast', values: { today: '2027-03-10' } });
      expect(offerDateProblem('2027-03-10', '2027-03-10')).toBeNull();
    });
  });

  describe('history range', () => {
    it('given a range ending before it starts, then the end is refused as reversed', () => {
      expect(at(historyRangeProblem('2027-01-01', '2026-01-01'))).toEqual({ field: 'histRangeEnd', rule: 'endBeforeStart', values: {} });
    });
    it('given 364 days, then it is too short; 365 days (both ends included) pass, across a leap day too', () => {
      expect(at(historyRangeProblem('2025-01-02', '2025-12-31'))).toEqual({ field: 'histRangeEnd', rule: 'historyTooShort', values: { days: 364, min: 365 } });
      expect(historyRangeProblem('2025-01-01', '2025-12-31')).toBeNull();
      expect(at(historyRangeProblem('2024-01-02', '2024-12-30'))?.values).toEqual({ days: 364, min: 365 });
    });
    it('counts calendar days with both ends, so a leap day counts and a DST change does not cut one', () => {
      expect(daysIncluded('2025-01-01', '2025-12-31')).toBe(365);
      expect(daysIncluded('2024-01-01', '2024-12-31')).toBe(366);
      expect(daysIncluded('2025-03-30', '2025-03-30')).toBe(1);
      expect(daysIncluded('2026-03-29', '2026-03-29')).toBe(1);
      expect(daysIncluded('2026-03-28', '2026-10-25')).toBe(212);
    });
  });

  describe('delivery years', () => {
    it('given an offer in 2026, then 2025 is past at its place and 2026 is not', () => {
      expect(pastYearProblems([2027, 2025, 2026], '2026-11-26').map(at)).toEqual([{ field: 'deliveryYears.1', rule: 'yearPast', values: { year: 2025 } }]);
    });
  });

  describe('actual supply start', () => {
    const facts = (overrides: Partial<SupplyStartFacts>): SupplyStartFacts => ({ offerDate: '2026-11-26', deliveryYears: [2027], actualYearSupplyStart: null, minSupplyLeadDays: 14, ...overrides });
    it('given a first delivery year that has begun, when no supply start is given, then it is needed', () => {
      expect(at(supplyStartProblem(facts({ deliveryYears: [2027, 2026] })))).toEqual({ field: 'actualYearSupplyStart', rule: 'supplyNeeded', values: { year: 2026 } });
      expect(supplyStartProblem(facts({}))).toBeNull();
      expect(supplyStartProblem(facts({ deliveryYears: [] }))).toBeNull();
    });
    it('given a supply start outside the first delivery year, then it is refused with that year', () => {
      expect(at(supplyStartProblem(facts({ actualYearSupplyStart: '2028-03-01' })))).toEqual({ field: 'actualYearSupplyStart', rule: 'supplyYear', values: { year: 2027 } });
    });
    it('given 14 lead days, then the start is on the 14th day after the offer date at the earliest', () => {
      const begun = { deliveryYears: [2026] };
      expect(at(supplyStartProblem(facts({ ...begun, actualYearSupplyStart: '2026-12-09' })))).toEqual({
        field: 'actualYearSupplyStart',
        rule: 'supplyLead',
        values: { earliest: '2026-12-10', days: 14 },
      });
      expect(supplyStartProblem(facts({ ...begun, actualYearSupplyStart: '2026-12-10' }))).toBeNull();
    });
    it('puts the earliest supply start the lead days after the offer date, across a year end and a leap day', () => {
      expect(earliestSupplyStart('2026-11-26', 14)).toBe('2026-12-10');
      expect(earliestSupplyStart('2026-12-25', 14)).toBe('2027-01-08');
      expect(earliestSupplyStart('2026-12-25', 0)).toBe('2026-12-25');
      expect(earliestSupplyStart('2028-02-20', 14)).toBe('2028-03-05');
    });
  });

  describe('cancellation period', () => {
    it('given an end before the start, then the end is refused; one open end is not this rule\'s', () => {
      expect(at(cancellationProblem('2028-06-30', '2028-06-01'))).toEqual({ field: 'cancellationTo', rule: 'cancellationOrder', values: {} });
      expect(cancellationProblem('2028-06-01', '2028-06-01')).toBeNull();
      expect(cancellationProblem('2028-06-30', null)).toBeNull();
    });
  });

  describe('metering points', () => {
    it('given a limit of 2, then 3 points are too many and 2 are not', () => {
      expect(at(pointCountProblem(3, 2))).toEqual({ field: 'meteringPoints', rule: 'tooManyPoints', values: { max: 2 } });
      expect(pointCountProblem(2, 2)).toBeNull();
    });
  });

  it('answers the command API with a 400 at the command\'s data path, the values as details', () => {
    const error = requestRuleError(pointCountProblem(3, 2)!);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, field: 'data.meteringPoints', details: { max: 2 } });
    expect(requestRuleError(cancellationProblem('2028-06-30', '2028-06-01')!).details).toBeUndefined();
  });
});
