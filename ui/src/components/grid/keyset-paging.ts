import type { KeysetPageOf } from '@portal/events/read-contracts';
import { ROWS_PER_PAGE } from '@/config/constants.ts';

// Keyset paging of spec section 9 (10 rows a page) as a pure state machine: the grid shows a
// page, "next" asks for the rows after its last key, "previous" for those before its first key.
// Keys are the server's opaque strings; the machine never looks inside them.

/** A page of a keyset route (docs/identity-api.md): `after=lastKey` next, `before=firstKey` previous. */
export type KeysetPage<Row> = KeysetPageOf<Row>;

/** Which page to ask for: the first, or the one after / before a key. */
export type KeysetCursor = { kind: 'first' } | { kind: 'after'; key: string } | { kind: 'before'; key: string };

export interface PagingState {
  cursor: KeysetCursor;
  /** 1-based, for the "page n" label only: the server does not count pages. */
  pageNumber: number;
}

export type PagingEvent =
  | { type: 'next'; page: KeysetPage<unknown> }
  | { type: 'previous'; page: KeysetPage<unknown> }
  | { type: 'reset' };

export const firstPage: PagingState = { cursor: { kind: 'first' }, pageNumber: 1 };

export function canGoNext(page: KeysetPage<unknown> | undefined): boolean {
  return Boolean(page?.hasNext && page.lastKey !== null);
}

export function canGoPrevious(page: KeysetPage<unknown> | undefined): boolean {
  return Boolean(page?.hasPrevious && page.firstKey !== null);
}

/**
 * The next paging state; a move the shown page does not allow leaves the state as it is.
 *
 * @example pagingReducer(firstPage, { type: 'next', page }) // { cursor: { kind: 'after', key: page.lastKey }, pageNumber: 2 }
 */
export function pagingReducer(state: PagingState, event: PagingEvent): PagingState {
  switch (event.type) {
    case 'next':
      if (!canGoNext(event.page)) return state;
      return { cursor: { kind: 'after', key: event.page.lastKey as string }, pageNumber: state.pageNumber + 1 };
    case 'previous': {
      if (!canGoPrevious(event.page)) return state;
      // Back on page 1 the first-page query is used, so its cache entry is shared with a fresh visit.
      if (state.pageNumber <= 2) return firstPage;
      return { cursor: { kind: 'before', key: event.page.firstKey as string }, pageNumber: state.pageNumber - 1 };
    }
    case 'reset':
      return firstPage;
    default: {
      const unknown: never = event;
      throw new Error(`unknown paging event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The query arguments of a keyset route for a cursor. */
export interface KeysetArgs {
  limit: number;
  after?: string;
  before?: string;
}

export function keysetArgs(cursor: KeysetCursor, limit = ROWS_PER_PAGE): KeysetArgs {
  if (cursor.kind === 'after') return { limit, after: cursor.key };
  if (cursor.kind === 'before') return { limit, before: cursor.key };
  return { limit };
}

/**
 * The query string of a keyset route.
 *
 * @example keysetSearch({ limit: 10, after: 'k 1' }) // 'limit=10&after=k+1'
 */
export function keysetSearch(args: KeysetArgs): string {
  const search = new URLSearchParams({ limit: String(args.limit) });
  if (args.after !== undefined) search.set('after', args.after);
  if (args.before !== undefined) search.set('before', args.before);
  return search.toString();
}

/**
 * A keyset page cut from a list the client already holds (routes that answer a whole array,
 * like a partner's users), so every table pages the same way. Keys are row indexes.
 */
export function localKeysetPage<Row>(rows: readonly Row[], cursor: KeysetCursor, limit = ROWS_PER_PAGE): KeysetPage<Row> {
  let start = 0;
  if (cursor.kind === 'after') start = Number(cursor.key) + 1;
  if (cursor.kind === 'before') start = Math.max(0, Number(cursor.key) - limit);
  if (!Number.isFinite(start) || start >= rows.length) start = Math.max(0, rows.length - limit);
  const slice = rows.slice(start, start + limit);
  const last = start + slice.length - 1;
  return {
    rows: slice,
    firstKey: slice.length > 0 ? String(start) : null,
    lastKey: slice.length > 0 ? String(last) : null,
    hasNext: last < rows.length - 1,
    hasPrevious: start > 0,
  };
}
