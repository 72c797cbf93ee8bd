import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferRow } from '@/entities/offer/offer-api.ts';
import { OfferStatusTag } from '@/entities/offer/offer-status-tag.tsx';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { offerCells, type OfferColumnId, offerColumnIds, offerPrices } from '../offer-columns.ts';

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

/** One cell's lines as text: the value getter (what AG Grid reads and compares) and the renderer share them. */
function cellLines(id: OfferColumnId, row: OfferRow, role: OfferTableRole, t: TFunction): string[] {
  const direction = (d: 'CONS' | 'PROD' | 'BOTH') => t(`offerTable.directions.${d}`);
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
}

/** The offer table's columns for the role: wrapped lines per cell, the status as a tag. */
export function useOfferGridColumns(role: OfferTableRole | null): ColDef<OfferRow>[] {
  const { t } = useTranslation();
  return useMemo<ColDef<OfferRow>[]>(() => {
    if (!role) return [];
    return offerColumnIds(role).map(
      (id): ColDef<OfferRow> => ({
        colId: id,
        headerName: t(`offers.columns.${id}`),
        wrapHeaderText: true,
        autoHeaderHeight: true,
        wrapText: true,
        autoHeight: true,
        ...widths[id],
        valueGetter: (p) => (p.data ? cellLines(id, p.data, role, t).join('\n') : ''),
        cellRenderer: ({ data }: { data?: OfferRow }) => {
          if (!data) return null;
          if (id !== 'status') return <Lines lines={cellLines(id, data, role, t)} />;
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
}
