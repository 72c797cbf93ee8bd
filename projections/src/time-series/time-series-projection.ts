import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { migrate, type BlobStore, type SqlDriver } from '@portal/platform';
import { messageOf, silentLogger, type Logger } from '../engine/logger.ts';
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
const tables = ['time_series_days', 'time_series_values'] as const;

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
export class TimeSeriesProjection {
  private readonly options: TimeSeriesProjectionOptions;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private checkpoint: Checkpoint = START;
  private failure: string | null = null;

  constructor(options: TimeSeriesProjectionOptions) {
    this.options = options;
  }

  get name(): string {
    return projectionName;
  }

  async init(): Promise<void> {
    await migrate(this.options.sql, [timeSeriesStep]);
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
        await this.catchUp();
        for await (const batch of this.options.eventStore.subscribe({ after: this.checkpoint, signal: abort.signal, maxCount: this.options.batchSize ?? 500 })) {
          await this.apply(this.checkpoint, batch);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        this.failure = messageOf(error);
        (this.options.logger ?? silentLogger).error({ err: error, projection: projectionName }, 'time-series projection stopped');
      }
    })().finally(() => (this.loop = undefined));
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
  }

  /**
   * Applies the whole log again, re-reading every file from the blob store, into a table beside
   * the live one; then one transaction puts its rows and checkpoint in place, so readers see
   * the old rows until the switch and the new ones after. A follower in another process that
   * wrote past the rebuilt checkpoint meanwhile finds its checkpoint moved and applies those
   * events again (a day's row is replaced, never added to, so that changes nothing).
   */
  async rebuild(): Promise<Checkpoint> {
    const following = this.loop !== undefined;
    if (following) await this.stop();
    try {
      return await this.rebuildBeside();
    } finally {
      if (following) await this.start();
    }
  }

  private async rebuildBeside(): Promise<Checkpoint> {
    await this.init();
    const { eventStore, sql } = this.options;
    for (const table of tables) {
      await sql.query(`DROP TABLE IF EXISTS ${table}_next`);
      await sql.query(`CREATE TABLE ${table}_next (LIKE ${table} INCLUDING ALL)`);
    }
    let at: Checkpoint = START;
    for (;;) {
      const batch = await eventStore.readAll({ after: at, maxCount: this.options.batchSize ?? 500 });
      const last = batch.at(-1);
      if (last === undefined) break;
      const writes = await this.writesOf(batch);
      await sql.transaction(async (tx) => {
        for (const write of writes) await writeDays(tx, write.series, write.days, '_next');
      });
      at = last.checkpoint;
    }
    await sql.transaction(async (tx) => {
      for (const table of tables) {
        await tx.query(`DELETE FROM ${table}`);
        await tx.query(`INSERT INTO ${table} SELECT * FROM ${table}_next`);
        await tx.query(`DROP TABLE ${table}_next`);
      }
      await tx.query(
        `INSERT INTO time_series_checkpoint (name, checkpoint_commit, checkpoint_position) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET checkpoint_commit = EXCLUDED.checkpoint_commit, checkpoint_position = EXCLUDED.checkpoint_position, failure = NULL, updated_at = now()`,
        [projectionName, at.commit.toString(), at.position.toString()],
      );
    });
    this.checkpoint = at;
    return at;
  }

  /** Reads the batch's files (outside the transaction), then writes their days and the checkpoint together. */
  private async apply(from: Checkpoint, batch: readonly RecordedEvent[]): Promise<void> {
    const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
    const last = fresh.at(-1);
    if (last === undefined) return;
    const writes = await this.writesOf(fresh);
    const moved = await this.options.sql.transaction(async (tx) => {
      if (!(await moveCheckpoint(tx, from, last.checkpoint))) return false;
      for (const write of writes) await writeDays(tx, write.series, write.days);
      return true;
    });
    // Another process moved the checkpoint first (two engines on one database): re-read it.
    this.checkpoint = moved ? last.checkpoint : await readCheckpoint(this.options.sql);
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
