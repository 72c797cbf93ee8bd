import { maxSummedPoints, type OfferDetail, type TimeSeriesLine } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';

// The time series tab's reads as pure functions: the offer's points summed per direction
// (`GET /api/timeseries` with sum=true, at most 100 points), the history over the offer's
// historical range and the forecast over its delivery period; and the answer's buckets as
// chart rows labelled in the market's zone.

/** sum=true takes at most this many points (the query API's own limit). */
export const MAX_SUM_POINTS = maxSummedPoints;

export type SeriesKind = 'HISTORY' | 'FORECAST';
export type SeriesDirection = 'CONS' | 'PROD';

export interface OfferSeriesArgs {
  points: readonly { code: string; direction: SeriesDirection }[];
  kind: SeriesKind;
  from: string;
  to: string;
}

/** One summed series per kind and direction the offer has points in; the first 100 points of each. */
export function offerSeriesArgs(detail: Pick<OfferDetail, 'meteringPoints' | 'histRangeStart' | 'histRangeEnd' | 'row'>): (OfferSeriesArgs & { direction: SeriesDirection; total: number })[] {
  const directions: SeriesDirection[] = ['CONS', 'PROD'];
  return directions.flatMap((direction) => {
    const all = detail.meteringPoints.filter((p) => p.direction === direction);
    if (all.length === 0) return [];
    const points = all.slice(0, MAX_SUM_POINTS);
    return [
      { direction, total: all.length, points, kind: 'HISTORY' as const, from: detail.histRangeStart, to: detail.histRangeEnd },
      { direction, total: all.length, points, kind: 'FORECAST' as const, from: detail.row.deliveryFrom, to: detail.row.deliveryTo },
    ];
  });
}

/**
 * @example offerSeriesUrl({ points: [{ code: 'CH1', direction: 'CONS' }], kind: 'HISTORY', from: '2025-01-01', to: '2025-12-31' })
 * // '/api/timeseries?points=CH1%3ACONS&kind=HISTORY&from=2025-01-01&to=2025-12-31&sum=true&maxPoints=2000'
 */
export function offerSeriesUrl(args: OfferSeriesArgs): string {
  const search = new URLSearchParams({
    points: args.points.map((p) => `${p.code}:${p.direction}`).join(','),
    kind: args.kind,
    from: args.from,
    to: args.to,
    sum: 'true',
    maxPoints: '2000',
  });
  return `/api/timeseries?${search.toString()}`;
}

/** A chart row: the bucket's start and its mean kW. */
export interface SeriesRow {
  time: Date;
  kw: number;
}

export interface OfferSeries {
  key: string;
  kind: SeriesKind;
  direction: SeriesDirection;
  kwh: string;
  rows: SeriesRow[];
}

/** The summed line of an answer as chart rows; null when the answer holds no values. */
export function offerSeries(kind: SeriesKind, direction: SeriesDirection, lines: readonly TimeSeriesLine[]): OfferSeries | null {
  const line = lines[0];
  if (!line || line.buckets.length === 0) return null;
  return { key: `${kind}:${direction}`, kind, direction, kwh: line.kwh, rows: line.buckets.map(([start, meanKw]) => ({ time: new Date(start), kw: meanKw })) };
}

/**
 * The time axis label in the market's zone, never the browser's: months over long spans.
 *
 * @example seriesAxisLabel(new Date('2026-12-31T23:00:00Z'), 'Europe/Zurich') // '01.2027'
 */
export function seriesAxisLabel(time: Date, zone: string): string {
  return DateTime.fromJSDate(time, { zone }).toFormat('MM.yyyy');
}

/** The tooltip's name of a bucket: its local day and time with the offset. */
export function seriesBucketLabel(time: Date, zone: string): string {
  return DateTime.fromJSDate(time, { zone }).toFormat("dd.MM.yyyy HH:mm '(UTC'ZZ')'");
}
