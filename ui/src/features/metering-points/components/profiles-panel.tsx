import { AnchorButton, Button, HTMLTable, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { type ProfileStatus, useGetProfileStatusQuery } from '@/entities/metering-point/load-profile-api.ts';
import { exportUrl } from '@/entities/metering-point/load-profile-query.ts';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import { typeIdOfDirection } from '@/entities/metering-point/metering-point-query.ts';
import { periodText } from '@/entities/metering-point/metering-point-rows.ts';
import { formatDate, formatDateTime, formatEnergy, formatKind } from '@/lib/format/index.ts';

// The detail page's load profile panel (spec sections 2 and 4): the historic profile's period
// and summary, the long-term forecasts with their status, yearly kWh and hints (special days),
// the upload, the chart and the history's CSV export. Read-only for the forecasts: the admin's
// decisions come in through `forecastActions`.

type Forecast = ProfileStatus['forecasts'][number];

interface Props {
  point: MeteringPointRow;
  onUpload: () => void;
  /** The actions on one forecast (the admin's accept or replace), where the screen has them. */
  forecastActions?: (forecast: Forecast) => ReactNode;
}

function HistoryBlock({ history, point }: { history: NonNullable<ProfileStatus['history']>; point: MeteringPointRow }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('meteringPoints.profiles.period'), periodText(history.from, history.to) ?? ''],
    [t('meteringPoints.profiles.energy'), formatEnergy(history.kwh, 'kWh')],
    [t('meteringPoints.profiles.maxKw'), `${formatKind(history.maxKw, 'graph')} kW`],
    [t('meteringPoints.profiles.uploadedAt'), formatDateTime(history.uploadedAt)],
  ];
  return (
    <>
      <HTMLTable compact data-testid="mp-history">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p>
        <AnchorButton variant="minimal" icon="document" href={exportUrl(point, 'HISTORY', history)} download data-testid="mp-profile-export">
          {t('meteringPoints.profiles.export')}
        </AnchorButton>
      </p>
    </>
  );
}

function ForecastTable({ forecasts, actions }: { forecasts: Forecast[]; actions: Props['forecastActions'] }) {
  const { t } = useTranslation();
  return (
    <HTMLTable compact striped data-testid="mp-forecasts">
      <thead>
        <tr>
          <th>{t('meteringPoints.profiles.status')}</th>
          <th>{t('meteringPoints.profiles.years')}</th>
          <th>{t('meteringPoints.profiles.yearly')}</th>
          <th>{t('meteringPoints.profiles.hints')}</th>
          {actions && <th />}
        </tr>
      </thead>
      <tbody>
        {forecasts.map((forecast) => (
          <tr key={forecast.forecastId} data-testid="mp-forecast" data-status={forecast.status}>
            <td>{t(`meteringPoints.profiles.statuses.${forecast.status}`)}</td>
            <td>{forecast.years.join(', ')}</td>
            <td>
              {forecast.yearly.map((year) => (
                <div key={year.year}>{`${year.year}: ${formatEnergy(year.kwh, 'kWh')}`}</div>
              ))}
            </td>
            <td>
              {forecast.hints.length === 0
                ? t('meteringPoints.profiles.noHints')
                : forecast.hints.map((hint) => (
                    <div key={hint.day}>
                      {t('meteringPoints.profiles.hint', { day: formatDate(hint.day), kwh: formatEnergy(hint.kwh, 'kWh'), expected: formatEnergy(hint.expectedKwh, 'kWh'), deviation: formatKind(hint.deviationPercent, 'value') })}
                    </div>
                  ))}
              {forecast.reason && <div>{forecast.reason}</div>}
            </td>
            {actions && <td>{actions(forecast)}</td>}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function ProfilesPanel({ point, onUpload, forecastActions }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, error } = useGetProfileStatusQuery({ code: point.code, direction: point.direction });
  const graph = fillPath(paths.customerManagement.meteringPointGraph, { meteringCode: point.code, meteringpointTypeId: typeIdOfDirection(point.direction) });
  return (
    <section className="portal-mp-profiles" data-testid="mp-profiles">
      <h3>{t('meteringPoints.profiles.title')}</h3>
      <div className="portal-mp-actions">
        <Button onClick={onUpload} data-testid="mp-profile-upload">
          {t('meteringPoints.profiles.upload')}
        </Button>
        <Button icon="timeline-line-chart" onClick={() => void navigate(graph)} data-testid="mp-graph">
          {t('meteringPoints.profiles.graph')}
        </Button>
      </div>
      {isLoading && <Spinner size={24} />}
      <LoadError error={error} />
      {data && (
        <>
          <h4>{t('meteringPoints.profiles.history')}</h4>
          {data.history ? <HistoryBlock history={data.history} point={point} /> : <p data-testid="mp-history-missing">{t('messages.historicProfileMissing')}</p>}
          <h4>{t('meteringPoints.profiles.forecasts')}</h4>
          {data.forecasts.length > 0 ? <ForecastTable forecasts={data.forecasts} actions={forecastActions} /> : <p data-testid="mp-forecast-missing">{t('messages.forecastMissing')}</p>}
        </>
      )}
    </section>
  );
}
