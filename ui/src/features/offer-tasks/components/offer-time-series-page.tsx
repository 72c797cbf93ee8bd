import { Button, Callout, H4, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useMemo } from 'react';
import { isNumberId } from '@portal/events/validation';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { isNotFound } from '@/lib/api.ts';
import { formatDate, formatEnergy } from '@/lib/format/index.ts';
import type { TimeSeriesLine } from '@portal/events/read-contracts';
import { type DirectionSeries, directionSeries, type SeriesKind, seriesRows, summedLine, summedSeries } from '@/entities/offer/offer-series.ts';
import { type OfferDetail, useGetOfferDetailQuery, useGetTaskOfferSeriesQuery } from '../api.ts';
import { offerTaskPath } from '../offer-table.ts';
import type { ChartedLine } from '../series-chart-options.ts';
import { OfferNotFound } from './offer-task-page.tsx';
import '../offer-tasks.css';

const SeriesChart = lazy(async () => ({ default: (await import('./series-chart.tsx')).SeriesChart }));

/** One summed line of a direction, or why there is none. */
function useSummed(series: DirectionSeries, kind: SeriesKind) {
  const query = useGetTaskOfferSeriesQuery(summedSeries(series, kind));
  return { line: summedLine(query.data?.lines), zone: query.data?.timeZone, isFetching: query.isFetching, failed: query.isError };
}

function DirectionChart({ series }: { series: DirectionSeries }) {
  const { t } = useTranslation();
  const history = useSummed(series, 'HISTORY');
  const forecast = useSummed(series, 'FORECAST');
  const lines = useMemo<ChartedLine[]>(() => {
    const named = (kind: SeriesKind, name: string, line: TimeSeriesLine | undefined): ChartedLine[] => (line ? [{ kind, name: t('offerTasks.timeSeries.mean', { series: name }), rows: seriesRows(line) }] : []);
    return [...named('HISTORY', t('offerTasks.timeSeries.history'), history.line), ...named('FORECAST', t('offerTasks.timeSeries.forecast'), forecast.line)];
  }, [history.line, forecast.line, t]);
  const loading = history.isFetching || forecast.isFetching;
  const zone = history.zone ?? forecast.zone ?? 'Europe/Zurich';
  return (
    <section data-testid={`offer-series-${series.direction}`}>
      <H4>{t(`offerTasks.directions.${series.direction}`)}</H4>
      {series.total > series.points.length && <p>{t('offerTasks.timeSeries.firstPoints', { count: series.points.length, total: series.total })}</p>}
      {(history.failed || forecast.failed) && <Callout intent="danger">{t('messages.chartLoadingError')}</Callout>}
      {loading && <Spinner size={24} />}
      {!loading && (
        <div aria-live="polite">
          {!history.failed && !history.line && <Callout data-testid="offer-history-missing">{t('messages.historicProfileMissing')}</Callout>}
          {!forecast.failed && !forecast.line && <Callout data-testid="offer-forecast-missing">{t('messages.forecastMissing')}</Callout>}
          <ul>
            {history.line && <li>{t('offerTasks.timeSeries.energy', { series: t('offerTasks.timeSeries.history'), kwh: formatEnergy(history.line.kwh, 'kWh') })}</li>}
            {forecast.line && <li>{t('offerTasks.timeSeries.energy', { series: t('offerTasks.timeSeries.forecast'), kwh: formatEnergy(forecast.line.kwh, 'kWh') })}</li>}
          </ul>
        </div>
      )}
      {lines.length > 0 && (
        <Suspense fallback={<Spinner size={24} />}>
          <SeriesChart lines={lines} zone={zone} testId={`offer-chart-${series.direction}`} />
        </Suspense>
      )}
    </section>
  );
}

function OfferSeries({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const period = (from: string, to: string) => t('offerTasks.facts.period', { from: formatDate(from), to: formatDate(to) });
  return (
    <>
      <p>{t('offerTasks.timeSeries.intro', { history: period(detail.histRangeStart, detail.histRangeEnd), forecast: period(detail.row.deliveryFrom, detail.row.deliveryTo) })}</p>
      {directionSeries(detail).map((series) => (
        <DirectionChart key={series.direction} series={series} />
      ))}
      <div className="portal-offer-actions">
        <Button variant="minimal" onClick={() => void navigate(offerTaskPath(detail.row.offerId))} data-testid="offer-series-back">
          {t('offerTasks.timeSeries.back')}
        </Button>
      </div>
    </>
  );
}

/** /tasks-management/offer/{offerId}/time-series: the offer's summed history and forecast per direction (AG Charts). */
export function OfferTimeSeriesPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const known = isNumberId(offerId);
  const { data, isLoading, error } = useGetOfferDetailQuery(offerId, { skip: !known });
  if (!known || isNotFound(error)) return <OfferNotFound offerId={offerId} />;
  return (
    <PageCard title={t('offerTasks.timeSeries.title', { offerId })} testId="offer-time-series-page">
      {isLoading && <Spinner size={32} />}
      <LoadError error={error} />
      {data && <OfferSeries detail={data} />}
    </PageCard>
  );
}
