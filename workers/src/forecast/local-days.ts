import { DateTime } from 'luxon';
import { quarterHourMs, type LocalDay, type MarketZone, type QuarterHourSeries, type UtcQuarterHour } from '@portal/events/units';

/**
 * A quarter-hour series in UTC with its values as plain numbers (kW): the generator's input and
 * output. A year of `QuarterHourSeries` is 35,040 decimal strings, which would cost more to parse
 * than the whole generation; the forecast is a shape, not money, so numbers are precise enough
 * and only the reported kWh go through decimal.js. `compactSeries` converts the stored form.
 */
export interface CompactSeries {
  readonly start: UtcQuarterHour;
  readonly values: Float64Array;
}

/** The stored series as a compact one (value i still covers start + 15 min * i). */
export function compactSeries(series: QuarterHourSeries): CompactSeries {
  return { start: series.start, values: Float64Array.from(series.values, Number) };
}

/** One local calendar day: where it starts in UTC, how long it is and what kind of day it is. */
export interface LocalDayInfo {
  readonly day: LocalDay;
  readonly startMs: number;
  /** 96, or 92 and 100 on the days clocks go forward and back. */
  readonly quarterHours: number;
  /** ISO weekday, 1 = Monday .. 7 = Sunday. */
  readonly weekday: number;
  /** ISO week of the year, 1..53. */
  readonly isoWeek: number;
}

/** Every whole local day starting at or after `fromMs` and ending at or before `toMs`, in order. */
export function localDaysBetween(fromMs: number, toMs: number, zone: MarketZone): LocalDayInfo[] {
  const days: LocalDayInfo[] = [];
  let start = DateTime.fromMillis(fromMs, { zone }).startOf('day');
  if (start.toMillis() < fromMs) start = start.plus({ days: 1 });
  for (;;) {
    const next = start.plus({ days: 1 });
    const startMs = start.toMillis();
    const endMs = next.toMillis();
    if (endMs > toMs) return days;
    days.push({
      day: start.toISODate() ?? '',
      startMs,
      quarterHours: (endMs - startMs) / quarterHourMs,
      weekday: start.weekday,
      isoWeek: start.weekNumber,
    });
    start = next;
  }
}

/** The UTC bounds of a local calendar year. */
export function localYearBounds(year: number, zone: MarketZone): { startMs: number; endMs: number } {
  const start = DateTime.fromObject({ year, month: 1, day: 1 }, { zone });
  return { startMs: start.toMillis(), endMs: start.plus({ years: 1 }).toMillis() };
}

/** Whole local days a series covers (the rollout rule's history length). */
export function completeLocalDays(series: CompactSeries, zone: MarketZone): number {
  const startMs = Date.parse(series.start);
  const from = DateTime.fromMillis(startMs, { zone });
  const first = from.startOf('day').toMillis() === startMs ? from : from.startOf('day').plus({ days: 1 });
  const last = DateTime.fromMillis(startMs + series.values.length * quarterHourMs, { zone }).startOf('day');
  return Math.max(0, Math.round(last.diff(first, 'days').days));
}

/** A UTC instant in the stored form, `2025-12-31T23:00:00Z`. */
export function utcInstant(ms: number): UtcQuarterHour {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}
