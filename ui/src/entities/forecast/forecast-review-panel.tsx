import { Alert, Button, Callout, Card, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import { formatDateTime } from '@/lib/format/index.ts';
import { acceptLongTermForecast, type PointKey, useGetProfileStatusQuery } from './forecast-api.ts';
import { type Forecast, forecastActions, forecastsNewestFirst, hintRows, statusKey, yearlyRows, yearsText } from './forecast-rows.ts';
import { ReplaceForecastDialog } from './replace-forecast-dialog.tsx';
import './forecast.css';

// The long-term forecasts of one metering point (spec section 4) on its detail page: each with
// status, years, yearly energy and the special events found in the history. The admin accepts
// a generated forecast or replaces it (or a failed one) by an upload; everyone else reads.

const statusIntent = { REQUESTED: 'none', GENERATED: 'warning', ACCEPTED: 'success', REPLACED: 'primary', FAILED: 'danger' } as const;

function HintsTable({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation();
  const rows = hintRows(forecast);
  if (rows.length === 0) return null;
  return (
    <Callout intent="warning" title={t('forecast.hints.title')} data-testid="forecast-hints">
      <p>{t('forecast.hints.check')}</p>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('forecast.hints.day')}</th>
            <th>{t('forecast.hints.kwh')}</th>
            <th>{t('forecast.hints.expected')}</th>
            <th>{t('forecast.hints.deviation')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} data-testid="forecast-hint-row">
              <td>{row.day}</td>
              <td>{row.kwh}</td>
              <td>{row.expectedKwh}</td>
              <td>{row.deviation}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Callout>
  );
}

function ForecastCard({ point, forecast, admin }: { point: PointKey; forecast: Forecast; admin: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [accept, call] = useCommand(acceptLongTermForecast);
  const actions = admin ? forecastActions(forecast.status) : [];
  const years = yearsText(forecast.years);
  const sendAccept = async () => {
    const result = await accept({ code: point.code, direction: point.direction, forecastId: forecast.forecastId });
    setConfirming(false);
    if (result.error === undefined) showMessage({ type: 'success', key: 'forecast.accept.done' });
    else showMessage(isProblem(result.error) ? { type: 'error', code: result.error.code } : { type: 'error', key: 'messages.saveError' });
  };
  return (
    <Card compact className="portal-forecast" data-testid="forecast" data-status={forecast.status} data-forecast-id={forecast.forecastId}>
      <p>
        <Tag intent={statusIntent[forecast.status]} data-testid="forecast-status">
          {t(statusKey(forecast.status))}
        </Tag>{' '}
        {t('forecast.columns.years')}: {years} · {t('forecast.columns.updatedAt')}: {formatDateTime(forecast.updatedAt)}
      </p>
      {forecast.status === 'FAILED' && (
        <Callout intent="danger" data-testid="forecast-failure">
          <p>{t('forecast.rolloutError')}</p>
          {forecast.reason && <p>{t('forecast.reason', { reason: forecast.reason })}</p>}
        </Callout>
      )}
      {forecast.yearly.length > 0 && (
        <HTMLTable compact data-testid="forecast-yearly">
          <thead>
            <tr>
              <th>{t('forecast.columns.year')}</th>
              <th>{t('forecast.columns.kwh')}</th>
            </tr>
          </thead>
          <tbody>
            {yearlyRows(forecast).map((row) => (
              <tr key={row.year}>
                <td>{row.year}</td>
                <td>{row.kwh}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <HintsTable forecast={forecast} />
      {actions.length > 0 && (
        <p className="portal-forecast-actions">
          {actions.includes('accept') && (
            <Button intent="success" onClick={() => setConfirming(true)} data-testid="forecast-accept">
              {t('forecast.accept.button')}
            </Button>
          )}{' '}
          {actions.includes('replace') && (
            <Button onClick={() => setReplacing(true)} data-testid="forecast-replace">
              {t('forecast.replace.button')}
            </Button>
          )}
        </p>
      )}
      <Alert
        isOpen={confirming}
        intent="success"
        confirmButtonText={t('forecast.accept.button')}
        cancelButtonText={t('forecast.replace.cancel')}
        loading={call.isLoading}
        onConfirm={() => void sendAccept()}
        onCancel={() => setConfirming(false)}
      >
        <H4>{t('forecast.accept.title')}</H4>
        <p data-testid="forecast-accept-confirm">{t('forecast.accept.confirm', { years, code: point.code })}</p>
      </Alert>
      {replacing && <ReplaceForecastDialog point={point} forecast={forecast} onClose={() => setReplacing(false)} />}
    </Card>
  );
}

/**
 * The forecast section of a metering point's detail page.
 *
 * @example <ForecastReviewPanel point={{ code: point.code, direction: point.direction }} admin={role === 'admin'} />
 */
export function ForecastReviewPanel({ point, admin }: { point: PointKey; admin: boolean }) {
  const { t } = useTranslation();
  // Only code and direction: the cache key must be the same wherever this point's status is read.
  const key: PointKey = { code: point.code, direction: point.direction };
  const { data, isLoading, error } = useGetProfileStatusQuery(key);
  const forecasts = forecastsNewestFirst(data);
  return (
    <section className="portal-forecast-panel" data-testid="forecast-panel">
      <H4>{t('forecast.panelTitle')}</H4>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && forecasts.length === 0 && <p data-testid="forecast-missing">{t('forecast.missing')}</p>}
      {forecasts.map((forecast) => (
        <ForecastCard key={forecast.forecastId} point={key} forecast={forecast} admin={admin} />
      ))}
    </section>
  );
}
