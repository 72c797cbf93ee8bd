import { Callout, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useGetMarketSeriesQuery } from '../api.ts';
import { colourOf } from '../market-lines.ts';
import { dataSpan, type DayRange } from '../market-range.ts';
import { type MarketPageKind, marketSearch, type MarketSeriesKind, type MarketView, parseMarketView, pickSeries, seriesKindOfPage, unpickSeries } from '../market-view.ts';
import { MarketChartPanel } from './market-chart-panel.tsx';
import { SeriesChips, SeriesPicker } from './series-picker.tsx';
import { RangeBar } from './range-bar.tsx';
import '../market.css';

/** The view in the URL (market-view.ts); changing it replaces the entry, so Back leaves the page. */
function useMarketView(kind: MarketSeriesKind): [MarketView, (view: MarketView) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseMarketView(location.search, kind), [location.search, kind]);
  const setView = useCallback(
    (next: MarketView) => {
      const search = marketSearch(next);
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, location.pathname],
  );
  return [view, setView];
}

/**
 * /market/future, /market/spot, /market/exchange (every logged-in role): pick up to 10 series
 * of the page's kind, chart them over a period with zoom, and read their buckets in a table.
 */
export function MarketPage({ page }: { page: MarketPageKind }) {
  const { t } = useTranslation();
  const kind = seriesKindOfPage[page];
  // Imports arrive while the portal is open: a page opened again after a minute asks again.
  const catalogue = useGetMarketSeriesQuery(kind, { refetchOnMountOrArgChange: 60 });
  const infos = useMemo(() => catalogue.data ?? [], [catalogue.data]);
  const [view, setView] = useMarketView(kind);
  // A series the URL names but that has no data (or is not of this page) is not shown.
  const picked = useMemo(() => view.series.filter((id) => infos.some((info) => info.id === id)), [view.series, infos]);
  const span = useMemo(() => dataSpan(infos, picked), [infos, picked]);
  const range: DayRange | null = view.from !== null && view.to !== null ? { from: view.from, to: view.to } : span;
  const chips = picked.map((id) => ({ id, label: infos.find((info) => info.id === id)?.label ?? id, colour: colourOf(picked, id) }));

  const add = (id: string) => {
    const outcome = pickSeries(picked, id);
    if (outcome.kind === 'refused') showMessage({ type: 'warning', key: outcome.messageKey });
    else setView({ ...view, series: outcome.series });
  };
  const remove = (id: string) => {
    const series = unpickSeries(picked, id);
    setView(series.length === 0 ? { series, from: null, to: null } : { ...view, series });
  };
  const changeRange = (next: DayRange | null) => setView(next ? { ...view, series: picked, ...next } : { series: picked, from: null, to: null });

  return (
    <PageCard title={t(`routes.${page}`)} testId={`market-page-${page}`}>
      <p>{t(`market.intro.${page}`)}</p>
      {catalogue.isLoading && <Spinner size={32} />}
      <LoadError error={catalogue.error} />
      {catalogue.data && infos.length === 0 && (
        <Callout title={t('market.empty.noData')} className="portal-market-empty" data-testid="market-no-data">
          {t(`market.empty.${page}`)}
        </Callout>
      )}
      {infos.length > 0 && (
        <>
          <SeriesPicker infos={infos} onAdd={add} />
          <SeriesChips chips={chips} onRemove={remove} />
          {picked.length === 0 && (
            <Callout className="portal-market-empty" data-testid="market-pick-hint">
              {t('market.empty.pick')}
            </Callout>
          )}
          {picked.length > 0 && range && span && (
            <>
              <RangeBar range={range} span={span} chosen={view.from !== null} onChange={changeRange} />
              <MarketChartPanel picked={picked} range={range} infos={infos} />
            </>
          )}
        </>
      )}
    </PageCard>
  );
}

export const MarketFuturePage = () => <MarketPage page="future" />;
export const MarketSpotPage = () => <MarketPage page="spot" />;
export const MarketExchangePage = () => <MarketPage page="exchange" />;
