import type { EventStore } from '@portal/events';

export interface RebuildProgress {
  /** Events read from the log so far. */
  readonly done: number;
  /** Events in the log (estimated from the head's global position; grows if the log does). */
  readonly total: number;
  readonly perSecond: number;
  readonly etaSeconds: number;
}

export interface ProgressMeter {
  /** Counts `events` more and reports, at most every `everyMs` unless `force`. */
  add(events: number, force?: boolean): void;
  /** Ends the count: total = done, reported once. */
  finish(): void;
  readonly done: number;
}

/**
 * Events done against the head of the log, events per second and the ETA, as every rebuild
 * reports them (the document engine's and the typed tables'), for the CLI's progress bar.
 */
export async function progressMeter(eventStore: EventStore, onProgress: ((progress: RebuildProgress) => void) | undefined, everyMs = 250): Promise<ProgressMeter> {
  const started = Date.now();
  let total = Number((await eventStore.head()).position);
  let done = 0;
  let lastReport = 0;
  const report = (force: boolean): void => {
    const now = Date.now();
    if (!onProgress || (!force && now - lastReport < everyMs)) return;
    lastReport = now;
    total = Math.max(total, done);
    const perSecond = done / Math.max((now - started) / 1000, 0.001);
    onProgress({ done, total, perSecond, etaSeconds: perSecond > 0 ? (total - done) / perSecond : 0 });
  };
  return {
    add: (events, force = false) => {
      done += events;
      report(force);
    },
    finish: () => {
      total = done;
      report(true);
    },
    get done() {
      return done;
    },
  };
}
