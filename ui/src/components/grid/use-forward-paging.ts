import { useCallback, useReducer } from 'react';
import { currentAfter, firstForwardPage, forwardPagingReducer } from './forward-paging.ts';
import type { KeysetPage } from './keyset-paging.ts';

export interface ForwardPaging {
  /** What to send as `after` for the shown page; undefined on the first. */
  after: string | undefined;
  pageNumber: number;
  next: (page: KeysetPage<unknown> | undefined) => void;
  previous: (page: KeysetPage<unknown> | undefined) => void;
  reset: () => void;
}

/**
 * Paging state of a grid over a forward-only route (forward-paging.ts).
 *
 * @example
 * const paging = useForwardPaging();
 * const { data } = useGetAuditStreamsQuery({ prefix, after: paging.after });
 * return <KeysetGrid page={data && forwardKeysetPage(data.items, data.next, paging.pageNumber)} paging={paging} ... />;
 */
export function useForwardPaging(): ForwardPaging {
  const [state, dispatch] = useReducer(forwardPagingReducer, firstForwardPage);
  const next = useCallback((page: KeysetPage<unknown> | undefined) => {
    if (page) dispatch({ type: 'next', page });
  }, []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { after: currentAfter(state), pageNumber: state.afters.length, next, previous, reset };
}
