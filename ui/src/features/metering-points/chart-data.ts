import type { TimeSeriesLine } from '@portal/events/read-contracts';

// The axis and tooltip labels in the zone are shared with the market charts.
export { axisLabel, axisTicks, bucketLabel } from '@/components/charts/time-axis.ts';

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

/** The local days of a chart's rows, for the axis granularity. */
export function spanDays(lines: readonly ChartLine[]): number {
  const times = lines.flatMap((line) => [line.rows[0], line.rows[line.rows.length - 1]].flatMap((row) => (row ? [row.time.getTime()] : [])));
  if (times.length === 0) return 0;
  return (Math.max(...times) - Math.min(...times)) / 86_400_000;
}

/** The earliest and latest bucket start of the lines; null without rows. */
export function timeRange(lines: readonly ChartLine[]): { min: Date; max: Date } | null {
  const times = lines.flatMap((line) => line.rows.map((row) => row.time.getTime()));
  if (times.length === 0) return null;
  return { min: new Date(Math.min(...times)), max: new Date(Math.max(...times)) };
}
