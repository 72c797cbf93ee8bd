import { DateTime } from 'luxon';
import { DomainError } from '../core/errors.ts';
import { minHistoryDays } from '../validation/history-minimum.ts';

/**
 * The cross-field rules of an offer request (spec sections 5 and 9), once for the command API
 * and the request form: each takes the request's values as ISO dates (yyyy-mm-dd, local days of
 * the market area) and years, and answers what is wrong as problems. Browser-safe: luxon only.
 *
 * `field` is the command's data path without `data.` (the form's path); `rule` names the rule
 * (the form's text is `offerRequest.errors.<rule>`); `values` are what the text needs.
 *
 * @example
 * const found = supplyStartProblems({ offerDate: '2026-11-26', deliveryYears: [2026], actualYearSupplyStart: null, minSupplyLeadDays: 14 });
 * // [{ field: 'actualYearSupplyStart', code: 'VALIDATION_ERROR', rule: 'supplyNeeded', values: { year: 2026 }, message: '…' }]
 * if (found[0]) throw requestRuleError(found[0]); // command API
 * if (found[0]) errors[found[0].field] = { key: `offerRequest.errors.${found[0].rule}`, params: found[0].values }; // form
 */
export interface OfferRequestProblem {
  readonly field: string;
  readonly code: 'VALIDATION_ERROR';
  readonly rule: OfferRequestRule;
  readonly values: Readonly<Record<string, string | number>>;
  /** The English text the API answers with. */
  readonly message: string;
}

export type OfferRequestRule =
  | 'offerDatePast'
  | 'endBeforeStart'
  | 'historyTooShort'
  | 'yearPast'
  | 'supplyNeeded'
  | 'supplyYear'
  | 'supplyLead'
  | 'cancellationOrder'
  | 'tooManyPoints';

// The request form reads the minimum from here, beside the rule that enforces it.
export { minHistoryDays };

const problem = (field: string, rule: OfferRequestRule, message: string, values: Record<string, string | number> = {}): OfferRequestProblem => ({
  field,
  code: 'VALIDATION_ERROR',
  rule,
  values,
  message,
});

/** Days from `from` to `to`, both included (calendar days, so DST does not matter). */
export function daysIncluded(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1;
}

/**
 * The earliest actual supply start: the business limit's lead days after the offer date.
 *
 * @example earliestSupplyStart('2026-11-26', 14) // '2026-12-10'
 */
export function earliestSupplyStart(offerDate: string, leadDays: number): string {
  return DateTime.fromISO(offerDate, { zone: 'utc' }).plus({ days: leadDays }).toISODate() ?? offerDate;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The offer date is today or later (today in the market zone). */
export function offerDateProblem(offerDate: string, today: string): OfferRequestProblem | null {
  return offerDate < today ? problem('offerDate', 'offerDatePast', `the offer date ${offerDate} is before today (${today})`, { today }) : null;
}

/** The history range does not end before it starts and covers at least 365 days. */
export function historyRangeProblem(start: string, end: string): OfferRequestProblem | null {
  if (end < start) return problem('histRangeEnd', 'endBeforeStart', 'the history range ends before it starts');
  const days = daysIncluded(start, end);
  if (days < minHistoryDays) return problem('histRangeEnd', 'historyTooShort', `the history range covers ${days} days, at least ${minHistoryDays} are needed`, { days, min: minHistoryDays });
  return null;
}

/** Every delivery year before the offer date's year, at its place. */
export function pastYearProblems(deliveryYears: readonly number[], offerDate: string): OfferRequestProblem[] {
  const offerYear = yearOf(offerDate);
  return deliveryYears.flatMap((year, i) => (year < offerYear ? [problem(`deliveryYears.${i}`, 'yearPast', `delivery year ${year} is already past`, { year })] : []));
}

export interface SupplyStartFacts {
  readonly offerDate: string;
  readonly deliveryYears: readonly number[];
  readonly actualYearSupplyStart: string | null;
  readonly minSupplyLeadDays: number;
}

/**
 * The actual supply start: required when the first delivery year has begun (its 1 January is
 * not after the offer date's year began), else optional; in the first delivery year, and at
 * least the lead days after the offer date.
 */
export function supplyStartProblem(facts: SupplyStartFacts): OfferRequestProblem | null {
  const { offerDate, deliveryYears, actualYearSupplyStart: start, minSupplyLeadDays } = facts;
  const first = deliveryYears.length > 0 ? Math.min(...deliveryYears) : null;
  const field = 'actualYearSupplyStart';
  if (start === null) {
    return first !== null && first === yearOf(offerDate) ? problem(field, 'supplyNeeded', `the first delivery year ${first} has begun: a supply start is required`, { year: first }) : null;
  }
  if (first !== null && yearOf(start) !== first) return problem(field, 'supplyYear', `the supply start ${start} is not in the first delivery year ${first}`, { year: first });
  const earliest = earliestSupplyStart(offerDate, minSupplyLeadDays);
  if (start < earliest) return problem(field, 'supplyLead', `the supply starts at least ${minSupplyLeadDays} days after the offer date (${earliest})`, { earliest, days: minSupplyLeadDays });
  return null;
}

/** A cancellation period, when both ends are given, does not end before it starts. */
export function cancellationProblem(from: string | null, to: string | null): OfferRequestProblem | null {
  return from !== null && to !== null && to < from ? problem('cancellationTo', 'cancellationOrder', 'the cancellation period ends before it starts') : null;
}

/** The business limit of metering points per offer. */
export function pointCountProblem(count: number, maxMeteringPointsPerOffer: number): OfferRequestProblem | null {
  const max = maxMeteringPointsPerOffer;
  return count > max ? problem('meteringPoints', 'tooManyPoints', `an offer takes at most ${max} metering points`, { max }) : null;
}

/** The command API's side: the problem as the 400 at the command's `data.<field>`. */
export function requestRuleError(found: OfferRequestProblem): DomainError {
  const details = Object.keys(found.values).length > 0 ? { ...found.values } : undefined;
  return new DomainError(found.code, 400, found.message, { field: `data.${found.field}`, details });
}
