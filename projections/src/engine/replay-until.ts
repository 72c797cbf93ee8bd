import { DomainError, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { DateTime } from 'luxon';
import type { ReadStore } from '../store/read-store.ts';
import { auditReplayName } from './audit-replays.ts';
import { silentLogger } from './logger.ts';
import { projectBatch, type KnownDocuments } from './project-batch.ts';
import { progressMeter } from './rebuild-progress.ts';
import type { RebuildOptions } from './rebuild.ts';
import type { AnyView } from './view.ts';

// A date and a time of day (seconds and fraction optional) and an explicit offset: a moment an
// auditor names must not depend on the time zone of the machine that replays it.
const dateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const invalidMoment = (message: string): DomainError => new DomainError('INVALID_DATE', 400, message, { field: 'until' });

/**
 * The moment of `--until` / `until`: an ISO-8601 date-time with its offset, e.g.
 * `2025-03-31T23:59:59+02:00` or `2025-03-31T21:59:59Z`; anything else is INVALID_DATE.
 */
export function parseReplayMoment(text: string): Date {
  const parsed = dateTimeWithOffset.test(text) ? DateTime.fromISO(text, { setZone: true }) : null;
  if (!parsed?.isValid) throw invalidMoment(`until must be an ISO-8601 date-time with an offset, e.g. 2025-03-31T23:59:59+02:00 or 2025-03-31T21:59:59Z (got "${text}")`);
  return parsed.toJSDate();
}

/**
 * Refuses a moment the log cannot answer: in the future (later events could still be recorded
 * before it), or before the first event in log order (the model was empty then; that event is
 * then always folded, so a replay that passes holds at least one event). INVALID_DATE on `until`.
 */
export async function checkReplayMoment(eventStore: EventStore, until: Date, now: number = Date.now()): Promise<void> {
  if (until.getTime() > now) throw invalidMoment(`until ${until.toISOString()} is in the future (it is ${new Date(now).toISOString()})`);
  const [first] = await eventStore.readAll({ after: START, maxCount: 1 });
  if (!first) throw invalidMoment('the event log is empty: there is no moment to replay');
  if (until.getTime() < Date.parse(first.recordedAt)) {
    throw invalidMoment(`until ${until.toISOString()} is before the first event of the log (recorded at ${first.recordedAt})`);
  }
}

export interface ReplayUntilOptions extends Pick<RebuildOptions, 'onProgress' | 'progressEveryMs' | 'signal' | 'batchSize' | 'cachedDocuments' | 'logger'> {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly view: AnyView;
  /** Events recorded at or before this moment are folded in; the others are read and skipped. */
  readonly until: Date;
  /** The clock `until` must not be ahead of. */
  readonly now?: () => number;
}

export interface ReplayResult {
  /** The registry name of the hidden generation, `<view>@asof-<until>`. */
  readonly name: string;
  readonly view: string;
  readonly until: string;
  readonly generation: number;
  /** Documents the view held at `until`. */
  readonly documents: number;
  /** Events read: the whole log as it stood when the replay ended. */
  readonly events: number;
  /** Of those, the events recorded at or before `until`. */
  readonly folded: number;
  /** The last event folded in. */
  readonly checkpoint: string;
  readonly seconds: number;
}

/**
 * Rebuilds one view as it stood at `until` into a new generation under a name of its own
 * (`<view>@asof-<until>`, see audit-replays.ts) that is never activated: readers, the running
 * engine and the view's own generations are untouched. Returns once the generation holds every
 * event recorded at or before `until`; the caller exports it and drops it
 * (`dropAuditReplay`) or keeps it.
 *
 * The whole log is read, not only up to the first later event: reader order is (commit,
 * position), and `recordedAt` is the appending transaction's start, so a transaction that began
 * before another but committed after it puts an earlier time behind a later one, and no bound
 * on how long a transaction runs makes a stop rule safe. Events appended while the replay runs
 * are read too (they are all later than `until`, which is not in the future, unless their
 * transaction began before it). Aborting, or a failure, drops the half-built generation.
 *
 * @example
 * const result = await replayUntil({ eventStore, readStore, view: offersView, until: new Date('2025-03-31T21:59:59Z'), onProgress: (p) => bar.update(p) });
 * for await (const page of auditReplayDocuments(readStore, result.name)) write(page);
 * await dropAuditReplay(readStore, result.name);
 */
export async function replayUntil(options: ReplayUntilOptions): Promise<ReplayResult> {
  const { eventStore, readStore, until, signal } = options;
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? 2000;
  const started = Date.now();
  await checkReplayMoment(eventStore, until, (options.now ?? Date.now)());
  const last = until.getTime();
  const name = auditReplayName(options.view.name, until);
  // The view's code under the replay's name: documents and checkpoint go to the hidden generation.
  const view: AnyView = { ...options.view, name };
  const handles = new Set(view.handles);
  const { generation } = await readStore.createGeneration(view);
  logger.info({ projection: options.view.name, name, generation, until: until.toISOString() }, 'audit replay started');
  const meter = await progressMeter(eventStore, options.onProgress, options.progressEveryMs);

  let checkpoint: Checkpoint = START;
  let folded = 0;
  // The replay is the generation's only writer: it knows which documents exist without counting them in the store.
  const present = new Set<string>();
  const cacheLimit = options.cachedDocuments ?? 50_000;
  let known: KnownDocuments | undefined = cacheLimit > 0 ? new Map() : undefined;
  const read = (after: Checkpoint): Promise<RecordedEvent[]> => {
    const batch = eventStore.readAll({ after, maxCount: batchSize });
    batch.catch(() => undefined); // a failed write must not leave the prefetch unhandled
    return batch;
  };
  try {
    // Reads run one batch ahead of the writes, as in a rebuild.
    let next = read(START);
    for (;;) {
      signal?.throwIfAborted();
      const batch = await next;
      const end = batch.at(-1);
      if (end === undefined) break;
      const more = batch.length === batchSize;
      if (more) next = read(end.checkpoint);
      const included = batch.filter((e) => Date.parse(e.recordedAt) <= last);
      if (included.length > 0) {
        const outcome = await projectBatch(readStore, view, handles, generation, checkpoint, included, known);
        if (known && known.size > cacheLimit) known = undefined;
        for (const { id, doc } of outcome.changed) {
          if (doc === null) present.delete(id);
          else present.add(id);
        }
        checkpoint = outcome.to;
        folded += outcome.events;
      }
      meter.add(batch.length);
      if (!more) break;
    }
    signal?.throwIfAborted();
    meter.finish();
    const result: ReplayResult = {
      name,
      view: options.view.name,
      until: until.toISOString(),
      generation,
      documents: present.size,
      events: meter.done,
      folded,
      checkpoint: formatCheckpoint(checkpoint),
      seconds: (Date.now() - started) / 1000,
    };
    logger.info({ projection: options.view.name, ...result }, 'audit replay done');
    return result;
  } catch (error) {
    await readStore.dropGeneration(name, generation).catch(() => undefined);
    logger.error({ projection: options.view.name, name, generation, err: error }, 'audit replay failed; its generation is dropped');
    throw error;
  }
}
