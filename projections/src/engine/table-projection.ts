import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';
import { messageOf, silentLogger, type Logger } from './logger.ts';
import type { OperatedProjection, RebuildRun } from './operated-projection.ts';
import type { ProjectionStatusRow } from './projection-status.ts';
import type { RebuildResult } from './rebuild.ts';
import { rebuildTables, recordTableFailure, tableStatusRow, type TypedTables } from './table-rebuild.ts';

export interface TableProjectionOptions {
  readonly eventStore: EventStore;
  /** The SQL database of the tables (PostgreSQL or PGlite); in embedded mode the event store's own driver. */
  readonly sql: SqlDriver;
  readonly logger?: Logger;
  readonly batchSize?: number;
}

/** The live tables, or the ones a rebuild fills beside them. */
export type TableSuffix = '' | '_next';

/** Writes what a batch prepared, on the caller's transaction, into the live or the `_next` tables. */
export type TableWrite = (tx: SqlDriver, suffix: TableSuffix) => Promise<void>;

/** What a typed read model tells its loop: its tables, its checkpoint row, and how a batch becomes rows. */
export interface TableModel {
  readonly model: TypedTables;
  /** Its schema, each step migrated on its own (a later step may alter the table an earlier one creates). */
  readonly steps: readonly SchemaStep[];
  readCheckpoint(sql: SqlDriver): Promise<Checkpoint>;
  /** Moves the checkpoint `from` -> `to` inside `tx`; false when another writer moved it first. */
  moveCheckpoint(tx: SqlDriver, from: Checkpoint, to: Checkpoint): Promise<boolean>;
}

/**
 * A read model with typed tables of its own (ADR 0022, 0023) following the log: each batch's
 * rows and its checkpoint in one transaction (compare-and-set, so two processes on one database
 * never apply a batch twice), a blue/green rebuild into `_next` tables (`rebuildTables`), and
 * the status row and failure record operators see. A subclass says how a batch becomes rows in
 * `prepare`, which may read files before the transaction opens (the time series, the market
 * series); what it returns writes inside it.
 */
export abstract class TableProjection implements OperatedProjection {
  protected readonly options: TableProjectionOptions;
  private readonly table: TableModel;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private checkpoint: Checkpoint = START;
  private failure: string | null = null;
  private schemaReady: Promise<void> | undefined;

  protected constructor(table: TableModel, options: TableProjectionOptions) {
    this.table = table;
    this.options = options;
  }

  /** Reads what the batch needs (outside the transaction) and answers its writer; a throw stops the loop with nothing written. */
  protected abstract prepare(batch: readonly RecordedEvent[]): Promise<TableWrite>;

  get name(): string {
    return this.table.model.name;
  }

  async init(): Promise<void> {
    for (const step of this.table.steps) await migrate(this.options.sql, [step]);
  }

  /** `projections status`: generation, checkpoint and lag from the checkpoint row, in any process. */
  async statusRow(): Promise<ProjectionStatusRow> {
    // Once per instance: the metrics scrape asks every 15 s.
    this.schemaReady ??= this.init().catch((error: unknown) => {
      this.schemaReady = undefined;
      throw error;
    });
    await this.schemaReady;
    return tableStatusRow(this.options.eventStore, this.options.sql, this.table.model);
  }

  status(): { name: string; checkpoint: string; failure: string | null; running: boolean } {
    return { name: this.name, checkpoint: formatCheckpoint(this.checkpoint), failure: this.failure, running: this.loop !== undefined };
  }

  /** Applies every event after the stored checkpoint, a batch at a time; resolves at the head of the log. */
  async catchUp(): Promise<Checkpoint> {
    await this.init();
    for (;;) {
      const from = await this.table.readCheckpoint(this.options.sql);
      const batch = await this.options.eventStore.readAll({ after: from, maxCount: this.options.batchSize ?? 500 });
      if (batch.length === 0) return (this.checkpoint = from);
      await this.apply(from, batch);
    }
  }

  /** Catches up, then follows the log until `stop`, in the background. A failing batch stops this loop only, reported in `status` and the log. */
  async start(): Promise<void> {
    if (this.loop) return;
    const abort = new AbortController();
    this.abort = abort;
    this.loop = (async () => {
      try {
        // A batch that cannot be applied stops this projection only: the server and the other read models run on.
        await this.follow(abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        const failure = messageOf(error);
        (this.options.logger ?? silentLogger).error({ err: error, projection: this.name }, `${this.name} projection stopped`);
        await recordTableFailure(this.options.sql, this.table.model, failure).catch(() => undefined);
        // Shown once recorded, a microtask before `finally` clears the loop: a poller never sees it failed and running.
        this.failure = failure;
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
   * Applies the whole log again into tables beside the live ones, then one transaction puts their
   * rows and checkpoint in place and counts the generation up (`rebuildTables`): readers see the
   * old rows until the switch and the new ones after. The loop of this process pauses meanwhile;
   * a follower in another process finds its checkpoint moved and applies the events after the
   * rebuilt one again (rows are replaced, never added to, so that changes nothing).
   */
  async rebuild(run: RebuildRun = {}): Promise<RebuildResult> {
    const following = this.loop !== undefined;
    if (following) await this.stop();
    try {
      await this.init();
      const { sql } = this.options;
      const result = await rebuildTables({
        ...run,
        eventStore: this.options.eventStore,
        sql,
        model: this.table.model,
        batchSize: run.batchSize ?? this.options.batchSize,
        writeNext: async (batch) => {
          const write = await this.prepare(batch);
          await sql.transaction((tx) => write(tx, '_next'));
        },
      });
      this.checkpoint = await this.table.readCheckpoint(sql);
      this.failure = null;
      return result;
    } finally {
      if (following) await this.start();
    }
  }

  /** Prepares the batch's fresh events, then writes them and moves the checkpoint together; false when another process had moved it. */
  private async apply(from: Checkpoint, batch: readonly RecordedEvent[]): Promise<boolean> {
    const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
    const last = fresh.at(-1);
    if (last === undefined) return true;
    const write = await this.prepare(fresh);
    const moved = await this.options.sql.transaction(async (tx) => {
      if (!(await this.table.moveCheckpoint(tx, from, last.checkpoint))) return false;
      await write(tx, '');
      return true;
    });
    // Another process moved the checkpoint first (two engines on one database): re-read it.
    this.checkpoint = moved ? last.checkpoint : await this.table.readCheckpoint(this.options.sql);
    return moved;
  }
}
