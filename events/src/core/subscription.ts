import type { Checkpoint, RecordedEvent } from './envelope.ts';
import { START } from './envelope.ts';
import type { SubscribeOptions } from './event-store.ts';

/** Why a wait on the doorbell ended. */
export type WakeReason = 'rang' | 'timeout' | 'aborted';

/** A wake-up call: appends (in this process, or announced by others) ring it so live readers need not wait for a poll. */
export class Doorbell {
  private waiters = new Set<() => void>();
  private rings = 0;

  /** How often it has rung; pass it to `wait` as `since` so a ring in between is not missed. */
  get count(): number {
    return this.rings;
  }

  ring(): void {
    this.rings += 1;
    const waiting = this.waiters;
    this.waiters = new Set();
    for (const wake of waiting) wake();
  }

  /**
   * Resolves on the next ring, after `ms`, or when the signal aborts, whichever is first; at
   * once if it has rung since `count` was `since`.
   */
  wait(ms: number, signal: AbortSignal, since?: number): Promise<WakeReason> {
    if (since !== undefined && since !== this.rings) return Promise.resolve('rang');
    return new Promise((resolve) => {
      const done = (reason: WakeReason) => (): void => {
        clearTimeout(timer);
        this.waiters.delete(rang);
        signal.removeEventListener('abort', aborted);
        resolve(reason);
      };
      const rang = done('rang');
      const aborted = done('aborted');
      const timer = setTimeout(done('timeout'), ms);
      this.waiters.add(rang);
      signal.addEventListener('abort', aborted, { once: true });
    });
  }
}

/**
 * One query for the live readers one ring wakes: every subscription of a store (a projection
 * each) asks for the same events at once, so a read already under way for the same position and
 * size answers them all, as long as no ring came since it started (a read started before a ring
 * may miss that ring's events, and its waiter would then sleep until the poll).
 */
export function sharedReads(
  readAll: (after: Checkpoint, maxCount: number) => Promise<RecordedEvent[]>,
  doorbell: Doorbell,
): (after: Checkpoint, maxCount: number) => Promise<RecordedEvent[]> {
  const underWay = new Map<string, { readonly rings: number; readonly read: Promise<RecordedEvent[]> }>();
  return (after, maxCount) => {
    const key = `${after.commit}:${after.position}:${maxCount}`;
    const current = underWay.get(key);
    if (current && current.rings === doorbell.count) return current.read;
    const read = readAll(after, maxCount).finally(() => {
      if (underWay.get(key)?.read === read) underWay.delete(key);
    });
    underWay.set(key, { rings: doorbell.count, read });
    return read;
  };
}

/** The first look again after a ring whose events were not readable yet; it doubles up to the poll. */
const heldBackFirstMs = 5;

/**
 * Catch-up then live, over any `readAll`: read full batches back to back until one comes back
 * short, then wait for the doorbell or the poll interval. A ring that comes while a read is
 * under way is not lost: the wait returns at once. A ring promises new events; when the read
 * after it finds none, an older transaction still holds them back (ADR 1), and no second ring
 * may come when it ends, so the reader looks again soon (5 ms, doubling) rather than at the
 * next poll.
 */
export async function* catchUpThenFollow(
  readAll: (after: Checkpoint, maxCount: number) => Promise<RecordedEvent[]>,
  doorbell: Doorbell,
  options: SubscribeOptions & { pollMs?: number },
): AsyncGenerator<RecordedEvent[]> {
  const maxCount = options.maxCount ?? 1000;
  const pollMs = options.pollMs ?? 200;
  let after = options.after ?? START;
  let promised = false;
  let heldBackMs = 0;
  while (!options.signal.aborted) {
    const rings = doorbell.count;
    const batch = await readAll(after, maxCount);
    if (batch.length > 0) {
      heldBackMs = 0;
      after = batch.at(-1)?.checkpoint ?? after;
      yield batch;
      if (batch.length === maxCount) continue;
    } else if (promised) {
      heldBackMs = heldBackMs === 0 ? heldBackFirstMs : heldBackMs * 2;
      if (heldBackMs >= pollMs) heldBackMs = 0;
    }
    if (options.signal.aborted) return;
    const woke = await doorbell.wait(heldBackMs > 0 ? heldBackMs : pollMs, options.signal, rings);
    promised = woke === 'rang' || heldBackMs > 0;
  }
}
