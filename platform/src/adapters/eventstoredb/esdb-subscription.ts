import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@portal/events';
import { isSystemEvent } from './esdb-records.ts';

export interface BatchOptions {
  readonly signal: AbortSignal;
  readonly maxCount: number;
  /** Exclusive: events at or before it are dropped (null: keep everything). */
  readonly after: Checkpoint | null;
  readonly toRecorded: (resolved: AllStreamResolvedEvent) => RecordedEvent | null;
}

/**
 * Turns a `$all` catch-up subscription, which pushes one event at a time, into the port's
 * batches. Whatever has arrived when the consumer asks, plus what arrives within one more turn
 * of the event loop, goes out as one batch of at most `maxCount`. The server does not wait for
 * a slow consumer, so the stream is paused while more than a few batches are queued.
 */
export async function* batchSubscription(sub: AllStreamSubscription, options: BatchOptions): AsyncGenerator<RecordedEvent[]> {
  const { signal, maxCount, after } = options;
  const highWater = maxCount * 4;
  const queue: RecordedEvent[] = [];
  let failure: { error: unknown } | null = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    const w = wake;
    wake = null;
    w?.();
  };

  sub.on('data', (resolved: AllStreamResolvedEvent) => {
    try {
      const event = resolved.event && !isSystemEvent(resolved.event) ? options.toRecorded(resolved) : null;
      if (!event || (after && compareCheckpoints(event.checkpoint, after) <= 0)) return;
      queue.push(event);
      if (queue.length >= highWater) sub.pause();
    } catch (error) {
      failure = { error };
    }
    notify();
  });
  sub.on('error', (error: Error) => {
    failure = { error };
    notify();
  });
  sub.on('end', () => {
    ended = true;
    notify();
  });
  signal.addEventListener('abort', notify, { once: true });

  try {
    while (!signal.aborted) {
      if (failure) throw (failure as { error: unknown }).error;
      if (queue.length === 0) {
        if (ended) return;
        // No await between the empty check and setting `wake`: no event can slip in between.
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (queue.length < maxCount) await new Promise<void>((resolve) => setImmediate(resolve));
      if (signal.aborted) return;
      const batch = queue.splice(0, maxCount);
      if (sub.isPaused() && queue.length < highWater / 2) sub.resume();
      yield batch;
    }
  } finally {
    signal.removeEventListener('abort', notify);
    await sub.unsubscribe().catch(() => undefined);
  }
}
