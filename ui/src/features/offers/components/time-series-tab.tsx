import { Callout, H4, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneOfCountry } from '@/entities/metering-point/load-profile-query.ts';
import { offerVolume } from '@/entities/offer/offer-display.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { type OfferDetail, useGetOfferSeriesQuery } from '../api.ts';
import { pricedVolumes } from '../offer-pricing.ts';
import { MAX_SUM_POINTS, offerSeries, type OfferSeries, offerSeriesArgs } from '../offer-series.ts';
import { OfferFrame } from './offer-frame.tsx';

const ProfileChart = lazy(async () => ({ default: (await import('./offer-charts.tsx')).ProfileChart }));
const VolumeChart = lazy(async () => ({ default: (await import('./offer-charts.tsx')).VolumeChart }));

type Args = ReturnType<typeof offerSeriesArgs>[number];

/** One summed series; the hook count stays fixed (at most history and forecast per direction). */
function useSeries(args: Args | undefined) {
  const query = useGetOfferSeriesQuery(args ?? { points: [], kind: 'HISTORY', from: '', to: '' }, { skip: args === undefined });
  const series = useMemo(() => (args && query.data ? offerSeries(args.kind, args.direction, query.data.lines) : null), [args, query.data]);
  return { series, isFetching: query.isFetching, failed: query.isError };
}

function TimeSeries({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const all = useMemo(() => offerSeriesArgs(detail), [detail]);
  const country = config?.marketareasAllObj.find((a) => a.id === detail.row.marketArea)?.country ?? 'CH';
  const zone = zoneOfCountry(country);
  const reads = [useSeries(all[0]), useSeries(all[1]), useSeries(all[2]), useSeries(all[3])];
  const series = reads.flatMap((read) => (read.series ? [read.series] : [])) as OfferSeries[];
  const loading = reads.some((read) => read.isFetching);
  const failed = reads.some((read) => read.failed);
  const has = (kind: 'HISTORY' | 'FORECAST') => series.some((s) => s.kind === kind);
  const cut = all.find((args) => args.total > MAX_SUM_POINTS);
  const volumes = pricedVolumes(detail);
  return (
    <>
      <H4>{t('offers.timeSeries.profile')}</H4>
      {cut && <Callout data-testid="offer-series-cut">{t('offers.timeSeries.someOfPoints', { shown: MAX_SUM_POINTS, total: cut.total })}</Callout>}
      {failed && (
        <Callout intent="danger" data-testid="offer-series-error">
          {t('messages.chartLoadingError')}
        </Callout>
      )}
      {loading && <Spinner size={24} />}
      {!loading && !failed && (
        <div data-testid="offer-series-state" aria-live="polite">
          {!has('HISTORY') && <Callout data-testid="offer-history-missing">{t('messages.historicProfileMissing')}</Callout>}
          {!has('FORECAST') && <Callout data-testid="offer-forecast-missing">{t('messages.forecastMissing')}</Callout>}
          <ul data-testid="offer-series-energy">
            {series.map((s) => (
              <li key={s.key}>
                {t('offers.timeSeries.energy', {
                  series: `${t(s.kind === 'HISTORY' ? 'offers.timeSeries.history' : 'offers.timeSeries.forecast')} ${t(`offerTable.directions.${s.direction}`)}`,
                  kwh: offerVolume(s.kwh),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {series.length > 0 && (
        <Suspense fallback={<Spinner size={24} />}>
          <ProfileChart series={series} zone={zone} />
        </Suspense>
      )}
      <section className="portal-offer-section">
        <H4>{t('offers.timeSeries.volumes')}</H4>
        {volumes.length === 0 ? (
          <p data-testid="offer-no-volumes">{t('offers.timeSeries.noVolumes')}</p>
        ) : (
          <Suspense fallback={<Spinner size={24} />}>
            <VolumeChart volumes={volumes} />
          </Suspense>
        )}
      </section>
    </>
  );
}

/** /offers/{offerId}/time-series: the points' historic profile and forecast (summed per direction) and the priced volumes per year. */
export function OfferTimeSeriesTab() {
  return <OfferFrame>{(detail) => <TimeSeries detail={detail} />}</OfferFrame>;
}
