import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailTable } from '@/components/detail-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { paths } from '@/config/paths.ts';
import { ForecastReviewPanel } from '@/entities/forecast/forecast-review-panel.tsx';
import { type MeteringPointRow, useGetMeteringPointQuery, useGetMeteringPointsQuery } from '@/entities/metering-point/metering-point-api.ts';
import { directionOfTypeId } from '@/entities/metering-point/metering-point-query.ts';
import { addressLine, formatKwh, periodText } from '@/entities/metering-point/metering-point-rows.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { formatDate, formatDateTime } from '@/lib/format/index.ts';
import { AddressDialog, InterruptionDialog, PeriodDialog, QuantityDialog } from './change-dialogs.tsx';
import { LoadProfileDialog } from './load-profile-dialog.tsx';
import { RemoveDialog, ReplaceMeterDialog } from './meter-dialogs.tsx';
import { useChooser } from './customer-choice.tsx';
import { ProfilesPanel } from './profiles-panel.tsx';
import '../metering-points.css';

// /customer-management/meteringpoints/{meteringCode}/{meteringpointTypeId}: every field of one
// point and its changes (spec section 2), each a dialog sending its command.

type Action = 'address' | 'yearlyQuantity' | 'deliveryPeriod' | 'interruption' | 'replaceMeter' | 'remove' | 'loadProfile';
const actions: readonly Exclude<Action, 'loadProfile'>[] = ['address', 'yearlyQuantity', 'deliveryPeriod', 'interruption', 'replaceMeter', 'remove'];

function useDetailRows(point: MeteringPointRow): [string, string | undefined][] {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const area = config?.marketareasAllObj.find((a) => a.id === point.marketArea);
  return [
    [t('meteringPoints.columns.code'), point.code],
    [t('meteringPoints.columns.direction'), t(`meteringPoints.directions.${point.direction}`)],
    [t('meteringPoints.columns.customer'), point.customername ?? point.customerId],
    [t('meteringPoints.columns.yearlyQuantity'), formatKwh(point.yearlyQuantityKwh)],
    [t('meteringPoints.columns.address'), addressLine(point.address)],
    [t('meteringPoints.columns.marketArea'), area ? `${area.name} (${area.id})` : point.marketArea],
    [t('meteringPoints.columns.deliveryPeriod'), periodText(point.deliveryFrom, point.deliveryTo) ?? undefined],
    [t('meteringPoints.detail.interruption'), point.interruption ? (periodText(point.interruption.from, point.interruption.to) ?? undefined) : undefined],
    [t('meteringPoints.detail.replacedBy'), point.replacedBy ? t('meteringPoints.detail.replacedFrom', { code: point.replacedBy.code, date: formatDate(point.replacedBy.validFrom) }) : undefined],
    [t('meteringPoints.detail.replaces'), point.replaces ?? undefined],
    [t('meteringPoints.detail.source'), t(`meteringPoints.detail.sources.${point.source}`)],
    [t('meteringPoints.detail.updatedAt'), formatDateTime(point.updatedAt)],
  ];
}

function PointDetail({ point }: { point: MeteringPointRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Action | null>(null);
  const rows = useDetailRows(point);
  const dialog = (action: Action) => ({ point, isOpen: open === action, onClose: () => setOpen(null) });
  // A code measured in both directions can take one four-column file for both. Asked through
  // the list (a 200 either way), not the detail route, which answers 404 for the missing one.
  const otherDirection = point.direction === 'CONS' ? 'PROD' : 'CONS';
  const other = useGetMeteringPointsQuery({ limit: 10, filter: { search: point.code, direction: otherDirection } });
  const hasBothDirections = other.data?.rows.some((row) => row.code === point.code) ?? false;
  return (
    <>
      <DetailTable rows={rows} testId="mp-detail" />
      <div className="portal-mp-actions" data-testid="mp-actions">
        {actions.map((action) => (
          <Button key={action} intent={action === 'remove' ? 'danger' : 'none'} onClick={() => setOpen(action)} data-testid={`mp-action-${action}`}>
            {t(`meteringPoints.actions.${action}`)}
          </Button>
        ))}
      </div>
      <div className="portal-mp-actions">
        <Button variant="minimal" onClick={() => void navigate(paths.customerManagement.meteringPoints)}>
          {t('meteringPoints.detail.back')}
        </Button>
      </div>
      <ProfilesPanel point={point} onUpload={() => setOpen('loadProfile')} />
      <ForecastReviewPanel point={point} admin={useChooser().role === 'admin'} />
      {/* Mounted only while open: each dialog starts from the point as it is now. */}
      {open === 'address' && <AddressDialog {...dialog('address')} />}
      {open === 'yearlyQuantity' && <QuantityDialog {...dialog('yearlyQuantity')} />}
      {open === 'deliveryPeriod' && <PeriodDialog {...dialog('deliveryPeriod')} />}
      {open === 'interruption' && <InterruptionDialog {...dialog('interruption')} />}
      {open === 'replaceMeter' && <ReplaceMeterDialog {...dialog('replaceMeter')} />}
      {open === 'remove' && <RemoveDialog {...dialog('remove')} />}
      {open === 'loadProfile' && <LoadProfileDialog {...dialog('loadProfile')} hasBothDirections={hasBothDirections} />}
    </>
  );
}

export function MeteringPointPage() {
  const { t } = useTranslation();
  const { meteringCode = '', meteringpointTypeId } = useParams();
  const direction = directionOfTypeId(meteringpointTypeId);
  const { data, isLoading, error } = useGetMeteringPointQuery({ code: meteringCode, direction });
  return (
    <PageCard title={t('meteringPoints.detail.title', { code: meteringCode })} testId="metering-point-page">
      {isLoading && <Spinner size={32} />}
      <LoadError error={error} />
      {data && <PointDetail point={data} />}
    </PageCard>
  );
}
