import { Callout, Checkbox, Spinner } from '@blueprintjs/core';
import type { MarketSeriesInfo } from '@portal/events/read-contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/index.ts';
import { useGetMarketChartQuery } from '../api.ts';
import { bucketLength, chartedSeries } from '../market-lines.ts';
import type { DayRange } from '../market-range.ts';
import { MarketTable } from './market-table.tsx';

const MarketChart = lazy(async () => ({ default: (await import('./market-chart.tsx')).MarketChart }));

/** "aggregated to 4 hours": the longest bucket of the aggregated series. */
function useAggregationNote(bucketMinutes: number | null): string | null {
  const { t } = useTranslation();
  if (bucketMinutes === null) return null;
  const { unit, count } = bucketLength(bucketMinutes);
  return t('market.range.aggregated', { length: t(`market.buckets.${unit}${count === 1 ? 'One' : ''}`, { count }) });
}

/**
 * The chart and the table of the picked series over the period. While a new period loads the
 * last answer stays in view under a spinner, so zooming does not blank the page.
 */
export function MarketChartPanel({ picked, range, infos }: { picked: readonly string[]; range: DayRange; infos: readonly MarketSeriesInfo[] }) {
  const { t } = useTranslation();
  const [band, setBand] = useState(true);
  const { data, isFetching, isError } = useGetMarketChartQuery({ series: picked, from: range.from, to: range.to });
  const series = useMemo(() => (data ? chartedSeries(data, picked, infos) : []), [data, picked, infos]);
  const drawn = series.filter((s) => s.rows.length > 0);
  const aggregated = drawn.filter((s) => s.aggregated);
  const note = useAggregationNote(aggregated.length > 0 ? Math.max(...aggregated.map((s) => s.bucketMinutes)) : null);
  const zone = data?.timeZone ?? 'Europe/Zurich';
  return (
    <section className="portal-market-panel" data-testid="market-panel" data-loading={isFetching} aria-busy={isFetching}>
      <p data-testid="market-period">
        {t('market.range.shown', { from: formatDate(range.from), to: formatDate(range.to), zone })} {note}
      </p>
      {isError && (
        <Callout intent="danger" data-testid="market-chart-error">
          {t('messages.chartLoadingError')}
        </Callout>
      )}
      {isFetching && <Spinner size={24} className="portal-market-spinner" />}
      {!isError && data && drawn.length === 0 && !isFetching && (
        <Callout className="portal-market-empty" data-testid="market-no-values">
          {t('market.empty.noValues')}
        </Callout>
      )}
      {!isError && drawn.length > 0 && (
        <>
          {aggregated.length > 0 && <Checkbox checked={band} onChange={(event) => setBand(event.currentTarget.checked)} label={t('market.chart.band')} data-testid="market-band" />}
          <Suspense fallback={<Spinner size={24} />}>
            <MarketChart series={drawn} zone={zone} band={band} />
          </Suspense>
          <MarketTable series={drawn} zone={zone} />
        </>
      )}
    </section>
  );
}
