import { LegendModule, LineSeriesModule, ModuleRegistry, NumberAxisModule, TimeAxisModule } from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '@/lib/csp-nonce.ts';
import { type ChartedLine, seriesChartOptions } from '../series-chart-options.ts';

// The chart itself: the only module of this feature importing AG Charts, loaded lazily by the
// time-series page so the task list and the edit page carry none of it.

ModuleRegistry.registerModules([LineSeriesModule, TimeAxisModule, NumberAxisModule, LegendModule]);

export function SeriesChart({ lines, zone, testId }: { lines: readonly ChartedLine[]; zone: string; testId: string }) {
  const { t } = useTranslation();
  // AG Charts injects its stylesheet: with the page's nonce the CSP lets it in.
  const options = useMemo(() => ({ ...seriesChartOptions(lines, zone, t('offerTasks.timeSeries.axisKw')), styleNonce: cspNonce() }), [lines, zone, t]);
  return (
    <div className="portal-offer-chart" data-testid={testId} data-series={lines.length}>
      <AgCharts options={options} />
    </div>
  );
}
