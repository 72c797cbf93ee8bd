import { compareCheckpoints, parseCheckpoint, type Checkpoint, type EventStore } from '@portal/events';
import type { ReadStore } from '../store/read-store.ts';
import { nextRing } from './checkpoint-bell.ts';

export interface WaitOptions {
  /** Give up after this long (default 5000 ms) and resolve false. */
  readonly timeoutMs?: number;
  /**
   * How often to re-read the store when nothing rings (default 250 ms): the fallback for a lost
   * ring, since engines ring in process and over the bus (`listenForCheckpoints`).
   */
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
  readStore: Pick<ReadStore, 'checkpoint'>,
  projection: string,
  checkpoint: Checkpoint | string,
  options: WaitOptions = {},
): Promise<boolean> {
  const target = typeof checkpoint === 'string' ? parseCheckpoint(checkpoint) : checkpoint;
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const pollMs = options.pollMs ?? 250;
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
  readStore: Pick<ReadStore, 'checkpoint'>,
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
    await nextRing(projection, Math.min(options.pollMs ?? 250, left));
  }
}
