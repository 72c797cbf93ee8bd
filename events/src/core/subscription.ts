import type { Checkpoint, RecordedEvent } from './envelope.ts';
import { START } from './envelope.ts';
import type { SubscribeOptions } from './event-store.ts';

/** A wake-up call: appends in this process ring it so live readers need not wait for a poll. */
export class Doorbell {
  private waiters = new Set<() => void>();

  ring(): void {
    const waiting = this.waiters;
    this.waiters = new Set();
    for (const wake of waiting) wake();
  }

  /** Resolves on the next ring, after `ms`, or when the signal aborts, whichever is first. */
  wait(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

/**
 * Catch-up then live, over any `readAll`: read full batches back to back until one comes back
 * short, then wait for the doorbell or the poll interval. A batch held back by an open
 * transaction simply comes back empty and is read again on the next wake-up.
 */
export async function* catchUpThenFollow(
  readAll: (after: Checkpoint, maxCount: number) => Promise<RecordedEvent[]>,
  doorbell: Doorbell,
  options: SubscribeOptions & { pollMs?: number },
): AsyncGenerator<RecordedEvent[]> {
  const maxCount = options.maxCount ?? 1000;
  const pollMs = options.pollMs ?? 200;
  let after = options.after ?? START;
  while (!options.signal.aborted) {
    const batch = await readAll(after, maxCount);
    if (batch.length > 0) {
      after = batch.at(-1)?.checkpoint ?? after;
      yield batch;
      if (batch.length === maxCount) continue;
    }
    if (options.signal.aborted) return;
    await doorbell.wait(pollMs, options.signal);
  }
}
