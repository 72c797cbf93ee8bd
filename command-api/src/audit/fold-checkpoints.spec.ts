import { FoldCheckpoints } from './fold-checkpoints.ts';

describe('fold checkpoints', () => {
  it('given checkpoints every 1000 events, then one is due after revisions 999, 1999, ...', () => {
    const checkpoints = new FoldCheckpoints();
    expect([0, 998, 999, 1000, 1999].map((r) => checkpoints.due(r))).toEqual([false, false, true, false, true]);
  });

  it('given checkpoints at 999 and 1999, when asked for 1998, then the one at 999; for 500, none', () => {
    const checkpoints = new FoldCheckpoints();
    checkpoints.keep('s-1', { revision: 1999, state: 'b' });
    checkpoints.keep('s-1', { revision: 999, state: 'a' });
    expect(checkpoints.nearest('s-1', 1998)).toEqual({ revision: 999, state: 'a' });
    expect(checkpoints.nearest('s-1', 1999)).toEqual({ revision: 1999, state: 'b' });
    expect(checkpoints.nearest('s-1', 500)).toBeUndefined();
    expect(checkpoints.nearest('s-2', 5000)).toBeUndefined();
  });

  it('given more streams than it keeps, when one more is kept, then the one read least recently goes', () => {
    const checkpoints = new FoldCheckpoints({ streams: 2, every: 10 });
    checkpoints.keep('a', { revision: 9, state: 'a' });
    checkpoints.keep('b', { revision: 9, state: 'b' });
    checkpoints.nearest('a', 9);
    checkpoints.keep('c', { revision: 9, state: 'c' });
    expect([checkpoints.nearest('a', 9)?.state, checkpoints.nearest('b', 9)?.state, checkpoints.nearest('c', 9)?.state]).toEqual(['a', undefined, 'c']);
    expect(checkpoints.size).toBe(2);
  });

  it('given the same revision kept twice, then it is kept once', () => {
    const checkpoints = new FoldCheckpoints({ every: 10 });
    checkpoints.keep('a', { revision: 9, state: 'first' });
    checkpoints.keep('a', { revision: 9, state: 'again' });
    checkpoints.keep('a', { revision: 19, state: 'next' });
    expect(checkpoints.nearest('a', 18)).toEqual({ revision: 9, state: 'first' });
  });
});
