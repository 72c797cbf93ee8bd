import { Tag } from '@blueprintjs/core';
import { type ColDef, ModuleRegistry, RowAutoHeightModule } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { formatDateTime, formatEnergy } from '@/lib/format/index.ts';
import { type OfferRow, useGetOfferTasksQuery } from '../api.ts';
import { isOfferOfDay, offerTaskPath, offerTaskRequest, todayOf } from '../offer-table.ts';
import '../offer-tasks.css';

// The customer, partner and direction cells wrap (autoHeight): the shared grid registers only
// the modules every table needs, AG Grid refuses the column without this one.
ModuleRegistry.registerModules([RowAutoHeightModule]);

/**
 * /tasks-management/offer: the offers waiting for a price or a release (the admin's offer table
 * with the states requested and priced), newest first, 10 a page. Today's offers are marked; a
 * row opens its task. Socket rows (recalcOfferTable) patch the page in place.
 */
export function OfferTasksPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paging = useKeysetPage();
  const request = useMemo(() => offerTaskRequest(paging.cursor, i18n.language), [paging.cursor, i18n.language]);
  const { data, isFetching, error } = useGetOfferTasksQuery(request);
  const today = todayOf(new Date());
  // The minimum widths add up to 825 px, inside the content card beside the side menu: a
  // grid wider than its card scrolls sideways and AG Grid leaves columns out of the page.
  const columns = useMemo<ColDef<OfferRow>[]>(
    () => [
      { colId: 'offerId', headerName: t('offerTasks.columns.offerId'), valueGetter: (p) => p.data?.offerId ?? '', minWidth: 75, maxWidth: 100 },
      { colId: 'offerDate', headerName: t('offerTasks.columns.offerDate'), valueGetter: (p) => (p.data ? formatDateTime(p.data.offerDateTime) : ''), minWidth: 95, maxWidth: 140, wrapText: true, autoHeight: true },
      {
        colId: 'status',
        headerName: t('offerTasks.columns.status'),
        minWidth: 100,
        maxWidth: 140,
        wrapText: true,
        autoHeight: true,
        valueGetter: (p) => (p.data ? t(`offerTasks.statuses.${p.data.status}`) : ''),
        cellRenderer: (p: { data?: OfferRow; value: string }) => (
          <span data-testid="offer-task-status" data-status={p.data?.status}>
            {p.value}
            {p.data && isOfferOfDay(p.data, today) && (
              <>
                {' '}
                <Tag minimal intent="success">
                  {t('offerTasks.list.today')}
                </Tag>
              </>
            )}
          </span>
        ),
      },
      { colId: 'customer', headerName: t('offerTasks.columns.customer'), valueGetter: (p) => (p.data ? `${p.data.customername ?? ''} (${p.data.customerId})` : ''), minWidth: 120, wrapText: true, autoHeight: true },
      { colId: 'salesPartner', headerName: t('offerTasks.columns.salesPartner'), valueGetter: (p) => p.data?.salesPartnerName ?? '', minWidth: 100, wrapText: true, autoHeight: true },
      { colId: 'product', headerName: t('offerTasks.columns.product'), valueGetter: (p) => (p.data ? t(`offerTasks.products.${p.data.product}`) : ''), minWidth: 90, maxWidth: 150, wrapText: true, autoHeight: true },
      { colId: 'direction', headerName: t('offerTasks.columns.direction'), valueGetter: (p) => (p.data ? t(`offerTasks.directions.${p.data.direction}`) : ''), minWidth: 80, wrapText: true, autoHeight: true },
      { colId: 'deliveryYears', headerName: t('offerTasks.columns.deliveryYears'), valueGetter: (p) => p.data?.deliveryYears.join(', ') ?? '', minWidth: 75, wrapText: true, autoHeight: true },
      { colId: 'volume', headerName: t('offerTasks.columns.volume'), valueGetter: (p) => (p.data ? formatEnergy(p.data.volumeKwh, 'kWh') : ''), minWidth: 90, wrapText: true, autoHeight: true },
    ],
    [t, today],
  );
  return (
    <PageCard title={t('offerTasks.list.title')} testId="offer-tasks-page">
      <p>{t('offerTasks.list.intro')}</p>
      <LoadError error={error} />
      <KeysetGrid<OfferRow>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={paging}
        getRowId={(row) => row.offerId}
        rowClass={(row) => (isOfferOfDay(row, today) ? 'portal-offer-today' : undefined)}
        onRowClick={(row) => void navigate(offerTaskPath(row.offerId))}
        emptyKey="offerTasks.list.empty"
        testId="offer-tasks-grid"
      />
    </PageCard>
  );
}
