import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';
import { foldBatch, touchedDocuments } from '../engine/fold-batch.ts';
import { messageOf, silentLogger, type Logger } from '../engine/logger.ts';
import type { OperatedProjection, RebuildRun } from '../engine/operated-projection.ts';
import type { ProjectionStatusRow } from '../engine/projection-status.ts';
import type { RebuildResult } from '../engine/rebuild.ts';
import { generationStep, rebuildTables, recordTableFailure, tableStatusRow, type TypedTables } from '../engine/table-rebuild.ts';
import type { StoredDocument } from '../store/read-store.ts';
import { offersView, type OfferDoc } from './offers-view.ts';
import {
  ensureSearchIndex,
  loadOffers,
  moveOfferTableCheckpoint,
  nameEvents,
  offerTableName,
  offerTables,
  offerTableStep,
  readOfferTableCheckpoint,
  writeName,
  writeOffers,
  type OfferTableSuffix,
} from './offer-table.ts';

export interface OfferTableProjectionOptions {
  readonly eventStore: EventStore;
  /** The SQL database of the table (PostgreSQL or PGlite); in embedded mode the event store's own driver. */
  readonly sql: SqlDriver;
  readonly logger?: Logger;
  readonly batchSize?: number;
}

const handled: ReadonlySet<string> = new Set(offersView.handles);
const naming: ReadonlySet<string> = new Set(nameEvents);
const model: TypedTables = { name: offerTableName, tables: offerTables, checkpointTable: 'offer_table_checkpoint' };

/** The projection's tables and its checkpoint's generation column, for the portal's one migration run (deploy/schema.ts). */
export const offerTableSchema: readonly SchemaStep[] = [offerTableStep, generationStep(model)];

/**
 * The offer tables' read model (ADR 0023): the `offers` view's documents, folded by the view's
 * own `evolve`, kept in the typed `offer_table` whose indexes serve every role's keyset page,
 * and the customers' and partners' names the rows show and the search reads.
 * Each batch writes its rows and the checkpoint in one transaction, as the document engine does.
 *
 * @example
 * const offerTable = new OfferTableProjection({ eventStore, sql });
 * await offerTable.start();   // catches up, then follows the log
 * await offerTable.rebuild(); // readers see the old rows until the new ones replace them
 */
export class OfferTableProjection implements OperatedProjection {
  private readonly options: OfferTableProjectionOptions;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private checkpoint: Checkpoint = START;
  private failure: string | null = null;
  private schemaReady: Promise<void> | undefined;

  constructor(options: OfferTableProjectionOptions) {
    this.options = options;
  }

  get name(): string {
    return offerTableName;
  }

  async init(): Promise<void> {
    await migrate(this.options.sql, [offerTableStep]);
    // A migration of its own: it alters the table the step above creates.
    await migrate(this.options.sql, [generationStep(model)]);
    await ensureSearchIndex(this.options.sql);
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
    return { name: offerTableName, checkpoint: formatCheckpoint(this.checkpoint), failure: this.failure, running: this.loop !== undefined };
  }

  /** Applies every event after the stored checkpoint; resolves at the head of the log. */
  async catchUp(): Promise<Checkpoint> {
    await this.init();
    for (;;) {
      const from = await readOfferTableCheckpoint(this.options.sql);
      const batch = await this.options.eventStore.readAll({ after: from, maxCount: this.options.batchSize ?? 500 });
      if (batch.length === 0) return (this.checkpoint = from);
      await this.apply(from, batch);
    }
  }

  /** Catches up, then follows the log until `stop`. A failing batch stops this loop only, reported in `status` and the log. */
  async start(): Promise<void> {
    if (this.loop) return;
    const abort = new AbortController();
    this.abort = abort;
    this.loop = (async () => {
      try {
        await this.follow(abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        this.failure = messageOf(error);
        (this.options.logger ?? silentLogger).error({ err: error, projection: offerTableName }, 'offer table projection stopped');
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
   * Applies the whole log again into tables beside the live ones, then one transaction puts the
   * rows and the checkpoint in place and counts the generation up (`rebuildTables`): readers see
   * the old rows until then, the new ones after. The loop of this process pauses meanwhile; a
   * follower in another process finds its checkpoint moved and applies the events after the
   * rebuilt one again (rows are replaced, never added to).
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
        model,
        batchSize: run.batchSize ?? this.options.batchSize,
        writeNext: (batch) => sql.transaction(async (tx) => this.write(tx, batch, '_next')),
      });
      this.checkpoint = await readOfferTableCheckpoint(sql);
      this.failure = null;
      return result;
    } finally {
      if (following) await this.start();
    }
  }

  /** Applies the batch's fresh events and moves the checkpoint with them; false when another process had moved it. */
  private async apply(from: Checkpoint, batch: readonly RecordedEvent[]): Promise<boolean> {
    const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
    const last = fresh.at(-1);
    if (last === undefined) return true;
    const moved = await this.options.sql.transaction(async (tx) => {
      if (!(await moveOfferTableCheckpoint(tx, from, last.checkpoint))) return false;
      await this.write(tx, fresh, '');
      return true;
    });
    // Another process moved the checkpoint first (two engines on one database): re-read it.
    this.checkpoint = moved ? last.checkpoint : await readOfferTableCheckpoint(this.options.sql);
    return moved;
  }

  /** Folds the batch's offer events over the stored documents (the view's evolve) and writes the changed rows. */
  private async write(tx: SqlDriver, events: readonly RecordedEvent[], suffix: OfferTableSuffix): Promise<void> {
    // Names and offers touch different tables, so their order between each other does not matter.
    for (const event of events) if (naming.has(event.type)) await writeName(tx, event.type, event.data as Record<string, unknown>, suffix);
    const matching = events.filter((e) => handled.has(e.type));
    if (matching.length === 0) return;
    const { touches, ids } = touchedDocuments(offersView, matching);
    const loaded = await loadOffers(tx, ids, suffix);
    const stored = new Map<string, StoredDocument>([...loaded].map(([id, doc]) => [id, { doc }]));
    const { upserts, deletes } = foldBatch(offersView, touches, stored);
    await writeOffers(tx, upserts.map((u) => u.doc as OfferDoc), deletes, suffix);
  }
}
