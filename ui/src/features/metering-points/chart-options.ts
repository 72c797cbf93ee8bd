import type { AgCartesianChartOptions, AgLineSeriesOptions } from 'ag-charts-community';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import { formatKind } from '@/lib/format/index.ts';
import { axisLabel, axisTicks, bucketLabel, type ChartLine, type ChartRow, spanDays, timeRange } from './chart-data.ts';

// The AG Charts options of the graph page, built without the library (types only): a time
// axis labelled in the market zone, the mean kW of each line and its max kW as a lighter line.

/** Spec section 9: a chart is 400 or 500 px high; the graph page takes the larger. */
export const chartHeightPx = 500;

export interface ChartTexts {
  /** "Historie" or "Prognose" by kind */
  seriesName: (line: ChartLine) => string;
  mean: (series: string) => string;
  max: (series: string) => string;
  axisKw: string;
}

const colours = { HISTORY: '#1f6fb2', FORECAST: '#c87619' } as const;

function series(line: ChartLine, texts: ChartTexts, zone: MarketZone, yKey: 'meanKw' | 'maxKw'): AgLineSeriesOptions<ChartRow> {
  const name = yKey === 'meanKw' ? texts.mean(texts.seriesName(line)) : texts.max(texts.seriesName(line));
  return {
    type: 'line',
    data: line.rows,
    xKey: 'time',
    yKey,
    yName: name,
    stroke: colours[line.kind],
    strokeWidth: yKey === 'meanKw' ? 1.5 : 1,
    strokeOpacity: yKey === 'meanKw' ? 1 : 0.35,
    marker: { enabled: false },
    tooltip: {
      renderer: ({ datum }) => ({
        heading: bucketLabel(datum.time, zone),
        title: name,
        data: [{ label: texts.axisKw, value: formatKind(datum[yKey], 'graph') }],
      }),
    },
  };
}

/**
 * One chart of the given lines (history and forecast of a point, at most 10 series).
 *
 * @example chartOptions(lines, 'Europe/Zurich', texts).series?.length // 2 per line
 */
export function chartOptions(lines: readonly ChartLine[], zone: MarketZone, texts: ChartTexts): AgCartesianChartOptions {
  const days = spanDays(lines);
  const range = timeRange(lines);
  return {
    height: chartHeightPx,
    series: lines.flatMap((line) => [series(line, texts, zone, 'meanKw'), series(line, texts, zone, 'maxKw')]),
    axes: {
      x: {
        type: 'time',
        position: 'bottom',
        // Ticks on round times of the market zone; AG Charts would round in the browser's zone.
        ...(range ? { interval: { values: axisTicks(range.min, range.max, zone) } } : {}),
        label: { formatter: ({ value }) => axisLabel(value instanceof Date ? value : new Date(Number(value)), zone, days) },
      },
      y: { type: 'number', position: 'left', title: { text: texts.axisKw }, label: { formatter: ({ value }) => formatKind(Number(value), 'graph') } },
    },
    legend: { position: 'bottom' },
  };
}
