import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { migrate, type SqlDriver } from '@portal/platform';
import { foldBatch, touchedDocuments } from '../engine/fold-batch.ts';
import { messageOf, silentLogger, type Logger } from '../engine/logger.ts';
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
export class OfferTableProjection {
  private readonly options: OfferTableProjectionOptions;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private checkpoint: Checkpoint = START;
  private failure: string | null = null;

  constructor(options: OfferTableProjectionOptions) {
    this.options = options;
  }

  get name(): string {
    return offerTableName;
  }

  async init(): Promise<void> {
    await migrate(this.options.sql, [offerTableStep]);
    await ensureSearchIndex(this.options.sql);
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
        await this.catchUp();
        for await (const batch of this.options.eventStore.subscribe({ after: this.checkpoint, signal: abort.signal, maxCount: this.options.batchSize ?? 500 })) {
          await this.apply(this.checkpoint, batch);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        this.failure = messageOf(error);
        (this.options.logger ?? silentLogger).error({ err: error, projection: offerTableName }, 'offer table projection stopped');
      }
    })().finally(() => (this.loop = undefined));
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
  }

  /**
   * Applies the whole log again into tables beside the live ones, then one transaction puts the
   * rows and the checkpoint in place: readers see the old rows until then. A follower elsewhere
   * that wrote past the rebuilt checkpoint finds its checkpoint moved and applies those events
   * again (rows are replaced, never added to).
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
    for (const table of offerTables) {
      await sql.query(`DROP TABLE IF EXISTS ${table}_next`);
      await sql.query(`CREATE TABLE ${table}_next (LIKE ${table} INCLUDING ALL)`);
    }
    let at: Checkpoint = START;
    for (;;) {
      const batch = await eventStore.readAll({ after: at, maxCount: this.options.batchSize ?? 500 });
      const last = batch.at(-1);
      if (last === undefined) break;
      await sql.transaction(async (tx) => this.write(tx, batch, '_next'));
      at = last.checkpoint;
    }
    await sql.transaction(async (tx) => {
      for (const table of offerTables) {
        await tx.query(`DELETE FROM ${table}`);
        await tx.query(`INSERT INTO ${table} SELECT * FROM ${table}_next`);
        await tx.query(`DROP TABLE ${table}_next`);
      }
      await tx.query(
        `INSERT INTO offer_table_checkpoint (name, checkpoint_commit, checkpoint_position) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET checkpoint_commit = EXCLUDED.checkpoint_commit, checkpoint_position = EXCLUDED.checkpoint_position, updated_at = now()`,
        [offerTableName, at.commit.toString(), at.position.toString()],
      );
    });
    this.checkpoint = at;
    return at;
  }

  private async apply(from: Checkpoint, batch: readonly RecordedEvent[]): Promise<void> {
    const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
    const last = fresh.at(-1);
    if (last === undefined) return;
    const moved = await this.options.sql.transaction(async (tx) => {
      if (!(await moveOfferTableCheckpoint(tx, from, last.checkpoint))) return false;
      await this.write(tx, fresh, '');
      return true;
    });
    // Another process moved the checkpoint first (two engines on one database): re-read it.
    this.checkpoint = moved ? last.checkpoint : await readOfferTableCheckpoint(this.options.sql);
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
