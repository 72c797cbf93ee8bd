import type { MarketChartAnswer, MarketSeriesInfo } from '@portal/events/read-contracts';
import { bucketLabel } from '@/components/charts/time-axis.ts';
import { formatKind } from '@/lib/format/index.ts';
import { DateTime } from 'luxon';
import type { DayRange } from './market-range.ts';

// The chart route's answer as what the page draws and tabulates: per picked series its colour,
// unit and buckets (UTC start, mean, min, max). A series is aggregated where a bucket spans more
// than its own resolution (a quarter hour for spot prices, a day for settlements and rates);
// only then do min and max differ from the mean and deserve a band and tooltip lines.

/** Buckets per line, the chart route's maximum (issue 13: at most 2,000 points per series). */
export const maxPoints = 2000;

export interface ChartRequest extends DayRange {
  series: readonly string[];
}

/**
 * @example chartUrl({ series: ['SPOT:CH', 'SPOT:DE-LU'], from: '2025-01-01', to: '2025-12-31' })
 * // '/api/market/chart?series=SPOT%3ACH%2CSPOT%3ADE-LU&from=2025-01-01&to=2025-12-31&maxPoints=2000'
 */
export function chartUrl(request: ChartRequest): string {
  const search = new URLSearchParams({ series: request.series.join(','), from: request.from, to: request.to, maxPoints: String(maxPoints) });
  return `/api/market/chart?${search.toString()}`;
}

/** Ten colours told apart also with a colour vision deficiency (Okabe-Ito), the tenant's primary first. */
export const seriesColours = ['#3F56D1', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#7F3C8D', '#8C6D31', '#000000', '#999999'] as const;

export interface MarketRow {
  time: Date;
  mean: number;
  min: number;
  max: number;
}

export interface ChartedSeries {
  id: string;
  label: string;
  unit: string;
  colour: string;
  bucketMinutes: number;
  aggregated: boolean;
  rows: MarketRow[];
}

/** The colour of a picked series: by its place among the picked ones, so chips and lines agree. */
export const colourOf = (picked: readonly string[], id: string): string => seriesColours[Math.max(0, picked.indexOf(id)) % seriesColours.length] ?? seriesColours[0];

/** The answer's lines in the order picked; a line the answer lacks is left out, gaps stay gaps. */
export function chartedSeries(answer: MarketChartAnswer, picked: readonly string[], infos: readonly MarketSeriesInfo[]): ChartedSeries[] {
  return picked.flatMap((id) => {
    const line = answer.lines.find((l) => l.id === id);
    if (!line) return [];
    const resolution = infos.find((info) => info.id === id)?.resolutionMinutes ?? line.bucketMinutes;
    return [
      {
        id,
        label: line.label,
        unit: line.unit,
        colour: colourOf(picked, id),
        bucketMinutes: line.bucketMinutes,
        aggregated: line.bucketMinutes > resolution,
        rows: line.buckets.map(([start, mean, min, max]) => ({ time: new Date(start), mean, min, max })),
      },
    ];
  });
}

/** The units of the charted series, each once, in order: one y axis each. */
export const unitsOf = (series: readonly Pick<ChartedSeries, 'unit'>[]): string[] => [...new Set(series.map((s) => s.unit))];

/**
 * How long a bucket is, for "aggregated to …": the largest whole unit.
 *
 * @example bucketLength(240) // { unit: 'hours', count: 4 }
 */
export function bucketLength(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}

/**
 * When a bucket begins, as the table and the tooltip say it: the day for buckets of whole days,
 * else the local time with its offset (the two 02:00 of an October Sunday differ).
 */
export function bucketStart(time: Date, bucketMinutes: number, zone: string): string {
  return bucketMinutes >= 1440 ? DateTime.fromJSDate(time, { zone }).toFormat('dd.MM.yyyy') : bucketLabel(time, zone);
}

export interface TableRow {
  key: string;
  start: string;
  mean: string;
  min: string;
  max: string;
}

/** A series' buckets for its table, newest first, prices and rates with the spec's 4 decimals. */
export function tableRows(series: ChartedSeries, zone: string): TableRow[] {
  return series.rows
    .map((row) => ({ key: row.time.toISOString(), start: bucketStart(row.time, series.bucketMinutes, zone), mean: formatKind(row.mean, 'price'), min: formatKind(row.min, 'price'), max: formatKind(row.max, 'price') }))
    .reverse();
}
