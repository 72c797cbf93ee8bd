import { canGoNext, canGoPrevious, firstPage, type KeysetPage, keysetArgs, keysetSearch, localKeysetPage, pagingReducer } from './keyset-paging.ts';

const page = (over: Partial<KeysetPage<number>> = {}): KeysetPage<number> => ({ rows: [1], firstKey: 'a', lastKey: 'z', hasNext: true, hasPrevious: true, ...over });

describe('keyset paging', () => {
  it('goes to the rows after the last key, then back before the first key', () => {
    const second = pagingReducer(firstPage, { type: 'next', page: page({ hasPrevious: false }) });
    expect(second).toEqual({ cursor: { kind: 'after', key: 'z' }, pageNumber: 2 });
    const third = pagingReducer(second, { type: 'next', page: page({ lastKey: 'k3' }) });
    expect(third).toEqual({ cursor: { kind: 'after', key: 'k3' }, pageNumber: 3 });
    expect(pagingReducer(third, { type: 'previous', page: page({ firstKey: 'f3' }) })).toEqual({ cursor: { kind: 'before', key: 'f3' }, pageNumber: 2 });
  });

  it('returns to the plain first-page query from page 2', () => {
    const second = { cursor: { kind: 'after', key: 'z' } as const, pageNumber: 2 };
    expect(pagingReducer(second, { type: 'previous', page: page() })).toEqual(firstPage);
  });

  it('ignores moves the page does not allow', () => {
    expect(pagingReducer(firstPage, { type: 'next', page: page({ hasNext: false }) })).toBe(firstPage);
    expect(pagingReducer(firstPage, { type: 'previous', page: page({ hasPrevious: false }) })).toBe(firstPage);
    expect(pagingReducer(firstPage, { type: 'next', page: page({ lastKey: null }) })).toBe(firstPage);
    expect(canGoNext(undefined)).toBe(false);
    expect(canGoPrevious(page({ firstKey: null }))).toBe(false);
  });

  it('resets to the first page', () => {
    expect(pagingReducer({ cursor: { kind: 'after', key: 'x' }, pageNumber: 4 }, { type: 'reset' })).toEqual(firstPage);
  });

  it('builds the query of a cursor with 10 rows a page', () => {
    expect(keysetArgs({ kind: 'first' })).toEqual({ limit: 10 });
    expect(keysetArgs({ kind: 'after', key: 'k' })).toEqual({ limit: 10, after: 'k' });
    expect(keysetArgs({ kind: 'before', key: 'k' }, 5)).toEqual({ limit: 5, before: 'k' });
    expect(keysetSearch({ limit: 10, after: 'a b&c' })).toBe('limit=10&after=a+b%26c');
    expect(keysetSearch({ limit: 10 })).toBe('limit=10');
  });

  it('pages a list the client holds like a keyset route', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    const first = localKeysetPage(rows, { kind: 'first' });
    expect(first).toEqual({ rows: rows.slice(0, 10), firstKey: '0', lastKey: '9', hasNext: true, hasPrevious: false });
    const last = localKeysetPage(rows, { kind: 'after', key: '19' });
    expect(last).toMatchObject({ rows: [20, 21, 22], firstKey: '20', lastKey: '22', hasNext: false, hasPrevious: true });
    expect(localKeysetPage(rows, { kind: 'before', key: '20' }).rows).toEqual(rows.slice(10, 20));
    expect(localKeysetPage([], { kind: 'first' })).toEqual({ rows: [], firstKey: null, lastKey: null, hasNext: false, hasPrevious: false });
  });

  it('shows the last full page when the list shrank under the cursor', () => {
    const rows = [1, 2, 3];
    expect(localKeysetPage(rows, { kind: 'after', key: '9' })).toMatchObject({ rows: [1, 2, 3], hasPrevious: false, hasNext: false });
  });
});
