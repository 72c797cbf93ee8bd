import { BarSeriesModule, CategoryAxisModule, LegendModule, LineSeriesModule, ModuleRegistry, NumberAxisModule, TimeAxisModule } from 'ag-charts-community';
import type { AgCartesianChartOptions } from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@/config/constants.ts';
import { cspNonce } from '@/lib/csp-nonce.ts';
import { formatKind } from '@/lib/format/index.ts';
import { type OfferSeries, seriesAxisLabel, seriesBucketLabel } from '../offer-series.ts';

// The time series tab's two charts, the only module of the feature importing AG Charts (loaded
// lazily with the tab): the points' summed history and forecast in kW on a time axis in the
// market's zone, and the priced kWh per delivery year as bars. 400 px high (spec section 9).

ModuleRegistry.registerModules([LineSeriesModule, BarSeriesModule, TimeAxisModule, NumberAxisModule, CategoryAxisModule, LegendModule]);

const colours = { 'HISTORY:CONS': '#1f6fb2', 'HISTORY:PROD': '#2a9d8f', 'FORECAST:CONS': '#c87619', 'FORECAST:PROD': '#8e5bb5' } as const;

export function ProfileChart({ series, zone }: { series: readonly OfferSeries[]; zone: string }) {
  const { t } = useTranslation();
  const options = useMemo<AgCartesianChartOptions>(
    () => ({
      height: LAYOUT.chartHeights.small,
      series: series.map((line) => {
        const name = `${t(line.kind === 'HISTORY' ? 'offers.timeSeries.history' : 'offers.timeSeries.forecast')} ${t(`offerTable.directions.${line.direction}`)}`;
        return {
          type: 'line' as const,
          data: line.rows,
          xKey: 'time',
          yKey: 'kw',
          yName: t('offers.timeSeries.mean', { series: name }),
          stroke: colours[line.key as keyof typeof colours],
          strokeWidth: 1.2,
          marker: { enabled: false },
          tooltip: {
            renderer: ({ datum }: { datum: { time: Date; kw: number } }) => ({
              heading: seriesBucketLabel(datum.time, zone),
              title: name,
              data: [{ label: t('offers.timeSeries.axisKw'), value: formatKind(datum.kw, 'graph') }],
            }),
          },
        };
      }),
      axes: {
        x: { type: 'time', position: 'bottom', label: { formatter: ({ value }) => seriesAxisLabel(value instanceof Date ? value : new Date(Number(value)), zone) } },
        y: { type: 'number', position: 'left', title: { text: t('offers.timeSeries.axisKw') }, label: { formatter: ({ value }) => formatKind(Number(value), 'graph') } },
      },
      legend: { position: 'bottom' },
      styleNonce: cspNonce(),
    }),
    [series, zone, t],
  );
  return (
    <div className="portal-offer-chart" data-testid="offer-profile-chart" data-series={series.length}>
      <AgCharts options={options} />
    </div>
  );
}

export function VolumeChart({ volumes }: { volumes: readonly { year: string; CONS: number; PROD: number }[] }) {
  const { t } = useTranslation();
  const directions = (['CONS', 'PROD'] as const).filter((d) => volumes.some((v) => v[d] > 0));
  const options = useMemo<AgCartesianChartOptions>(
    () => ({
      height: LAYOUT.chartHeights.small,
      data: [...volumes],
      series: directions.map((direction) => ({
        type: 'bar' as const,
        xKey: 'year',
        yKey: direction,
        yName: t(`offerTable.directions.${direction}`),
        fill: colours[`FORECAST:${direction}`],
        tooltip: { renderer: ({ datum }: { datum: Record<string, number | string> }) => ({ heading: String(datum.year), data: [{ label: t(`offerTable.directions.${direction}`), value: `${formatKind(Number(datum[direction]), 'volume')} kWh` }] }) },
      })),
      axes: {
        x: { type: 'category', position: 'bottom' },
        y: { type: 'number', position: 'left', title: { text: t('offers.timeSeries.axisKwh') }, label: { formatter: ({ value }) => formatKind(Number(value), 'volume') } },
      },
      legend: { position: 'bottom' },
      styleNonce: cspNonce(),
    }),
    [volumes, directions, t],
  );
  return (
    <div className="portal-offer-chart" data-testid="offer-volume-chart" data-years={volumes.length}>
      <AgCharts options={options} />
    </div>
  );
}
