import { maxSummedPoints, type OfferDetail, type TimeSeriesLine } from '@portal/events/read-contracts';
import type { AgCartesianChartOptions, AgLineSeriesOptions } from 'ag-charts-community';
import { DateTime } from 'luxon';
import { formatKind } from '@/lib/format/index.ts';

// The offer's time-series page as pure functions: per direction the sum of its metering points'
// historical load profile (over the offer's history range) and long-term forecast (over the
// delivery period), asked from `GET /api/timeseries` with sum=true so the server aggregates, and
// the AG Charts options of one direction (types only; the library loads with the chart).

// `maxSummedPoints`: the time-series route's own limit of points summed into one line.
/** Buckets per line, the route's maximum. */
export const maxBuckets = 2000;
/** Spec section 9: charts are 400 or 500 px high. */
export const chartHeightPx = 400;

export type SeriesKind = 'HISTORY' | 'FORECAST';
interface Period {
  from: string;
  to: string;
}

export interface DirectionSeries {
  direction: 'CONS' | 'PROD';
  /** "<code>:<direction>" of the points summed (the first 100) */
  points: string[];
  total: number;
  history: Period;
  forecast: Period;
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

/**
 * @example summedSeriesUrl(['CH1:CONS'], 'HISTORY', { from: '2025-01-01', to: '2025-12-31' })
 * // '/api/timeseries?points=CH1%3ACONS&kind=HISTORY&from=2025-01-01&to=2025-12-31&sum=true&maxPoints=2000'
 */
export function summedSeriesUrl(points: readonly string[], kind: SeriesKind, period: Period): string {
  const search = new URLSearchParams({ points: points.join(','), kind, from: period.from, to: period.to, sum: 'true', maxPoints: String(maxBuckets) });
  return `/api/timeseries?${search.toString()}`;
}

export interface SeriesRow {
  time: Date;
  kw: number;
}

/** The buckets' mean kW at their UTC starts (a missing bucket stays missing: the line breaks). */
export const seriesRows = (line: TimeSeriesLine): SeriesRow[] => line.buckets.map(([start, meanKw]) => ({ time: new Date(start), kw: meanKw }));

export interface ChartedLine {
  kind: SeriesKind;
  name: string;
  rows: SeriesRow[];
}

const colours = { HISTORY: '#1f6fb2', FORECAST: '#c87619' } as const;

/**
 * History and forecast of one direction on one time axis, labelled in the market zone (months,
 * or days for a short period), kW with the graph's 3 decimals.
 */
export function seriesChartOptions(lines: readonly ChartedLine[], zone: string, axisKw: string): AgCartesianChartOptions {
  const times = lines.flatMap((line) => line.rows.map((row) => row.time.getTime()));
  const spanDays = times.length === 0 ? 0 : (Math.max(...times) - Math.min(...times)) / 86_400_000;
  const label = (time: Date) => DateTime.fromJSDate(time, { zone }).toFormat(spanDays <= 62 ? 'dd.MM.' : 'MM.yyyy');
  const series = lines.map(
    (line): AgLineSeriesOptions<SeriesRow> => ({
      type: 'line',
      data: line.rows,
      xKey: 'time',
      yKey: 'kw',
      yName: line.name,
      stroke: colours[line.kind],
      strokeWidth: 1.5,
      marker: { enabled: false },
      tooltip: {
        renderer: ({ datum }) => ({
          heading: DateTime.fromJSDate(datum.time, { zone }).toFormat("dd.MM.yyyy HH:mm '(UTC'ZZ')'"),
          title: line.name,
          data: [{ label: axisKw, value: formatKind(datum.kw, 'graph') }],
        }),
      },
    }),
  );
  return {
    height: chartHeightPx,
    series,
    axes: {
      x: { type: 'time', position: 'bottom', label: { formatter: ({ value }) => label(value instanceof Date ? value : new Date(Number(value))) } },
      y: { type: 'number', position: 'left', title: { text: axisKw }, label: { formatter: ({ value }) => formatKind(Number(value), 'graph') } },
    },
    legend: { position: 'bottom' },
  };
}
