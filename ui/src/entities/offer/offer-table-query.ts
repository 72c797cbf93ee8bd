import type { OfferSearch, OfferTableRequest, OfferTableRole } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';
import type { KeysetCursor } from '@/components/grid/keyset-paging.ts';
import { ROWS_PER_PAGE, TIME_ZONE } from '@/config/constants.ts';

// The three offer table calls of spec section 7 as pure functions: which path a role asks, and
// the body (`OfferTableRequest`) for a page and a filter.

export type { OfferTableRole } from '@portal/events/read-contracts';

const tablePaths: Record<OfferTableRole, string> = {
  admin: '/apiadmin/getOfferTableKeyset',
  salesPartner: '/api/getOfferTableSPKeyset',
  customer: '/api/getOfferTableCUKeyset',
};

/** @example offerTablePath('customer') // '/api/getOfferTableCUKeyset' */
export const offerTablePath = (role: OfferTableRole): string => tablePaths[role];

/** What one cached table page is: the role's call, the cursor, the filters and the language. */
export interface OfferTableArgs {
  role: OfferTableRole;
  cursor: KeysetCursor;
  searchObj: OfferSearch;
  language: string;
  rowsPerPage?: number;
}

/**
 * The body of the table call: `nextStep` with the shown page's `lastKey`, `previousStep` with
 * its `firstKey`, neither for the first page; newest offers first.
 *
 * @example
 * offerTableRequest({ role: 'customer', cursor: { kind: 'after', key: 'k9' }, searchObj: {}, language: 'de' })
 * // { rowsPerPage: 10, firstKey: null, lastKey: 'k9', previousStep: false, nextStep: true, language: 'de', direction: 'desc', searchObj: {} }
 */
export function offerTableRequest({ cursor, searchObj, language, rowsPerPage = ROWS_PER_PAGE }: OfferTableArgs): OfferTableRequest {
  return {
    rowsPerPage,
    firstKey: cursor.kind === 'before' ? cursor.key : null,
    lastKey: cursor.kind === 'after' ? cursor.key : null,
    previousStep: cursor.kind === 'before',
    nextStep: cursor.kind === 'after',
    // The API's contract is two letters; the UI's languages are de, en and fr.
    language: language.slice(0, 2),
    direction: 'desc',
    searchObj,
  };
}

/** Today in Switzerland (spec section 9), as the offer date filter takes it: `2026-11-26`. */
export function swissToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(TIME_ZONE).toISODate() ?? '';
}

/** The dashboard's "today's offers": the offers whose offer day is today. */
export const todaysSearch = (now: Date = new Date()): OfferSearch => {
  const today = swissToday(now);
  return { offerDateFrom: today, offerDateTo: today };
};
