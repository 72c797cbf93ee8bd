import type { MeteringDirection } from '@portal/events/metering-point-fields';
import type { ProfileStatus } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';

// The query strings of the load profile reads (docs/load-profiles.md and the time series read
// contract): the upload check, the graph's series and the history export. Pure, so the
// periods a user picks can be tested without a browser.

/** The market zones of spec section 9: a point's days are cut in the zone of its country. */
export type MarketZone = 'Europe/Zurich' | 'Europe/Berlin';

/** @example zoneOfCountry('DE') // 'Europe/Berlin' */
export function zoneOfCountry(country: string): MarketZone {
  return country === 'DE' ? 'Europe/Berlin' : 'Europe/Zurich';
}

export type UploadDirections = MeteringDirection | 'BOTH';

/** What the upload form holds besides the file: local days (both included), resolution, directions, zone. */
export interface ProfileCheckOptions {
  from: string;
  to: string;
  resolution: 15 | 60;
  directions: UploadDirections;
  timeZone: MarketZone;
}

/**
 * @example
 * checkUrl({ from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' })
 * // '/api/loadprofiles/check?from=2026-03-29&to=2026-03-29&resolution=15&directions=CONS&timeZone=Europe%2FZurich'
 */
export function checkUrl(options: ProfileCheckOptions): string {
  const search = new URLSearchParams({ from: options.from, to: options.to, resolution: String(options.resolution), directions: options.directions, timeZone: options.timeZone });
  return `/api/loadprofiles/check?${search.toString()}`;
}

/** The graph page's period: one delivery (calendar) year, one month of it, or everything the point has. */
export type GraphPeriod = { kind: 'all' } | { kind: 'year'; year: number } | { kind: 'month'; year: number; month: number };

/** Local days `from`..`to`, both included. */
export interface LocalPeriod {
  from: string;
  to: string;
}

/**
 * The years the point has values for: the history's and every forecast's (not failed ones),
 * ascending. Empty when it has neither.
 */
export function profileYears(status: ProfileStatus | undefined): number[] {
  if (!status) return [];
  const years = new Set<number>();
  if (status.history) {
    const first = Number(status.history.from.slice(0, 4));
    const last = Number(status.history.to.slice(0, 4));
    for (let year = first; year <= last; year++) years.add(year);
  }
  for (const forecast of status.forecasts) if (forecast.status !== 'FAILED') for (const year of forecast.years) years.add(year);
  return [...years].sort((a, b) => a - b);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The local days of a period. "All" spans the first to the last year the point has values for
 * (null when it has none): one query covers history and forecasts, the server aggregates.
 *
 * @example
 * periodDays({ kind: 'month', year: 2024, month: 2 }, []) // { from: '2024-02-01', to: '2024-02-29' }
 */
export function periodDays(period: GraphPeriod, years: readonly number[]): LocalPeriod | null {
  if (period.kind === 'year') return { from: `${period.year}-01-01`, to: `${period.year}-12-31` };
  if (period.kind === 'month') {
    const last = DateTime.fromObject({ year: period.year, month: period.month, day: 1 }).daysInMonth ?? 31;
    return { from: `${period.year}-${pad(period.month)}-01`, to: `${period.year}-${pad(period.month)}-${pad(last)}` };
  }
  if (years.length === 0) return null;
  return { from: `${years[0]}-01-01`, to: `${years[years.length - 1]}-12-31` };
}

/** The chart's two kinds of series. */
export type SeriesKind = 'HISTORY' | 'FORECAST';

/** At most this many buckets per series (the read contract's default and maximum). */
export const chartMaxPoints = 2000;

/**
 * @example
 * timeSeriesUrl([{ code: 'CH1', direction: 'CONS' }], 'HISTORY', { from: '2026-01-01', to: '2026-12-31' })
 * // '/api/timeseries?points=CH1%3ACONS&kind=HISTORY&from=2026-01-01&to=2026-12-31&sum=false&maxPoints=2000'
 */
export function timeSeriesUrl(points: readonly { code: string; direction: MeteringDirection }[], kind: SeriesKind, period: LocalPeriod): string {
  const search = new URLSearchParams({
    points: points.map((p) => `${p.code}:${p.direction}`).join(','),
    kind,
    from: period.from,
    to: period.to,
    sum: 'false',
    maxPoints: String(chartMaxPoints),
  });
  return `/api/timeseries?${search.toString()}`;
}

/** The history's CSV download (`GET /api/timeseries/export.csv`). */
export function exportUrl(point: { code: string; direction: MeteringDirection }, kind: SeriesKind, period: LocalPeriod): string {
  const search = new URLSearchParams({ point: `${point.code}:${point.direction}`, kind, from: period.from, to: period.to });
  return `/api/timeseries/export.csv?${search.toString()}`;
}
