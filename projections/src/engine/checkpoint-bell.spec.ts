import { formatCheckpoint, START, type Checkpoint } from '@portal/events';
import { InProcessBus } from '@portal/platform';
import { listenForCheckpoints, publishCheckpoint } from './checkpoint-bell.ts';
import { waitForCheckpoint } from './wait-for-checkpoint.ts';

// With a one-minute poll, only a ring can end these waits in time.
const pollMs = 60_000;
const target: Checkpoint = { commit: 7n, position: 42n };

/** A read store whose committed checkpoint the test moves, as another process's engine would. */
function movingStore(): { checkpoint: () => Promise<Checkpoint>; commit: (c: Checkpoint) => void } {
  let current = START;
  return { checkpoint: async () => current, commit: (c) => (current = c) };
}

describe('checkpoint bell over the bus', () => {
  it('a commit announced on the bus ends a read-your-writes wait in a process that listens', async () => {
    const bus = new InProcessBus();
    const subscription = await listenForCheckpoints(bus);
    const store = movingStore();
    const started = Date.now();
    const waiting = waitForCheckpoint(store, 'customers', target, { pollMs, timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.commit(target);
    await publishCheckpoint(bus, 'customers', formatCheckpoint(target));
    await expect(waiting).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    await subscription.unsubscribe();
  });

  it('a process that does not listen sees the commit only at the end of its wait', async () => {
    const bus = new InProcessBus();
    const store = movingStore();
    const started = Date.now();
    const waiting = waitForCheckpoint(store, 'customers-elsewhere', target, { pollMs, timeoutMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.commit(target);
    await publishCheckpoint(bus, 'customers-elsewhere', formatCheckpoint(target));
    await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a commit of another projection does not end the wait', async () => {
    const bus = new InProcessBus();
    const subscription = await listenForCheckpoints(bus);
    const store = movingStore();
    const started = Date.now();
    const waiting = waitForCheckpoint(store, 'users', target, { pollMs, timeoutMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.commit(target);
    await publishCheckpoint(bus, 'customers', formatCheckpoint(target));
    await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await subscription.unsubscribe();
  });
});
