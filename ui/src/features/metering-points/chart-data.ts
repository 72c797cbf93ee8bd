import type { TimeSeriesLine } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';

// The graph page's data: the server's buckets (UTC starts, mean and max kW) as chart rows. The
// axis and the tooltip name each bucket in the point's market zone, so a DST day reads 01:45,
// 03:00 in March and 02:45 (+02:00), 02:00 (+01:00) in October: its 92 or 100 quarter hours
// stay distinct, never shifted into the browser's zone.

/** One point of a line: the bucket's start as a Date (the time axis) and its kW. */
export interface ChartRow {
  time: Date;
  meanKw: number;
  maxKw: number;
}

/** A series drawn: one line of the answer, with the rows of its buckets. */
export interface ChartLine {
  id: string;
  kind: TimeSeriesLine['kind'];
  bucketMinutes: number;
  kwh: string;
  rows: ChartRow[];
}

/** Gaps are missing buckets: the rows keep them missing (the line breaks there). */
export function chartLine(line: TimeSeriesLine): ChartLine {
  return {
    id: line.id,
    kind: line.kind,
    bucketMinutes: line.bucketMinutes,
    kwh: line.kwh,
    rows: line.buckets.map(([start, meanKw, maxKw]) => ({ time: new Date(start), meanKw, maxKw })),
  };
}

/**
 * The axis label of an instant in the market zone: the time of day for buckets under a day on
 * a short period, else the day.
 *
 * @example axisLabel(new Date('2026-03-29T01:00:00Z'), 'Europe/Zurich', 15) // '03:00'
 */
export function axisLabel(time: Date, zone: MarketZone, spanDays: number): string {
  const local = DateTime.fromJSDate(time, { zone });
  if (spanDays <= 2) return local.toFormat('HH:mm');
  if (spanDays <= 62) return local.toFormat('dd.MM.');
  return local.toFormat('MM.yyyy');
}

/**
 * The tooltip's name of a bucket: local day and time with the offset, which tells the two
 * 02:00 of the last October Sunday apart.
 *
 * @example bucketLabel(new Date('2026-10-25T01:00:00Z'), 'Europe/Zurich') // '25.10.2026 02:00 (UTC+01:00)'
 */
export function bucketLabel(time: Date, zone: MarketZone): string {
  return DateTime.fromJSDate(time, { zone }).toFormat("dd.MM.yyyy HH:mm '(UTC'ZZ')'");
}

/** The local days of a chart's rows, for the axis granularity. */
export function spanDays(lines: readonly ChartLine[]): number {
  const times = lines.flatMap((line) => [line.rows[0], line.rows[line.rows.length - 1]].flatMap((row) => (row ? [row.time.getTime()] : [])));
  if (times.length === 0) return 0;
  return (Math.max(...times) - Math.min(...times)) / 86_400_000;
}
