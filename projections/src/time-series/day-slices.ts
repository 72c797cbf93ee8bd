import { quarterHourValues, type QuarterHourValues, type SeriesValues } from '@portal/events/units';
import { DateTime } from 'luxon';

/**
 * A series cut into the local days of its market zone: the unit the time-series table stores
 * (ADR 0022). Every day holds its quarter hours in UTC order: 96, 92 when the clocks go forward,
 * 100 when they go back. Hourly values are spread over their four quarter hours (the mean kW of
 * each quarter hour is the hour's).
 */
export type DaySlice = QuarterHourValues<'kW'> & {
  /** Local date, YYYY-MM-DD; `start` is the UTC instant of its first quarter hour. */
  readonly day: string;
};

export const quarterHourMs = 15 * 60 * 1000;

/** The local days `from`..`to` (both included) of `zone`, each with its UTC start and its quarter hours. */
export function localDays(from: string, to: string, zone: string): { day: string; startMs: number; quarterHours: number }[] {
  const days: { day: string; startMs: number; quarterHours: number }[] = [];
  let start = DateTime.fromISO(from, { zone }).startOf('day');
  const last = DateTime.fromISO(to, { zone }).startOf('day');
  if (!start.isValid || !last.isValid) throw new RangeError(`not a period: ${from}..${to}`);
  while (start <= last) {
    const next = start.plus({ days: 1 }).startOf('day');
    days.push({ day: start.toISODate() ?? '', startMs: start.toMillis(), quarterHours: (next.toMillis() - start.toMillis()) / quarterHourMs });
    start = next;
  }
  return days;
}

/**
 * Cuts a series of kW (one value per `series.minutes` from the start of `from` in `zone`) into
 * days. Values past the period are ignored; a period longer than the values ends where they do,
 * so a short file never writes a day it does not cover in full.
 *
 * @example
 * sliceDays({ from: '2026-03-29', to: '2026-03-29', timeZone: 'Europe/Zurich' }, { start: '2026-03-28T23:00:00Z', minutes: 15, unit: 'kW', values: new Float64Array(92).fill(12.5) })
 * // [{ day: '2026-03-29', start: '2026-03-28T23:00:00.000Z', minutes: 15, unit: 'kW', values: Float64Array(92) }]
 */
export function sliceDays(period: { readonly from: string; readonly to: string; readonly timeZone: string }, series: SeriesValues<'kW'>): DaySlice[] {
  const { values } = series;
  const perValue = series.minutes / 15;
  const slices: DaySlice[] = [];
  let quarter = 0;
  for (const { day, startMs, quarterHours } of localDays(period.from, period.to, period.timeZone)) {
    if ((quarter + quarterHours) / perValue > values.length) break;
    const dayValues = new Float64Array(quarterHours);
    for (let i = 0; i < quarterHours; i += 1) dayValues[i] = values[Math.floor((quarter + i) / perValue)] ?? 0;
    slices.push({ day, ...quarterHourValues(new Date(startMs).toISOString(), 'kW', dayValues) });
    quarter += quarterHours;
  }
  return slices;
}
