import type { QuarterHourSeries, UtcQuarterHour } from './quarter-hours.ts';

/**
 * In-memory series: the numbers of a time series together with the instant of the first value
 * and their unit, so a series never travels between modules as a bare `Float64Array` whose start
 * and unit live in a separate argument or a comment. The wire and stored form is
 * `QuarterHourSeries` (decimal strings); this one keeps a `Float64Array` inside because a year is
 * 35,040 values and charts and forecasts sum millions of them. Money is never computed from it:
 * prices in a series are market data to chart, not amounts to bill.
 */

/** The units series carry: load in kW per value, energy in kWh per value, market prices per MWh. */
export type SeriesUnit = 'kW' | 'kWh' | 'EUR/MWh' | 'CHF/MWh';

/**
 * Values at a fixed step from `start`: value i covers start + minutes * i; `NaN` where a value is
 * missing (a gap, never a zero).
 *
 * @example
 * const day: SeriesValues<'kW'> = { start: '2026-03-28T23:00:00Z', minutes: 15, unit: 'kW', values: new Float64Array(92) };
 */
export interface SeriesValues<U extends SeriesUnit = SeriesUnit> {
  readonly start: UtcQuarterHour;
  /** 15 for quarter hours; 60 where a file or a market publishes hours. */
  readonly minutes: 15 | 60;
  readonly unit: U;
  readonly values: Float64Array;
}

/** A series of quarter hours (DESIGN.md decision 8), the resolution every stored series has. */
export type QuarterHourValues<U extends SeriesUnit = SeriesUnit> = SeriesValues<U> & { readonly minutes: 15 };

/** Quarter-hour values from `start` in `unit`. */
export function quarterHourValues<U extends SeriesUnit>(start: UtcQuarterHour, unit: U, values: Float64Array): QuarterHourValues<U> {
  return { start, minutes: 15, unit, values };
}

/** The stored series as numbers (value i still covers start + 15 min * i). */
export function quarterHourValuesOf<U extends SeriesUnit>(series: QuarterHourSeries, unit: U): QuarterHourValues<U> {
  return quarterHourValues(series.start, unit, Float64Array.from(series.values, Number));
}

/** Epoch milliseconds of the first value. */
export function startMsOf(series: SeriesValues): number {
  return Date.parse(series.start);
}

/** Epoch milliseconds after the last value (exclusive end). */
export function endMsOf(series: SeriesValues): number {
  return startMsOf(series) + series.values.length * series.minutes * 60_000;
}

/** An hourly series as quarter hours: each hour's value holds for its four quarter hours (kW stays kW). */
export function quarterHoursOfHours<U extends 'kW' | 'EUR/MWh' | 'CHF/MWh'>(hourly: SeriesValues<U>): QuarterHourValues<U> {
  if (hourly.minutes === 15) return { ...hourly, minutes: 15 };
  const values = new Float64Array(hourly.values.length * 4);
  for (let i = 0; i < values.length; i += 1) values[i] = hourly.values[i >> 2] ?? 0;
  return quarterHourValues(hourly.start, hourly.unit, values);
}
