import { DateTime } from 'luxon';
import Type from 'typebox';
import { DecimalString } from './decimal.ts';

/**
 * Time series of the portal (DESIGN.md decision 8, DOMAIN.md "Units and time"): values per
 * quarter hour, stored by UTC instant, a value stamped 00:00 covering 00:00 to 00:15. Days,
 * months and years are cut in local time, so a local day has 96 quarter hours, 92 on the day
 * clocks go forward and 100 on the day they go back. luxon reads the IANA zone rules.
 */

export const quarterHourMs = 15 * 60 * 1000;

export { MarketZone } from './market-zone.ts';

/** A UTC instant on a quarter hour, as stored: `2026-03-29T01:00:00Z` (milliseconds, if any, zero). */
export const UtcQuarterHour = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:(00|15|30|45):00(\\.000)?Z$', description: 'UTC instant on a quarter hour' });
export type UtcQuarterHour = Type.Static<typeof UtcQuarterHour>;

/** Consecutive quarter-hour values from `start`, with no gaps: value i covers start + 15 min * i. */
export const QuarterHourSeries = Type.Object(
  { start: UtcQuarterHour, values: Type.Array(DecimalString, { maxItems: 35_136 * 10 }) },
  { additionalProperties: false, description: 'quarter-hour values from a UTC instant' },
);
export type QuarterHourSeries = Type.Static<typeof QuarterHourSeries>;

/** A local calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

function utc(ms: number): UtcQuarterHour {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function parseInstant(instant: UtcQuarterHour): number {
  const ms = Date.parse(instant);
  if (!/Z$/.test(instant) || Number.isNaN(ms) || ms % quarterHourMs !== 0) throw new RangeError(`not a UTC quarter hour: ${instant}`);
  return ms;
}

function startOfLocalDay(day: LocalDay, zone: string): DateTime {
  const start = DateTime.fromISO(day, { zone });
  if (!start.isValid || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day)) throw new RangeError(`not a local day in ${zone}: ${day}`);
  return start.startOf('day');
}

/** The UTC bounds of a local day and its number of quarter hours (92, 96 or 100 in the market zones). */
export function localDayBounds(day: LocalDay, zone: string): { start: UtcQuarterHour; end: UtcQuarterHour; quarterHours: number } {
  const start = startOfLocalDay(day, zone);
  const end = start.plus({ days: 1 });
  return { start: utc(start.toMillis()), end: utc(end.toMillis()), quarterHours: (end.toMillis() - start.toMillis()) / quarterHourMs };
}

/** Quarter hours of a local calendar year: 35,040, or 35,136 in a leap year. */
export function quarterHoursInLocalYear(year: number, zone: string): number {
  const start = DateTime.fromObject({ year, month: 1, day: 1 }, { zone });
  return (start.plus({ years: 1 }).toMillis() - start.toMillis()) / quarterHourMs;
}

/** The UTC instant of value `index` of a series. */
export function instantAt(series: QuarterHourSeries, index: number): UtcQuarterHour {
  return utc(parseInstant(series.start) + index * quarterHourMs);
}

/** The instant after the last value (exclusive end). */
export function seriesEnd(series: QuarterHourSeries): UtcQuarterHour {
  return instantAt(series, series.values.length);
}

/**
 * A local day's values as a series; the count must be the day's (92, 96 or 100), so a profile
 * cut by a 96-slot template never slips an hour on a DST day.
 */
export function localDaySeries(day: LocalDay, zone: string, values: readonly DecimalString[]): QuarterHourSeries {
  const bounds = localDayBounds(day, zone);
  if (values.length !== bounds.quarterHours) {
    throw new RangeError(`${day} in ${zone} has ${bounds.quarterHours} quarter hours, got ${values.length} values`);
  }
  return { start: bounds.start, values: [...values] };
}

export interface LocalDaySlice {
  readonly day: LocalDay;
  readonly start: UtcQuarterHour;
  readonly values: readonly DecimalString[];
  /** True when the slice covers the whole local day. */
  readonly complete: boolean;
}

/** Cuts a series into local days (the first and last may be partial). */
export function splitByLocalDay(series: QuarterHourSeries, zone: string): LocalDaySlice[] {
  const slices: LocalDaySlice[] = [];
  let ms = parseInstant(series.start);
  let i = 0;
  while (i < series.values.length) {
    const day = DateTime.fromMillis(ms, { zone }).toISODate();
    if (!day) throw new RangeError(`unknown time zone ${zone}`);
    const bounds = localDayBounds(day, zone);
    const dayEnd = Date.parse(bounds.end);
    const take = Math.min((dayEnd - ms) / quarterHourMs, series.values.length - i);
    slices.push({ day, start: utc(ms), values: series.values.slice(i, i + take), complete: utc(ms) === bounds.start && take === bounds.quarterHours });
    i += take;
    ms += take * quarterHourMs;
  }
  return slices;
}
