import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { migrate, type BlobStore, type SchemaStep, type SqlDriver } from '@portal/platform';
import { messageOf, silentLogger, type Logger } from '../engine/logger.ts';
import type { OperatedProjection, RebuildRun } from '../engine/operated-projection.ts';
import type { ProjectionStatusRow } from '../engine/projection-status.ts';
import type { RebuildResult } from '../engine/rebuild.ts';
import { generationStep, rebuildTables, recordTableFailure, tableStatusRow, type TypedTables } from '../engine/table-rebuild.ts';
import type { DaySlice } from './day-slices.ts';
import { daysOfEvent, seriesEvents } from './series-files.ts';
import { moveCheckpoint, projectionName, readCheckpoint, timeSeriesStep, writeDays } from './time-series-table.ts';

export interface TimeSeriesProjectionOptions {
  readonly eventStore: EventStore;
  /** The SQL database of the table (PostgreSQL or PGlite); in embedded mode the event store's own driver. */
  readonly sql: SqlDriver;
  readonly blobStore: BlobStore;
  readonly logger?: Logger;
  readonly batchSize?: number;
}

const handled: ReadonlySet<string> = new Set(seriesEvents);
const model: TypedTables = { name: projectionName, tables: ['time_series_days', 'time_series_values'], checkpointTable: 'time_series_checkpoint' };

/** The projection's tables and its checkpoint's generation column, for the portal's one migration run (deploy/schema.ts). */
export const timeSeriesSchema: readonly SchemaStep[] = [timeSeriesStep, generationStep(model)];

/**
 * The time-series read model (ADR 0022): load profiles and forecasts named by events, read from
 * the blob store and written per local day into `time_series_days`, each batch with its
 * checkpoint in one transaction. Values are never in the events nor in JSON documents, so this
 * projection has its own typed table instead of a `View` of the document engine.
 *
 * @example
 * const timeSeries = new TimeSeriesProjection({ eventStore, sql, blobStore, logger });
 * await timeSeries.start();          // catches up, then follows the log
 * await timeSeries.rebuild();        // re-reads every file; readers see the old rows until it commits
 */
export class TimeSeriesProjection implements OperatedProjection {
  private readonly options: TimeSeriesProjectionOptions;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private checkpoint: Checkpoint = START;
  private failure: string | null = null;
  private schemaReady: Promise<void> | undefined;

  constructor(options: TimeSeriesProjectionOptions) {
    this.options = options;
  }

  get name(): string {
    return projectionName;
  }

  async init(): Promise<void> {
    await migrate(this.options.sql, [timeSeriesStep]);
    // A migration of its own: it alters the table the step above creates.
    await migrate(this.options.sql, [generationStep(model)]);
  }

  /** `projections status`: generation, checkpoint and lag from the checkpoint row, in any process. */
  async statusRow(): Promise<ProjectionStatusRow> {
    // Once per instance: the metrics scrape asks every 15 s.
    this.schemaReady ??= this.init().catch((error: unknown) => {
      this.schemaReady = undefined;
      throw error;
    });
    await this.schemaReady;
    return tableStatusRow(this.options.eventStore, this.options.sql, model);
  }

  status(): { name: string; checkpoint: string; failure: string | null; running: boolean } {
    return { name: projectionName, checkpoint: formatCheckpoint(this.checkpoint), failure: this.failure, running: this.loop !== undefined };
  }

  /** Applies every event after the stored checkpoint, a batch at a time; resolves at the head of the log. */
  async catchUp(): Promise<Checkpoint> {
    await this.init();
    for (;;) {
      const from = await readCheckpoint(this.options.sql);
      const batch = await this.options.eventStore.readAll({ after: from, maxCount: this.options.batchSize ?? 500 });
      if (batch.length === 0) return (this.checkpoint = from);
      await this.apply(from, batch);
    }
  }

  /** Catches up, then follows the log until `stop`, in the background. A failing batch stops the loop and is reported in `status` and the log. */
  async start(): Promise<void> {
    if (this.loop) return;
    const abort = new AbortController();
    this.abort = abort;
    this.loop = (async () => {
      try {
        // A file that cannot be read stops this projection only: the server and the other read models run on.
        await this.follow(abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        this.failure = messageOf(error);
        (this.options.logger ?? silentLogger).error({ err: error, projection: projectionName }, 'time-series projection stopped');
        await recordTableFailure(this.options.sql, model, this.failure).catch(() => undefined);
      }
    })().finally(() => (this.loop = undefined));
  }

  /**
   * Catches up and follows; when another process moved the checkpoint under it (a rebuild from
   * the CLI switched the tables), it subscribes again from the stored checkpoint, so the events
   * between that checkpoint and its own are applied again rather than skipped.
   */
  private async follow(signal: AbortSignal): Promise<void> {
    for (;;) {
      await this.catchUp();
      let moved = false;
      for await (const batch of this.options.eventStore.subscribe({ after: this.checkpoint, signal, maxCount: this.options.batchSize ?? 500 })) {
        if ((moved = !(await this.apply(this.checkpoint, batch)))) break;
      }
      if (!moved) return;
    }
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
  }

  /**
   * Applies the whole log again, re-reading every file from the blob store, into tables beside
   * the live ones; then one transaction puts their rows and checkpoint in place and counts the
   * generation up (`rebuildTables`), so readers see the old rows until the switch and the new
   * ones after. The loop of this process pauses meanwhile; a follower in another process finds
   * its checkpoint moved and applies the events after the rebuilt one again (a day's row is
   * replaced, never added to, so that changes nothing).
   */
  async rebuild(run: RebuildRun = {}): Promise<RebuildResult> {
    const following = this.loop !== undefined;
    if (following) await this.stop();
    try {
      await this.init();
      const result = await rebuildTables({
        ...run,
        eventStore: this.options.eventStore,
        sql: this.options.sql,
        model,
        batchSize: run.batchSize ?? this.options.batchSize,
        writeNext: async (batch) => {
          const writes = await this.writesOf(batch);
          await this.options.sql.transaction(async (tx) => {
            for (const write of writes) await writeDays(tx, write.series, write.days, '_next');
          });
        },
      });
      this.checkpoint = await readCheckpoint(this.options.sql);
      this.failure = null;
      return result;
    } finally {
      if (following) await this.start();
    }
  }

  /**
   * Reads the batch's files (outside the transaction), then writes their days and the checkpoint
   * together; false when another process had moved the checkpoint.
   */
  private async apply(from: Checkpoint, batch: readonly RecordedEvent[]): Promise<boolean> {
    const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
    const last = fresh.at(-1);
    if (last === undefined) return true;
    const writes = await this.writesOf(fresh);
    const moved = await this.options.sql.transaction(async (tx) => {
      if (!(await moveCheckpoint(tx, from, last.checkpoint))) return false;
      for (const write of writes) await writeDays(tx, write.series, write.days);
      return true;
    });
    // Another process moved the checkpoint first (two engines on one database): re-read it.
    this.checkpoint = moved ? last.checkpoint : await readCheckpoint(this.options.sql);
    return moved;
  }

  private async writesOf(batch: readonly RecordedEvent[]): Promise<{ series: string; days: DaySlice[] }[]> {
    const writes: { series: string; days: DaySlice[] }[] = [];
    for (const event of batch) {
      if (!handled.has(event.type)) continue;
      const write = await daysOfEvent(this.options.blobStore, event);
      if (write) writes.push(write);
    }
    return writes;
  }
}
