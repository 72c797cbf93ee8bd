import { Button } from '@blueprintjs/core';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useDebounced } from '@/entities/metering-point/use-code-check.ts';
import { type OfferRow, useGetOfferTableQuery } from '@/entities/offer/offer-api.ts';
import { OfferStatusTag } from '@/entities/offer/offer-status-tag.tsx';
import { emptyOfferFilter, type OfferFilterValues, searchObjOf } from '../offer-filter.ts';
import { offerCells, type OfferColumnId, offerColumnIds, offerPrices } from '../offer-columns.ts';
import { useOfferRole } from '../use-offer-role.ts';
import { OfferFilters } from './offer-filters.tsx';
import '../offers.css';

/** Typing pauses this long before the filters are sent. */
const FILTER_DELAY_MS = 300;

/** Widths that keep the ten columns at most inside the content card beside the side menu; long cells wrap. */
const widths: Record<OfferColumnId, Partial<ColDef<OfferRow>>> = {
  offerId: { minWidth: 75, maxWidth: 100 },
  status: { minWidth: 110 },
  customer: { minWidth: 100 },
  product: { minWidth: 100 },
  offerDate: { minWidth: 95 },
  deliveryYears: { minWidth: 70 },
  volume: { minWidth: 100 },
  price: { minWidth: 105 },
  margin: { minWidth: 95 },
  expires: { minWidth: 95 },
};

/** Lines of one cell, each in its own block. */
const Lines = ({ lines }: { lines: readonly string[] }) => (
  <>
    {lines.map((line, i) => (
      <div key={i}>{line}</div>
    ))}
  </>
);

/**
 * /offers: the offers the caller may see through the role's table call (spec section 7), 10 a
 * page, newest first, with the filters of spec section 3. A row patches itself from
 * recalcOfferTable* while auto-update is on (entities/offer/offer-patches.ts).
 */
export function OffersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const role = useOfferRole();
  const [values, setValues] = useState<OfferFilterValues>(emptyOfferFilter);
  const paging = useKeysetPage();
  const searchObj = useMemo(() => (role ? searchObjOf(values, role) : {}), [values, role]);
  const settled = useDebounced(searchObj, FILTER_DELAY_MS);
  const filterKey = JSON.stringify(settled);
  const { reset } = paging;
  // Another filter starts again on its first page.
  useEffect(() => reset(), [filterKey, reset]);
  const query = useGetOfferTableQuery({ role: role ?? 'customer', cursor: paging.cursor, searchObj: settled, language: i18n.language }, { skip: role === null });
  const columns = useMemo<ColDef<OfferRow>[]>(() => {
    if (!role) return [];
    const direction = (d: 'CONS' | 'PROD' | 'BOTH') => t(`offerTable.directions.${d}`);
    // Each cell's lines as text: the value getter (what AG Grid reads and compares) and the renderer share them.
    const lines = (id: OfferColumnId, row: OfferRow): string[] => {
      const cells = offerCells(row);
      switch (id) {
        case 'status':
          return [t(`offerTable.statuses.${row.status}`), ...(role === 'admin' && row.changeFlag ? [t('offers.changed')] : [])];
        case 'customer':
          return role === 'admin' ? [cells.customer, cells.salesPartner] : [cells.customer];
        case 'product':
          return [t(`offerTable.products.${row.product}`), direction(row.direction)];
        case 'price': {
          const prices = offerPrices(row);
          return prices.length === 1 ? prices.map((p) => p.price) : prices.map((p) => `${direction(p.direction)}: ${p.price}`);
        }
        default:
          return [cells[id]];
      }
    };
    return offerColumnIds(role).map(
      (id): ColDef<OfferRow> => ({
        colId: id,
        headerName: t(`offers.columns.${id}`),
        wrapHeaderText: true,
        autoHeaderHeight: true,
        wrapText: true,
        autoHeight: true,
        ...widths[id],
        valueGetter: (p) => (p.data ? lines(id, p.data).join('\n') : ''),
        cellRenderer: ({ data }: { data?: OfferRow }) => {
          if (!data) return null;
          if (id !== 'status') return <Lines lines={lines(id, data)} />;
          return (
            <>
              <OfferStatusTag status={data.status} />
              {role === 'admin' && data.changeFlag && <div data-testid="offer-changed">{t('offers.changed')}</div>}
            </>
          );
        },
      }),
    );
  }, [t, role]);
  const mayRequest = role === 'salesPartner' || role === 'customer';
  return (
    <PageCard title={t('routes.offers')} testId="offers-page">
      {mayRequest && (
        <div className="portal-offer-actions">
          <Button intent="primary" data-testid="offer-new" onClick={() => void navigate(fillPath(paths.procurement.newOffer, { id: crypto.randomUUID() }))}>
            {t('offers.newRequest')}
          </Button>
        </div>
      )}
      {role && <OfferFilters role={role} value={values} onChange={setValues} />}
      <LoadError error={query.error} />
      <KeysetGrid<OfferRow>
        columns={columns}
        page={query.data}
        loading={query.isFetching}
        paging={paging}
        getRowId={(row) => row.offerId}
        onRowClick={(row) => void navigate(fillPath(paths.procurement.offerDetails, { offerId: row.offerId }))}
        emptyKey="offers.emptyList"
        testId="offers-grid"
      />
    </PageCard>
  );
}
