import type { AgCartesianChartOptions, AgLineSeriesOptions } from 'ag-charts-community';
import { DateTime } from 'luxon';
import type { SeriesKind, SeriesRow } from '@/entities/offer/offer-series.ts';
import { formatKind } from '@/lib/format/index.ts';

// The admin's time-series page draws the offer's summed lines (entities/offer's reads, shared
// with the offer's tab) as AG Charts options, one chart per direction (types only; the library
// loads with the chart).

/** Spec section 9: charts are 400 or 500 px high. */
export const chartHeightPx = 400;

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
