import { AnchorButton, Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { type ProfileStatus, useGetProfileStatusQuery } from '@/entities/metering-point/load-profile-api.ts';
import { exportUrl } from '@/entities/metering-point/load-profile-query.ts';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import { typeIdOfDirection } from '@/entities/metering-point/metering-point-query.ts';
import { periodText } from '@/entities/metering-point/metering-point-rows.ts';
import { formatDateTime, formatEnergy, formatKind } from '@/lib/format/index.ts';

// The detail page's load profile panel (spec sections 2 and 4): the historic profile's period
// and summary, the upload, the chart and the history's CSV export. The long-term forecasts are
// the forecast entity's panel beside it (entities/forecast, with the admin's decisions).

interface Props {
  point: MeteringPointRow;
  onUpload: () => void;
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

export function ProfilesPanel({ point, onUpload }: Props) {
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
        </>
      )}
    </section>
  );
}
