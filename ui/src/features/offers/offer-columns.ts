import type { OfferRow } from '@portal/events/read-contracts';
import { offerPrice, offerVolume } from '@/entities/offer/offer-display.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { formatDate, formatDateTime } from '@/lib/format/index.ts';

// The offer table's columns per role (spec section 6: "Table mappings can exclude columns by
// role"): a customer sees neither the partner, itself as a column, the prices without margin
// nor the margin; the partner sees its customers; the admin also the partner and the change
// flag. The cells as text, so the grid and its specs read the same values.

export type OfferColumnId =
  | 'offerId'
  | 'status'
  | 'salesPartner'
  | 'customer'
  | 'product'
  | 'direction'
  | 'offerDate'
  | 'deliveryYears'
  | 'volume'
  | 'priceCons'
  | 'priceProd'
  | 'priceConsWithoutMargin'
  | 'priceProdWithoutMargin'
  | 'margin'
  | 'expires'
  | 'changeFlag';

/** Columns only the partner's side and the admin see: what the partner earns. */
export const marginColumns: readonly OfferColumnId[] = ['priceConsWithoutMargin', 'priceProdWithoutMargin', 'margin'];

/**
 * @example offerColumnIds('customer').includes('margin') // false
 */
export function offerColumnIds(role: OfferTableRole): OfferColumnId[] {
  const columns: (OfferColumnId | false)[] = [
    'offerId',
    'status',
    role === 'admin' && 'salesPartner',
    role !== 'customer' && 'customer',
    'product',
    'direction',
    'offerDate',
    'deliveryYears',
    'volume',
    'priceCons',
    'priceProd',
    ...(role === 'customer' ? [] : marginColumns),
    'expires',
    role === 'admin' && 'changeFlag',
  ];
  return columns.filter((column): column is OfferColumnId => column !== false);
}

/** The cell texts of one row that need no translation (status, product, direction and the flag are translated by the page). */
export function offerCells(row: OfferRow): Record<Exclude<OfferColumnId, 'status' | 'product' | 'direction' | 'changeFlag'>, string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    offerId: row.offerId,
    salesPartner: row.salesPartnerName ?? row.salesPartnerId,
    customer: row.customername ?? row.customerId,
    // The offer's day and local time as the request set them (the market's wall clock).
    offerDate: `${formatDate(row.offerDate)} ${pad(row.offerHour)}:${pad(row.offerMinute)}`,
    deliveryYears: row.deliveryYears.join(', '),
    volume: offerVolume(row.volumeKwh),
    priceCons: offerPrice(row.priceCons, row.currency),
    priceProd: offerPrice(row.priceProd, row.currency),
    priceConsWithoutMargin: offerPrice(row.priceConsWithoutMargin, row.currency),
    priceProdWithoutMargin: offerPrice(row.priceProdWithoutMargin, row.currency),
    margin: offerPrice(row.margin, row.currency),
    expires: row.offerExpireDateTime === null ? '–' : formatDateTime(row.offerExpireDateTime),
  };
}
