import type { ProfileStatus } from '@portal/events/read-contracts';
import { formatDate, formatNumber } from '@/lib/format/index.ts';

// The long-term forecasts of one point as the review panel and the roll-out table show them
// (spec section 4: generated, then accepted or replaced by an upload; a hint when special
// events are found), as pure functions of the profile status route's answer.

export type Forecast = ProfileStatus['forecasts'][number];
export type ForecastStatus = Forecast['status'];
export type ForecastAction = 'accept' | 'replace';

/** The catalogue key of a status: `forecast.status.GENERATED` is "erstellt, wartet auf Freigabe". */
export const statusKey = (status: ForecastStatus): string => `forecast.status.${status}`;

/**
 * What the admin may do with a forecast: accept only a generated one; replace a generated one or
 * one whose roll-out failed (the upload stands in for the forecast that could not be made).
 *
 * @example forecastActions('FAILED') // ['replace']
 */
export function forecastActions(status: ForecastStatus): ForecastAction[] {
  if (status === 'GENERATED') return ['accept', 'replace'];
  if (status === 'FAILED') return ['replace'];
  return [];
}

/** `1'234'568 kWh`: whole kWh with the apostrophe thousands separator (spec section 9). */
export const kwhText = (kwh: string): string => `${formatNumber(kwh, 0)} kWh`;

/** `2027–2029`, or the one year; empty for none. */
export function yearsText(years: readonly number[]): string {
  if (years.length === 0) return '';
  const sorted = [...years].sort((a, b) => a - b);
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  return first === last ? String(first) : `${first}–${last}`;
}

export interface YearlyRow {
  year: number;
  kwh: string;
}

/** The yearly energy of a forecast, year by year. */
export function yearlyRows(forecast: Forecast): YearlyRow[] {
  return [...forecast.yearly].sort((a, b) => a.year - b.year).map((y) => ({ year: y.year, kwh: kwhText(y.kwh) }));
}

export interface HintRow {
  /** dd.mm.yyyy */
  day: string;
  kwh: string;
  expectedKwh: string;
  /** signed, one decimal: `+42.5 %`, `-60.0 %` */
  deviation: string;
}

/**
 * The special events of a forecast's history, by day: the day's energy against what similar
 * days lead to expect, and how far it lies off.
 *
 * @example hintRows({ ...forecast, hints: [{ day: '2025-12-24', kwh: '120.5', expectedKwh: '310', deviationPercent: '-61.13' }] })
 * // [{ day: '24.12.2025', kwh: "121 kWh", expectedKwh: "310 kWh", deviation: '-61.1 %' }]
 */
export function hintRows(forecast: Forecast): HintRow[] {
  return [...forecast.hints]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((hint) => ({ day: formatDate(hint.day), kwh: kwhText(hint.kwh), expectedKwh: kwhText(hint.expectedKwh), deviation: percentText(hint.deviationPercent) }));
}

function percentText(percent: string): string {
  const text = formatNumber(percent, 1);
  return `${text.startsWith('-') ? '' : '+'}${text} %`;
}

/** Newest first: the forecast the admin is asked about is on top. */
export function forecastsNewestFirst(status: ProfileStatus | undefined): Forecast[] {
  return [...(status?.forecasts ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The forecast a roll-out of `fromYear` made for the point: the newest one covering that year,
 * else the newest; undefined while the point has none (the request is not processed yet).
 */
export function rolloutForecast(status: ProfileStatus | undefined, fromYear: number): Forecast | undefined {
  const newest = forecastsNewestFirst(status);
  return newest.find((f) => f.years.includes(fromYear)) ?? newest[0];
}
