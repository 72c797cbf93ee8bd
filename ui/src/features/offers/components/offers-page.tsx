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
import { offerCells, type OfferColumnId, offerColumnIds } from '../offer-columns.ts';
import { useOfferRole } from '../use-offer-role.ts';
import { OfferFilters } from './offer-filters.tsx';
import '../offers.css';

/** Typing pauses this long before the filters are sent. */
const FILTER_DELAY_MS = 300;

/** Minimum widths that keep the grid inside the content card beside the side menu. */
const widths: Partial<Record<OfferColumnId, Partial<ColDef<OfferRow>>>> = {
  offerId: { minWidth: 90, maxWidth: 110 },
  status: { minWidth: 120 },
  customer: { minWidth: 130, wrapText: true, autoHeight: true },
  salesPartner: { minWidth: 130, wrapText: true, autoHeight: true },
  offerDate: { minWidth: 140 },
  deliveryYears: { minWidth: 100, wrapText: true, autoHeight: true },
  volume: { minWidth: 120 },
  expires: { minWidth: 140 },
};

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
    const text = (id: OfferColumnId) => (row: OfferRow | undefined) => (row ? (offerCells(row) as Record<string, string>)[id] : '');
    return offerColumnIds(role).map((id): ColDef<OfferRow> => {
      const base: ColDef<OfferRow> = { colId: id, headerName: t(`offers.columns.${id}`), ...widths[id] };
      switch (id) {
        case 'status':
          return { ...base, valueGetter: (p) => p.data?.status, cellRenderer: ({ data }: { data?: OfferRow }) => (data ? <OfferStatusTag status={data.status} /> : null) };
        case 'product':
          return { ...base, valueGetter: (p) => (p.data ? t(`offerTable.products.${p.data.product}`) : '') };
        case 'direction':
          return { ...base, valueGetter: (p) => (p.data ? t(`offerTable.directions.${p.data.direction}`) : '') };
        case 'changeFlag':
          return { ...base, valueGetter: (p) => (p.data ? t(p.data.changeFlag ? 'offers.yes' : 'offers.no') : '') };
        default:
          return { ...base, valueGetter: (p) => text(id)(p.data) };
      }
    });
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
