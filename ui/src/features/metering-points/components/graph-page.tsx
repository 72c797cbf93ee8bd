import { Button, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useGetProfileStatusQuery, useGetTimeSeriesQuery } from '@/entities/metering-point/load-profile-api.ts';
import { type GraphPeriod, type MarketZone, periodDays, profileYears, type SeriesKind, zoneOfCountry } from '@/entities/metering-point/load-profile-query.ts';
import { useGetMeteringPointQuery } from '@/entities/metering-point/metering-point-api.ts';
import { directionOfTypeId } from '@/entities/metering-point/metering-point-query.ts';
import { formatEnergy } from '@/lib/format/index.ts';
import { chartLine, type ChartLine } from '../chart-data.ts';
import '../metering-points.css';

// customer-management/meteringpoints/{meteringCode}/{meteringpointTypeId}/graph (spec section
// 2): the point's historic load profile and long-term forecast on one time axis in its market
// zone, for one delivery year, one month or everything; the kWh of the period per line.

const ProfileChart = lazy(async () => ({ default: (await import('./profile-chart.tsx')).ProfileChart }));
const months = Array.from({ length: 12 }, (_, i) => i + 1);

function PeriodPicker({ period, years, onChange }: { period: GraphPeriod; years: number[]; onChange: (period: GraphPeriod) => void }) {
  const { t, i18n } = useTranslation();
  const monthOptions = months.map((value) => ({ value, label: DateTime.fromObject({ year: 2026, month: value, day: 1 }).setLocale(i18n.language).toFormat('LLLL') }));
  const year = period.kind === 'all' ? (years[years.length - 1] ?? new Date().getFullYear()) : period.year;
  const month = period.kind === 'month' ? period.month : 1;
  const kindOptions = (['all', 'year', 'month'] as const).map((value) => ({ value, label: t(`meteringPoints.graph.periods.${value}`) }));
  const pick = (kind: string, y = year, m = month) => onChange(kind === 'year' ? { kind, year: y } : kind === 'month' ? { kind, year: y, month: m } : { kind: 'all' });
  return (
    <div className="portal-filter-bar" data-testid="graph-period">
      <label>
        {t('meteringPoints.graph.period')}{' '}
        <HTMLSelect value={period.kind} options={kindOptions} onChange={(e) => pick(e.currentTarget.value)} data-testid="graph-period-kind" />
      </label>
      {period.kind !== 'all' && (
        <label>
          {t('meteringPoints.graph.year')} <HTMLSelect value={year} options={years.length > 0 ? years : [year]} onChange={(e) => pick(period.kind, Number(e.currentTarget.value))} data-testid="graph-period-year" />
        </label>
      )}
      {period.kind === 'month' && (
        <label>
          {t('meteringPoints.graph.month')} <HTMLSelect value={month} options={monthOptions} onChange={(e) => pick('month', year, Number(e.currentTarget.value))} data-testid="graph-period-month" />
        </label>
      )}
    </div>
  );
}

/** One kind's series for the period, or why there is none. */
function useLines(point: { code: string; direction: 'CONS' | 'PROD' }, kind: SeriesKind, period: { from: string; to: string } | null) {
  const query = useGetTimeSeriesQuery({ points: [point], kind, period: period ?? { from: '', to: '' } }, { skip: period === null });
  const lines = useMemo<ChartLine[]>(() => (query.data?.lines ?? []).map(chartLine).filter((line) => line.rows.length > 0), [query.data]);
  return { lines, isFetching: query.isFetching, failed: query.isError };
}

function Graph({ code, direction, zone }: { code: string; direction: 'CONS' | 'PROD'; zone: MarketZone }) {
  const { t } = useTranslation();
  const status = useGetProfileStatusQuery({ code, direction });
  const years = useMemo(() => profileYears(status.data), [status.data]);
  const [period, setPeriod] = useState<GraphPeriod>({ kind: 'all' });
  const days = status.data ? periodDays(period, years) : null;
  const history = useLines({ code, direction }, 'HISTORY', days);
  const forecast = useLines({ code, direction }, 'FORECAST', days);
  const lines = [...history.lines, ...forecast.lines];
  const loading = status.isLoading || history.isFetching || forecast.isFetching;
  return (
    <>
      <PeriodPicker period={period} years={years} onChange={setPeriod} />
      <p>{t('meteringPoints.graph.timeZone', { zone })}</p>
      <LoadError error={status.error} />
      {(history.failed || forecast.failed) && (
        <Callout intent="danger" data-testid="graph-error">
          {t('messages.chartLoadingError')}
        </Callout>
      )}
      {loading && <Spinner size={24} />}
      {!loading && status.data && (
        <div data-testid="graph-state" aria-live="polite">
          {!history.failed && history.lines.length === 0 && <Callout data-testid="graph-history-missing">{t('messages.historicProfileMissing')}</Callout>}
          {!forecast.failed && forecast.lines.length === 0 && <Callout data-testid="graph-forecast-missing">{t('messages.forecastMissing')}</Callout>}
          <ul className="portal-graph-energy" data-testid="graph-energy">
            {lines.map((line) => (
              <li key={`${line.kind}-${line.id}`}>{t('meteringPoints.graph.energy', { series: t(line.kind === 'HISTORY' ? 'meteringPoints.graph.history' : 'meteringPoints.graph.forecast'), kwh: formatEnergy(line.kwh, 'kWh') })}</li>
            ))}
          </ul>
        </div>
      )}
      {lines.length > 0 && (
        <Suspense fallback={<Spinner size={24} />}>
          <ProfileChart lines={lines} zone={zone} />
        </Suspense>
      )}
    </>
  );
}

export function MeteringPointGraphPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { meteringCode = '', meteringpointTypeId } = useParams();
  const direction = directionOfTypeId(meteringpointTypeId);
  const point = useGetMeteringPointQuery({ code: meteringCode, direction });
  const detail = fillPath(paths.customerManagement.meteringPoint, { meteringCode, meteringpointTypeId });
  return (
    <PageCard title={t('meteringPoints.graph.title', { code: meteringCode })} testId="metering-point-graph">
      {point.isLoading && <Spinner size={32} />}
      <LoadError error={point.error} />
      {point.data && <Graph code={point.data.code} direction={point.data.direction} zone={zoneOfCountry(point.data.address.country)} />}
      <div className="portal-mp-actions">
        <Button variant="minimal" onClick={() => void navigate(detail)}>
          {t('meteringPoints.graph.back')}
        </Button>
      </div>
    </PageCard>
  );
}
