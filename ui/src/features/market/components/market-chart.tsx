import { LegendModule, LineSeriesModule, ModuleRegistry, NumberAxisModule, TimeAxisModule } from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '@/lib/csp-nonce.ts';
import { marketChartOptions } from '../market-chart-options.ts';
import type { ChartedSeries } from '../market-lines.ts';

// The chart itself: the only module of the market pages importing AG Charts, loaded lazily by
// the page so the library comes with the first chart, not with the shell.

ModuleRegistry.registerModules([LineSeriesModule, TimeAxisModule, NumberAxisModule, LegendModule]);

export function MarketChart({ series, zone, band }: { series: readonly ChartedSeries[]; zone: string; band: boolean }) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ({
      ...marketChartOptions(series, zone, { band, texts: { mean: t('market.chart.mean'), min: t('market.chart.min'), max: t('market.chart.max'), value: t('market.chart.value') } }),
      // AG Charts injects its stylesheet: with the page's nonce the CSP lets it in.
      styleNonce: cspNonce(),
    }),
    [series, zone, band, t],
  );
  return (
    <div className="portal-market-chart" data-testid="market-chart" data-series={series.length} role="figure" aria-label={t('market.chart.label', { series: series.map((s) => s.label).join(', ') })}>
      <AgCharts options={options} />
    </div>
  );
}
