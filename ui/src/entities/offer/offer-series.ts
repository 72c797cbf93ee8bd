import { maxSummedPoints, type OfferDetail, type TimeSeriesLine } from '@portal/events/read-contracts';

// The reads behind an offer's time series, shared by the offer's tab (features/offers) and the
// admin's time-series page (features/offer-tasks): per direction the sum of the offer's metering
// points, the history over the offer's history range and the forecast over its delivery period,
// asked from `GET /api/timeseries` with sum=true so the server aggregates; and the answer's line
// as chart rows. How each screen draws them stays in its feature.

/** Buckets per line, the time-series route's maximum. */
export const maxBuckets = 2000;

export type SeriesKind = 'HISTORY' | 'FORECAST';
export type SeriesDirection = 'CONS' | 'PROD';

export interface SeriesPeriod {
  from: string;
  to: string;
}

export interface DirectionSeries {
  direction: SeriesDirection;
  /** "<code>:<direction>" of the points summed: the first `maxSummedPoints` (the route's limit) */
  points: string[];
  /** How many points the offer has in this direction, summed or not. */
  total: number;
  history: SeriesPeriod;
  forecast: SeriesPeriod;
}

/** One summed line: the arguments of the time-series read. */
export interface SummedSeries extends SeriesPeriod {
  points: readonly string[];
  kind: SeriesKind;
}

/** One entry per direction the offer's points measure, in the order CONS, PROD. */
export function directionSeries(detail: Pick<OfferDetail, 'row' | 'meteringPoints' | 'histRangeStart' | 'histRangeEnd'>): DirectionSeries[] {
  return (['CONS', 'PROD'] as const).flatMap((direction) => {
    const points = detail.meteringPoints.filter((p) => p.direction === direction).map((p) => `${p.code}:${p.direction}`);
    if (points.length === 0) return [];
    return [
      {
        direction,
        points: points.slice(0, maxSummedPoints),
        total: points.length,
        history: { from: detail.histRangeStart, to: detail.histRangeEnd },
        forecast: { from: detail.row.deliveryFrom, to: detail.row.deliveryTo },
      },
    ];
  });
}

/** The read of a direction's history or forecast: its points over the kind's period. */
export function summedSeries(series: DirectionSeries, kind: SeriesKind): SummedSeries {
  return { points: series.points, kind, ...(kind === 'HISTORY' ? series.history : series.forecast) };
}

/**
 * @example summedSeriesUrl({ points: ['CH1:CONS'], kind: 'HISTORY', from: '2025-01-01', to: '2025-12-31' })
 * // '/api/timeseries?points=CH1%3ACONS&kind=HISTORY&from=2025-01-01&to=2025-12-31&sum=true&maxPoints=2000'
 */
export function summedSeriesUrl(args: SummedSeries): string {
  const search = new URLSearchParams({ points: args.points.join(','), kind: args.kind, from: args.from, to: args.to, sum: 'true', maxPoints: String(maxBuckets) });
  return `/api/timeseries?${search.toString()}`;
}

/** The summed line of an answer; none when the answer holds no values (nothing to chart). */
export function summedLine(lines: readonly TimeSeriesLine[] | undefined): TimeSeriesLine | undefined {
  const line = lines?.[0];
  return line && line.buckets.length > 0 ? line : undefined;
}

/** A chart row: the bucket's start and its mean kW. */
export interface SeriesRow {
  time: Date;
  kw: number;
}

/** The buckets' mean kW at their UTC starts (a missing bucket stays missing: the line breaks). */
export const seriesRows = (line: TimeSeriesLine): SeriesRow[] => line.buckets.map(([start, meanKw]) => ({ time: new Date(start), kw: meanKw }));
