import { H4 } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '@/components/detail-table.tsx';
import { AuditHistorySection } from '@/entities/audit/audit-history-section.tsx';
import { offerVolume } from '@/entities/offer/offer-display.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import type { OfferDetail } from '../api.ts';
import { offerDetailRows } from '../offer-details.ts';
import { LocalGrid } from './local-grid.tsx';
import { OfferFrame, useOfferId } from './offer-frame.tsx';

type Delta = OfferDetail['deltas'][number];

function Details({ detail }: { detail: OfferDetail }) {
  const { t } = useTranslation();
  const { data: config } = useConfigSelect();
  const configName = (id: string) => config?.certificatesConfig.find((c) => c.id === id)?.name ?? id;
  const marketArea = (id: string) => config?.marketareasAllObj.find((a) => a.id === id)?.name ?? id;
  const rows = offerDetailRows(detail, {
    status: (status) => t(`offerTable.statuses.${status}`),
    product: (product) => t(`offerTable.products.${product}`),
    direction: (direction) => t(`offerTable.directions.${direction}`),
    minutes: (count) => t('offers.minutes', { count }),
    yes: t('offers.yes'),
    no: t('offers.no'),
    none: t('offers.none'),
    configName,
    marketArea,
  }).map(([key, text]) => [t(`offers.detail.fields.${key}`), text] as const);
  const deltaColumns: ColDef<Delta>[] = [
    { colId: 'year', headerName: t('offers.detail.deltaColumns.year'), valueGetter: (p) => p.data?.year },
    { colId: 'direction', headerName: t('offers.detail.deltaColumns.direction'), valueGetter: (p) => (p.data ? t(`offerTable.directions.${p.data.direction}`) : '') },
    { colId: 'volume', headerName: t('offers.detail.deltaColumns.volume'), valueGetter: (p) => (p.data ? offerVolume(p.data.volumeDeltaKwh) : '') },
    { colId: 'reason', headerName: t('offers.detail.deltaColumns.reason'), valueGetter: (p) => p.data?.reason, wrapText: true, autoHeight: true },
  ];
  return (
    <>
      <DetailTable rows={rows} testId="offer-fields" />
      {detail.deltas.length > 0 && (
        <section className="portal-offer-section">
          <H4>{t('offers.detail.deltas')}</H4>
          <LocalGrid<Delta> rows={detail.deltas} columns={deltaColumns} getRowId={(d) => `${d.year}:${d.direction}:${d.reason}`} emptyKey="grid.empty" testId="offer-deltas" />
        </section>
      )}
    </>
  );
}

/**
 * /offers/{offerId}/details: every field of spec section 3, the deltas of a changed offer, and
 * for the admin the offer's history (its stream `offer-<offerId>`, ADR 26).
 */
export function OfferDetailsTab() {
  const offerId = useOfferId();
  return (
    <OfferFrame>
      {(detail, role) => (
        <>
          <Details detail={detail} />
          {role === 'admin' && <AuditHistorySection streamId={`offer-${offerId}`} />}
        </>
      )}
    </OfferFrame>
  );
}
