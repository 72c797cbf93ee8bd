import type { AgCartesianAxisOptions, AgCartesianChartOptions, AgLineSeriesOptions } from 'ag-charts-community';
import { axisLabel, axisTicks } from '@/components/charts/time-axis.ts';
import { formatKind } from '@/lib/format/index.ts';
import { bucketStart, type ChartedSeries, type MarketRow, unitsOf } from './market-lines.ts';

// The AG Charts options of a market chart, built without the library (types only, the library
// loads with the chart): one line per series (the buckets' means), a time axis labelled in the
// answer's zone, a number axis per unit (EUR/MWh, CHF/MWh, "CHF per EUR"), and where a series is
// aggregated its min and max as faint lines of its colour (the band) and in its tooltip. The
// axes read with the graph's 3 decimals, a tooltip names values as prices with 4 (spec section 9).

/** Spec section 9: charts are 400 or 500 px high; the market pages have one chart each. */
export const marketChartHeightPx = 500;

export interface MarketChartTexts {
  mean: string;
  min: string;
  max: string;
  value: string;
}

/** The key of a unit's axis: the first unit on `y` (left), the next on the right, and so on. */
export const axisKeyOf = (units: readonly string[], unit: string): string => {
  const index = units.indexOf(unit);
  return index <= 0 ? 'y' : `y${index}`;
};

function lineOf(series: ChartedSeries, yKey: 'mean' | 'min' | 'max', units: readonly string[], zone: string, texts: MarketChartTexts): AgLineSeriesOptions<MarketRow> {
  const main = yKey === 'mean';
  return {
    type: 'line',
    data: series.rows,
    xKey: 'time',
    yKey,
    yName: main ? series.label : `${series.label} (${yKey === 'min' ? texts.min : texts.max})`,
    yKeyAxis: axisKeyOf(units, series.unit),
    stroke: series.colour,
    strokeWidth: main ? 1.5 : 1,
    strokeOpacity: main ? 1 : 0.35,
    showInLegend: main,
    marker: { enabled: false },
    tooltip: {
      renderer: ({ datum }) => ({
        heading: bucketStart(datum.time, series.bucketMinutes, zone),
        title: series.label,
        data: series.aggregated
          ? [
              { label: `${texts.mean} (${series.unit})`, value: formatKind(datum.mean, 'price') },
              { label: texts.min, value: formatKind(datum.min, 'price') },
              { label: texts.max, value: formatKind(datum.max, 'price') },
            ]
          : [{ label: `${texts.value} (${series.unit})`, value: formatKind(datum.mean, 'price') }],
      }),
    },
  };
}

function timeRangeOf(series: readonly ChartedSeries[]): { min: Date; max: Date } | null {
  const times = series.flatMap((s) => [s.rows[0], s.rows[s.rows.length - 1]].flatMap((row) => (row ? [row.time.getTime()] : [])));
  if (times.length === 0) return null;
  return { min: new Date(Math.min(...times)), max: new Date(Math.max(...times)) };
}

/**
 * @example marketChartOptions([spotCh, spotDe], 'Europe/Zurich', { band: true, texts }).series?.length // 2, or 6 where both are aggregated
 */
export function marketChartOptions(series: readonly ChartedSeries[], zone: string, options: { band: boolean; texts: MarketChartTexts }): AgCartesianChartOptions {
  const units = unitsOf(series);
  const range = timeRangeOf(series);
  const spanDays = range ? (range.max.getTime() - range.min.getTime()) / 86_400_000 : 0;
  const lines = series.flatMap((s) => [
    lineOf(s, 'mean', units, zone, options.texts),
    ...(options.band && s.aggregated ? [lineOf(s, 'min', units, zone, options.texts), lineOf(s, 'max', units, zone, options.texts)] : []),
  ]);
  const valueAxes = Object.fromEntries(
    units.map((unit, index): [string, AgCartesianAxisOptions] => [
      axisKeyOf(units, unit),
      { type: 'number', position: index % 2 === 0 ? 'left' : 'right', title: { text: unit }, label: { formatter: ({ value }) => formatKind(Number(value), 'graph') } },
    ]),
  );
  return {
    height: marketChartHeightPx,
    series: lines,
    axes: {
      x: {
        type: 'time',
        position: 'bottom',
        // Ticks on round times of the zone; AG Charts would round in the browser's zone.
        ...(range ? { interval: { values: axisTicks(range.min, range.max, zone) } } : {}),
        label: { formatter: ({ value }) => axisLabel(value instanceof Date ? value : new Date(Number(value)), zone, spanDays) },
      },
      ...valueAxes,
    },
    legend: { position: 'bottom' },
  };
}
