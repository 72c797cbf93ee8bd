import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fillPath, paths } from '@/config/paths.ts';
import { forecastApi, type ProfileStatus, ROLLOUT_POLL_MS, useGetProfileStatusQuery } from '@/entities/forecast/forecast-api.ts';
import { kwhText, rolloutForecast, statusKey, yearsText } from '@/entities/forecast/forecast-rows.ts';
import { typeIdOfDirection } from '@/entities/metering-point/metering-point-query.ts';
import { pointKey, type RolloutPoint } from '../rollout-form.ts';

// The points of the last roll-out with their forecast's status, each asked again every 2 s
// until its forecast is no longer requested (no socket message announces forecasts yet).
// A failure shows the spec's roll-out error with the worker's reason.

export interface RolloutRun {
  points: RolloutPoint[];
  fromYear: number;
  toYear: number;
}

/** The row's outcome is known: a forecast that is no longer requested, or a read that failed. */
function settled(status: ProfileStatus | undefined, error: unknown, fromYear: number): boolean {
  if (error) return true;
  const forecast = rolloutForecast(status, fromYear);
  return forecast !== undefined && forecast.status !== 'REQUESTED';
}

function RolloutRow({ point, fromYear }: { point: RolloutPoint; fromYear: number }) {
  const { t } = useTranslation();
  // The cached answer decides whether to keep asking (read before subscribing with an interval).
  const cached = forecastApi.endpoints.getProfileStatus.useQueryState(point);
  const { data, error } = useGetProfileStatusQuery(point, { pollingInterval: settled(cached.data, cached.error, fromYear) ? 0 : ROLLOUT_POLL_MS });
  const forecast = rolloutForecast(data, fromYear);
  const status = forecast?.status;
  const detail = fillPath(paths.customerManagement.meteringPoint, { meteringCode: point.code, meteringpointTypeId: typeIdOfDirection(point.direction) });
  return (
    <tr data-testid="rollout-row" data-key={pointKey(point)} data-status={status ?? (error ? 'ERROR' : 'PENDING')}>
      <td>{point.code}</td>
      <td>{t(`forecasts.directions.${point.direction}`)}</td>
      <td>
        {status ? <Tag intent={status === 'FAILED' ? 'danger' : status === 'GENERATED' ? 'warning' : 'none'}>{t(statusKey(status))}</Tag> : error ? '' : t(statusKey('REQUESTED'))}
      </td>
      <td>{forecast ? yearsText(forecast.years) : ''}</td>
      <td>{forecast ? forecast.yearly.map((y) => `${y.year}: ${kwhText(y.kwh)}`).join(' · ') : ''}</td>
      <td data-testid="rollout-note">
        {status === 'FAILED' && (
          <>
            {t('forecast.rolloutError')}
            {forecast?.reason ? ` ${t('forecast.reason', { reason: forecast.reason })}` : ''}
          </>
        )}
        {forecast && forecast.hints.length > 0 && status === 'GENERATED' && t('forecasts.tools.specialEvents', { count: forecast.hints.length })}
        {error ? t('messages.loadingFailure') : ''}
      </td>
      <td>
        <Link to={detail}>{t('forecasts.tools.open')}</Link>
      </td>
    </tr>
  );
}

export function RolloutTable({ run }: { run: RolloutRun }) {
  const { t } = useTranslation();
  return (
    <section data-testid="rollout-results">
      <h3>{t('forecasts.tools.results', { from: run.fromYear, to: run.toYear })}</h3>
      <HTMLTable compact striped className="portal-rollout-table">
        <thead>
          <tr>
            <th>{t('forecasts.tools.code')}</th>
            <th>{t('forecasts.tools.direction')}</th>
            <th>{t('forecasts.tools.status')}</th>
            <th>{t('forecasts.tools.years')}</th>
            <th>{t('forecasts.tools.yearly')}</th>
            <th>{t('forecasts.tools.note')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {run.points.map((point) => (
            <RolloutRow key={pointKey(point)} point={point} fromYear={run.fromYear} />
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
