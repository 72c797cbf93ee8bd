import { volumeDeviation } from '@portal/events/load-profile';
import type { MeteringDirection } from '@portal/events/metering-point-fields';
import type { OfferDirection, OfferMeteringPoint } from '@portal/events/commands';
import { daysIncluded } from '@portal/events/offer-rules';
import { type Decimal, toDecimal } from '@/lib/format/index.ts';

// The historical load profile step as pure data: the customer's points with their history,
// the history range the chosen points share, and the offer question (spec section 5: does the
// expected volume deviate by more than 10 % from the history?).

/** A point of the customer as the step lists it: the list row and its profile status. */
export interface PointChoice {
  code: string;
  direction: MeteringDirection;
  marketArea: string;
  yearlyQuantityKwh: string;
  /** First and last local day of the uploaded history (both included) and its kWh; null without one. */
  history: { from: string; to: string; kwh: string } | null;
}

export const pointKey = (point: { code: string; direction: MeteringDirection }): string => `${point.code}:${point.direction}`;

/** Whether a point's direction is one the request delivers. */
export const fitsDirection = (point: { direction: MeteringDirection }, direction: OfferDirection | ''): boolean =>
  direction === '' || direction === 'BOTH' || point.direction === direction;

/** The listed points that are chosen, in the order of the list. */
export function chosenPoints(points: readonly PointChoice[], chosen: readonly OfferMeteringPoint[]): PointChoice[] {
  const keys = new Set(chosen.map(pointKey));
  return points.filter((point) => keys.has(pointKey(point)));
}

/**
 * The period every chosen point with a history covers: the latest first day to the earliest
 * last day; null when none has a history or they do not overlap.
 *
 * @example sharedHistory([{ history: { from: '2025-01-01', to: '2025-12-31' } }, { history: { from: '2024-06-01', to: '2025-11-30' } }]) // { from: '2025-01-01', to: '2025-11-30' }
 */
export function sharedHistory(points: readonly Pick<PointChoice, 'history'>[]): { from: string; to: string } | null {
  const histories = points.flatMap((point) => (point.history ? [point.history] : []));
  if (histories.length === 0) return null;
  const from = histories.map((h) => h.from).reduce((a, b) => (a > b ? a : b));
  const to = histories.map((h) => h.to).reduce((a, b) => (a < b ? a : b));
  return from <= to ? { from, to } : null;
}

/** The history as a year: a year's file as it is, any other period scaled by 365 over its days. */
export function historyPerYear(history: { from: string; to: string; kwh: string }): Decimal {
  const days = daysIncluded(history.from, history.to);
  const kwh = toDecimal(history.kwh);
  return days === 365 || days === 366 || days <= 0 ? kwh : kwh.times(365).div(days);
}

export interface PointDeviation {
  code: string;
  direction: MeteringDirection;
  /** percent of the historic yearly volume, 2 decimals; null when the history holds no energy */
  percent: string | null;
}

/**
 * The chosen points whose declared yearly quantity deviates by more than 10 % from their
 * history's yearly volume: the offer asks the user to confirm them before going on.
 *
 * @example deviatingPoints([{ code: 'A', direction: 'CONS', marketArea: 'CH', yearlyQuantityKwh: '1200', history: { from: '2025-01-01', to: '2025-12-31', kwh: '1000' } }]) // [{ code: 'A', direction: 'CONS', percent: '20.00' }]
 */
export function deviatingPoints(chosen: readonly PointChoice[]): PointDeviation[] {
  return chosen.flatMap((point) => {
    if (!point.history) return [];
    const deviation = volumeDeviation(toDecimal(point.yearlyQuantityKwh), historyPerYear(point.history));
    return deviation.ask ? [{ code: point.code, direction: point.direction, percent: deviation.percent }] : [];
  });
}

/**
 * The offer question for a history about to be uploaded: the point's declared yearly quantity
 * against the file's kWh as a year.
 *
 * @example uploadDeviation({ from: '2025-01-01', to: '2025-12-31', kwh: '100000' }, '150000') // { percent: '50.00', ask: true }
 */
export function uploadDeviation(history: { from: string; to: string; kwh: string }, yearlyQuantityKwh: string): { percent: string | null; ask: boolean } {
  return volumeDeviation(toDecimal(yearlyQuantityKwh), historyPerYear(history));
}
