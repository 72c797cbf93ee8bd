import { formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { GenerationBehindError } from '../store/errors.ts';
import type { ReadStore } from '../store/read-store.ts';
import { silentLogger, type Logger } from './logger.ts';
import { projectBatch, type KnownDocuments } from './project-batch.ts';
import { progressMeter, type RebuildProgress } from './rebuild-progress.ts';
import type { AnyView } from './view.ts';

export type { RebuildProgress } from './rebuild-progress.ts';

export interface RebuildOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly view: AnyView;
  /** Called at most every `progressEveryMs` (default 250) and once at the end of the load. */
  readonly onProgress?: (progress: RebuildProgress) => void;
  readonly progressEveryMs?: number;
  /** Aborting drops the half-built generation; readers never saw it. */
  readonly signal?: AbortSignal;
  /** Events per batch and transaction (default 2000). */
  readonly batchSize?: number;
  /**
   * Up to this many documents (default 50,000) stay in memory during the load, so batches do not
   * read back what the rebuild itself wrote; beyond it, batches load their documents.
   */
  readonly cachedDocuments?: number;
  readonly logger?: Logger;
}

export interface RebuildResult {
  readonly generation: number;
  readonly previous: number | null;
  readonly events: number;
  readonly checkpoint: string;
  readonly seconds: number;
}

/**
 * Blue/green rebuild: fills a new generation from the start of the log beside the live one,
 * builds its indexes, catches up to the head, then switches readers over in one transaction and
 * drops the old generation. Readers see the complete old model until the switch, then the new
 * one. A live engine on the old generation notices at its next batch and continues on the new.
 *
 * @example
 * await rebuild({ eventStore, readStore, view: platformConfigView, onProgress: (p) => bar.update(p.done, p) });
 */
export async function rebuild(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, readStore, view, signal } = options;
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? 2000;
  const handles = new Set(view.handles);
  const started = Date.now();
  await readStore.ensureView(view);
  const { generation } = await readStore.createGeneration(view);
  logger.info({ projection: view.name, generation }, 'rebuild started');
  const meter = await progressMeter(eventStore, options.onProgress, options.progressEveryMs);

  // Reads run one batch ahead of the writes: on PostgreSQL they use another pooled connection.
  let checkpoint: Checkpoint = START;
  const cacheLimit = options.cachedDocuments ?? 50_000;
  let known: KnownDocuments | undefined = cacheLimit > 0 ? new Map() : undefined;
  const load = async (): Promise<void> => {
    const read = (after: Checkpoint): Promise<RecordedEvent[]> => {
      const batch = eventStore.readAll({ after, maxCount: batchSize });
      batch.catch(() => undefined); // a failed write must not leave the prefetch unhandled
      return batch;
    };
    let next = read(checkpoint);
    for (;;) {
      signal?.throwIfAborted();
      const batch = await next;
      const last = batch.at(-1);
      if (last === undefined) return;
      const more = batch.length === batchSize;
      if (more) next = read(last.checkpoint);
      const outcome = await projectBatch(readStore, view, handles, generation, checkpoint, batch, known);
      if (known && known.size > cacheLimit) known = undefined;
      checkpoint = outcome.to;
      meter.add(outcome.events);
      if (!more) return;
    }
  };

  try {
    await load();
    await readStore.buildIndexes(view, generation);
    let previous: number | null = null;
    for (let attempt = 1; ; attempt += 1) {
      await load(); // what arrived meanwhile
      signal?.throwIfAborted();
      try {
        ({ previous } = await readStore.activate(view.name, generation));
        break;
      } catch (error) {
        // The live engine moved past us while we caught up: catch up again, a bounded number of times.
        if (!(error instanceof GenerationBehindError) || attempt >= 20) throw error;
      }
    }
    meter.finish();
    if (previous !== null) await readStore.dropGeneration(view.name, previous);
    const result = { generation, previous, events: meter.done, checkpoint: formatCheckpoint(checkpoint), seconds: (Date.now() - started) / 1000 };
    logger.info({ projection: view.name, ...result }, 'rebuild switched readers to the new generation');
    return result;
  } catch (error) {
    const active = await readStore.active(view.name).catch(() => null);
    if (active?.generation !== generation) await readStore.dropGeneration(view.name, generation).catch(() => undefined);
    logger.error({ projection: view.name, generation, err: error }, 'rebuild failed; the live generation is unchanged');
    throw error;
  }
}
