import type { KeysetPage } from './keyset-paging.ts';

// Paging of a route that only goes forward: each answer carries `next`, the key to send as
// `after` for the page that follows, and there is no `before` (the audit's routes). "Previous"
// goes back along the keys already walked, which this state keeps as a stack, so the grid's pager
// (KeysetGrid) works as on every keyset route.

export interface ForwardPagingState {
  /** The `after` of each page walked so far, the shown page last; null is the first page. */
  readonly afters: readonly (string | null)[];
}

export type ForwardPagingEvent = { type: 'next'; page: KeysetPage<unknown> } | { type: 'previous' } | { type: 'reset' };

export const firstForwardPage: ForwardPagingState = { afters: [null] };

/**
 * The next state; a "next" without a key and a "previous" on the first page change nothing.
 *
 * @example forwardPagingReducer(firstForwardPage, { type: 'next', page: { ...page, lastKey: 'k9' } }) // { afters: [null, 'k9'] }
 */
export function forwardPagingReducer(state: ForwardPagingState, event: ForwardPagingEvent): ForwardPagingState {
  switch (event.type) {
    case 'next':
      return event.page.hasNext && event.page.lastKey !== null ? { afters: [...state.afters, event.page.lastKey] } : state;
    case 'previous':
      return state.afters.length > 1 ? { afters: state.afters.slice(0, -1) } : state;
    case 'reset':
      return firstForwardPage;
    default: {
      const unknown: never = event;
      throw new Error(`unknown paging event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The `after` of the shown page (undefined on the first). */
export function currentAfter(state: ForwardPagingState): string | undefined {
  return state.afters.at(-1) ?? undefined;
}

/**
 * A forward-only answer as the grid's page: `next` is the last key; a page after the first has a
 * previous one (the key is never sent, the stack knows where it was).
 *
 * @example forwardKeysetPage(items, 'k9', 1) // { rows: items, firstKey: null, lastKey: 'k9', hasNext: true, hasPrevious: false }
 */
export function forwardKeysetPage<Row>(rows: readonly Row[], next: string | number | null, pageNumber: number): KeysetPage<Row> {
  return {
    rows: [...rows],
    firstKey: pageNumber > 1 ? String(pageNumber) : null,
    lastKey: next === null ? null : String(next),
    hasNext: next !== null,
    hasPrevious: pageNumber > 1,
  };
}
