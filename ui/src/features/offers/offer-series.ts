import { maxSummedPoints, type TimeSeriesLine } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';
import {
  directionSeries,
  type DirectionSeries,
  type SeriesDirection,
  type SeriesKind,
  type SeriesRow,
  seriesRows,
  summedLine,
  summedSeries,
  type SummedSeries,
} from '@/entities/offer/offer-series.ts';

// The time series tab's reads (entities/offer's summed series, shared with the admin's page):
// history and forecast per direction as four reads, and each answer's line as a chart series
// labelled in the market's zone.

/** sum=true takes at most this many points (the query API's own limit). */
export const MAX_SUM_POINTS = maxSummedPoints;

export type OfferSeriesArgs = SummedSeries & Pick<DirectionSeries, 'direction' | 'total'>;

/** One summed series per kind and direction the offer has points in; the first 100 points of each. */
export function offerSeriesArgs(detail: Parameters<typeof directionSeries>[0]): OfferSeriesArgs[] {
  return directionSeries(detail).flatMap((series) =>
    (['HISTORY', 'FORECAST'] as const).map((kind) => ({ ...summedSeries(series, kind), direction: series.direction, total: series.total })),
  );
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
  const line = summedLine(lines);
  return line ? { key: `${kind}:${direction}`, kind, direction, kwh: line.kwh, rows: seriesRows(line) } : null;
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
