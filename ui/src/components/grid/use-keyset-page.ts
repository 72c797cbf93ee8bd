import { useCallback, useMemo, useReducer } from 'react';
import { canGoNext, canGoPrevious, firstPage, type KeysetArgs, keysetArgs, type KeysetCursor, type KeysetPage, pagingReducer } from './keyset-paging.ts';

export interface KeysetPaging {
  cursor: KeysetCursor;
  /** What to hand the keyset query (`limit`, `after` or `before`). */
  args: KeysetArgs;
  pageNumber: number;
  next: (page: KeysetPage<unknown> | undefined) => void;
  previous: (page: KeysetPage<unknown> | undefined) => void;
  reset: () => void;
}

/**
 * Paging state of one keyset table.
 *
 * @example
 * const paging = useKeysetPage();
 * const { data, isFetching } = useListSalesPartnersQuery(paging.args);
 * return <KeysetGrid page={data} loading={isFetching} paging={paging} columns={columns} />;
 */
export function useKeysetPage(limit?: number): KeysetPaging {
  const [state, dispatch] = useReducer(pagingReducer, firstPage);
  const next = useCallback((page: KeysetPage<unknown> | undefined) => {
    if (page && canGoNext(page)) dispatch({ type: 'next', page });
  }, []);
  const previous = useCallback((page: KeysetPage<unknown> | undefined) => {
    if (page && canGoPrevious(page)) dispatch({ type: 'previous', page });
  }, []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const args = useMemo(() => keysetArgs(state.cursor, limit), [state.cursor, limit]);
  return { cursor: state.cursor, args, pageNumber: state.pageNumber, next, previous, reset };
}
