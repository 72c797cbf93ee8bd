import { Coalescer } from './append-signal.ts';

/** A send whose completions the test controls. */
function controlledSend(): { send: () => Promise<void>; calls: number; finish: () => Promise<void>; fail: () => Promise<void> } {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const state = {
    calls: 0,
    send: () =>
      new Promise<void>((resolve, reject) => {
        state.calls += 1;
        pending.push({ resolve, reject });
      }),
    finish: async () => {
      pending.shift()?.resolve();
      await new Promise((r) => setImmediate(r));
    },
    fail: async () => {
      pending.shift()?.reject(new Error('connection lost'));
      await new Promise((r) => setImmediate(r));
    },
  };
  return state;
}

describe('Coalescer', () => {
  it('sends at once when idle, and one more for everything triggered while a send was on its way', async () => {
    const s = controlledSend();
    const coalescer = new Coalescer(() => s.send());
    coalescer.trigger();
    expect(s.calls).toBe(1);
    for (let i = 0; i < 10; i += 1) coalescer.trigger();
    expect(s.calls).toBe(1);
    await s.finish();
    expect(s.calls).toBe(2);
    await s.finish();
    expect(s.calls).toBe(2);
  });

  it('goes on after a failed send, and settles once nothing is on its way', async () => {
    const s = controlledSend();
    const coalescer = new Coalescer(() => s.send());
    coalescer.trigger();
    coalescer.trigger();
    await s.fail();
    expect(s.calls).toBe(2);
    let settled = false;
    void coalescer.settled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    await s.finish();
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(true);
  });
});
