import type { KeysetPageOf, OfferRow, OfferSearch } from '@portal/events/read-contracts';
import type { RowChange } from '@/lib/realtime-rules.ts';
import type { Patcher, PatchResult } from '@/lib/row-patches.ts';
import type { OfferTableArgs } from './offer-table-query.ts';

// recalcOfferTable(SP|CU) carries the changed offer's row (OfferRow). A cached table page
// replaces the row where it stands, so a status change shows at once without reading the whole
// table again. The page asks the server only when the change may move rows across it: the row
// left the page's filter or its sort key changed, or a row it does not hold now belongs between
// its first and last row. A change far from the page (another page, another filter) leaves it.

type Guard = (value: unknown) => value is OfferRow;

const stale = { kind: 'stale' } as const;
const untouched = { kind: 'untouched' } as const;

/**
 * Whether a row passes the structured filters of spec section 3. The full text is the server's
 * (its index decides what matches); a row this filter cannot judge counts as matching.
 *
 * @example offerMatches({ ...row, status: 'expired' }, { statusId: ['released'] }) // false
 */
export function offerMatches(row: OfferRow, search: OfferSearch): boolean {
  if (search.offerid !== undefined && row.offerId !== search.offerid) return false;
  if (search.statusId !== undefined && search.statusId.length > 0 && !search.statusId.includes(row.status)) return false;
  if (search.offerDateFrom !== undefined && row.offerDate < search.offerDateFrom) return false;
  if (search.offerDateTo !== undefined && row.offerDate > search.offerDateTo) return false;
  if (search.productId !== undefined && row.product !== search.productId) return false;
  if (search.currencyId !== undefined && row.currency !== search.currencyId) return false;
  if (search.deliveryYear !== undefined && !row.deliveryYears.includes(search.deliveryYear)) return false;
  if (search.salesPartnerId !== undefined && row.salesPartnerId !== search.salesPartnerId) return false;
  if (search.changeflag !== undefined && row.changeFlag !== search.changeflag) return false;
  if (search.customerId !== undefined && row.customerId !== search.customerId) return false;
  return true;
}

/** The table's order: offer date and time, newest first (`direction: 'desc'`). */
const sortKey = (row: Pick<OfferRow, 'offerDateTime'>): number => Date.parse(row.offerDateTime);

/**
 * Whether a row the page does not hold would stand on it: between its first and last row, or
 * after its last when no page follows (before its first when none precedes). Equal times count
 * as inside, since the server's tie-break is its own.
 */
function fallsOnPage(page: KeysetPageOf<OfferRow>, row: OfferRow): boolean {
  const first = page.rows[0];
  const last = page.rows[page.rows.length - 1];
  if (first === undefined || last === undefined) return !page.hasNext && !page.hasPrevious;
  const key = sortKey(row);
  const afterFirst = !page.hasPrevious || key <= sortKey(first);
  const beforeLast = !page.hasNext || key >= sortKey(last);
  return afterFirst && beforeLast;
}

/**
 * @example
 * getOfferTable: build.query({ ..., onCacheEntryAdded: patchFromSocket('OFFER', offerPagePatch(conforms(OfferRow)), () => [offerListTag]) })
 */
export function offerPagePatch(isRow: Guard): Patcher<KeysetPageOf<OfferRow>, OfferTableArgs> {
  return (page, change: RowChange, args): PatchResult<KeysetPageOf<OfferRow>> => {
    if (change.row === undefined || !isRow(change.row)) return stale;
    const row = change.row;
    const at = page.rows.findIndex((held) => held.offerId === row.offerId);
    const held = page.rows[at];
    if (held === undefined) return offerMatches(row, args.searchObj) && fallsOnPage(page, row) ? stale : untouched;
    if (!offerMatches(row, args.searchObj) || sortKey(held) !== sortKey(row)) return stale;
    return { kind: 'patched', data: { ...page, rows: page.rows.with(at, row) } };
  };
}
