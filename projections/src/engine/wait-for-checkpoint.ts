import { compareCheckpoints, parseCheckpoint, type Checkpoint, type EventStore } from '@portal/events';
import type { ReadStore } from '../store/read-store.ts';

// In-process fast path: engines ring the projection's bell after each commit, so a waiter in
// the same process re-reads at once instead of at its next poll.
const bells = new Map<string, Set<() => void>>();

export function ringCheckpointBell(projection: string): void {
  const waiters = bells.get(projection);
  if (!waiters) return;
  bells.delete(projection);
  for (const wake of waiters) wake();
}

function nextRing(projection: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let waiters = bells.get(projection);
    if (!waiters) bells.set(projection, (waiters = new Set()));
    const set = waiters;
    const done = (): void => {
      clearTimeout(timer);
      set.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    set.add(done);
  });
}

export interface WaitOptions {
  /** Give up after this long (default 5000 ms) and resolve false. */
  readonly timeoutMs?: number;
  /** How often to re-read the store when no in-process engine rings (other processes; default 50 ms). */
  readonly pollMs?: number;
}

/**
 * Read your writes: resolves true once the projection's active generation has reached
 * `checkpoint`, false after the timeout. Reads the store, so it works when the engine runs in
 * another process.
 *
 * @example
 * if (!(await waitForCheckpoint(readStore, 'platform-config', checkpoint, { timeoutMs: 2000 }))) reply.header('X-Portal-Stale', '1');
 */
export async function waitForCheckpoint(
  readStore: ReadStore,
  projection: string,
  checkpoint: Checkpoint | string,
  options: WaitOptions = {},
): Promise<boolean> {
  const target = typeof checkpoint === 'string' ? parseCheckpoint(checkpoint) : checkpoint;
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const pollMs = options.pollMs ?? 50;
  for (;;) {
    if (compareCheckpoints(await readStore.checkpoint(projection), target) >= 0) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await nextRing(projection, Math.min(pollMs, left));
  }
}

/**
 * The same for a global position, as commands return it (`X-Portal-Min-Position`): looks up the
 * event's checkpoint first. Resolves false if no event has that position before the timeout.
 */
export async function waitForPosition(
  eventStore: Pick<EventStore, 'checkpointOf'>,
  readStore: ReadStore,
  projection: string,
  globalPosition: bigint,
  options: WaitOptions = {},
): Promise<boolean> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 5000;
  for (;;) {
    const checkpoint = await eventStore.checkpointOf(globalPosition);
    const left = timeoutMs - (Date.now() - started);
    if (checkpoint) return waitForCheckpoint(readStore, projection, checkpoint, { ...options, timeoutMs: Math.max(left, 0) });
    if (left <= 0) return false;
    await nextRing(projection, Math.min(options.pollMs ?? 50, left));
  }
}
