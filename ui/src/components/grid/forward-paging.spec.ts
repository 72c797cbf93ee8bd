import { currentAfter, firstForwardPage, forwardKeysetPage, forwardPagingReducer } from './forward-paging.ts';
import { canGoNext, canGoPrevious } from './keyset-paging.ts';

describe('forward-only paging', () => {
  it('walks forward with each answer’s next and back along the keys it walked', () => {
    const page1 = forwardKeysetPage(['a', 'b'], 'b', 1);
    const on2 = forwardPagingReducer(firstForwardPage, { type: 'next', page: page1 });
    expect(currentAfter(on2)).toBe('b');
    const page2 = forwardKeysetPage(['c', 'd'], 'd', 2);
    const on3 = forwardPagingReducer(on2, { type: 'next', page: page2 });
    expect(on3.afters).toEqual([null, 'b', 'd']);
    const back = forwardPagingReducer(on3, { type: 'previous' });
    expect(currentAfter(back)).toBe('b');
    expect(currentAfter(forwardPagingReducer(back, { type: 'previous' }))).toBeUndefined();
  });

  it('stays on the last page and on the first one', () => {
    const last = forwardKeysetPage(['z'], null, 3);
    const state = { afters: [null, 'b', 'd'] };
    expect(forwardPagingReducer(state, { type: 'next', page: last })).toBe(state);
    expect(forwardPagingReducer(firstForwardPage, { type: 'previous' })).toBe(firstForwardPage);
    expect(forwardPagingReducer(state, { type: 'reset' })).toBe(firstForwardPage);
  });

  it('makes pages the grid’s pager can move from', () => {
    const first = forwardKeysetPage([1, 2], 2, 1);
    expect([canGoPrevious(first), canGoNext(first)]).toEqual([false, true]);
    // Integer keys (a history's revision) become the grid's string keys.
    expect(forwardKeysetPage([1], 41, 2)).toMatchObject({ lastKey: '41', hasPrevious: true });
    const last = forwardKeysetPage([3], null, 2);
    expect([canGoPrevious(last), canGoNext(last)]).toEqual([true, false]);
  });
});
