import type { OfferRow } from '@portal/events/read-contracts';
import { offerPrice, offerVolume } from '@/entities/offer/offer-display.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { formatDate, formatDateTime } from '@/lib/format/index.ts';

// The offer table's columns per role (spec section 6: "Table mappings can exclude columns by
// role"): a customer sees neither the customer, the partner nor the margin; the partner sees its
// customers and its margin; the admin also the partner (under the customer) and the change flag
// (beside the status). Ten columns at most, so the grid fits the content card beside the side
// menu: a grid wider than its card scrolls sideways and AG Grid leaves columns out of the page.

export type OfferColumnId = 'offerId' | 'status' | 'customer' | 'product' | 'offerDate' | 'deliveryYears' | 'volume' | 'price' | 'margin' | 'expires';

/** The column only the partner's side and the admin see: what the partner earns per kWh. */
export const marginColumns: readonly OfferColumnId[] = ['margin'];

/**
 * @example offerColumnIds('customer').includes('margin') // false
 */
export function offerColumnIds(role: OfferTableRole): OfferColumnId[] {
  const columns: (OfferColumnId | false)[] = [
    'offerId',
    'status',
    role !== 'customer' && 'customer',
    'product',
    'offerDate',
    'deliveryYears',
    'volume',
    'price',
    role !== 'customer' && 'margin',
    'expires',
  ];
  return columns.filter((column): column is OfferColumnId => column !== false);
}

/** The price of each direction the offer delivers (with margin, per kWh), consumption first. */
export function offerPrices(row: OfferRow): { direction: 'CONS' | 'PROD'; price: string }[] {
  const prices: { direction: 'CONS' | 'PROD'; price: string }[] = [];
  if (row.direction !== 'PROD') prices.push({ direction: 'CONS', price: offerPrice(row.priceCons, row.currency) });
  if (row.direction !== 'CONS') prices.push({ direction: 'PROD', price: offerPrice(row.priceProd, row.currency) });
  return prices;
}

/** The cell texts of one row that need no translation (status, product, direction, the flag and the prices' direction names are the page's). */
export function offerCells(row: OfferRow): Record<'offerId' | 'customer' | 'salesPartner' | 'offerDate' | 'deliveryYears' | 'volume' | 'margin' | 'expires', string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    offerId: row.offerId,
    customer: row.customername ?? row.customerId,
    salesPartner: row.salesPartnerName ?? row.salesPartnerId,
    // The offer's day and local time as the request set them (the market's wall clock).
    offerDate: `${formatDate(row.offerDate)} ${pad(row.offerHour)}:${pad(row.offerMinute)}`,
    deliveryYears: row.deliveryYears.join(', '),
    volume: offerVolume(row.volumeKwh),
    margin: offerPrice(row.margin, row.currency),
    expires: row.offerExpireDateTime === null ? '–' : formatDateTime(row.offerExpireDateTime),
  };
}
