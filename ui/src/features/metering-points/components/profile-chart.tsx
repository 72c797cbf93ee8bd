import { LegendModule, LineSeriesModule, ModuleRegistry, NumberAxisModule, TimeAxisModule } from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import { cspNonce } from '@/lib/csp-nonce.ts';
import type { ChartLine } from '../chart-data.ts';
import { chartOptions } from '../chart-options.ts';

// The chart itself: the only module importing AG Charts, loaded with the graph page's chunk
// (feature.ts), so no other page carries the library.

// Only what the graph uses: line series on a time and a number axis, with a legend.
ModuleRegistry.registerModules([LineSeriesModule, TimeAxisModule, NumberAxisModule, LegendModule]);

export function ProfileChart({ lines, zone }: { lines: readonly ChartLine[]; zone: MarketZone }) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ({
      ...chartOptions(lines, zone, {
        seriesName: (line) => t(line.kind === 'HISTORY' ? 'meteringPoints.graph.history' : 'meteringPoints.graph.forecast'),
        mean: (series) => t('meteringPoints.graph.mean', { series }),
        max: (series) => t('meteringPoints.graph.max', { series }),
        axisKw: t('meteringPoints.graph.axisKw'),
      }),
      // AG Charts injects its stylesheet: with the page's nonce the CSP lets it in.
      styleNonce: cspNonce(),
    }),
    [lines, zone, t],
  );
  return (
    <div className="portal-profile-chart" data-testid="profile-chart" data-series={lines.length}>
      <AgCharts options={options} />
    </div>
  );
}
