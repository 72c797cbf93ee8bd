import type { RecordedEvent } from '@portal/events';
import type { SchemaStep, SqlDriver } from '@portal/platform';
import { foldBatch, touchedDocuments } from '../engine/fold-batch.ts';
import { TableProjection, type TableProjectionOptions, type TableWrite } from '../engine/table-projection.ts';
import { generationStep, type TypedTables } from '../engine/table-rebuild.ts';
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

export type OfferTableProjectionOptions = TableProjectionOptions;

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
export class OfferTableProjection extends TableProjection {
  constructor(options: OfferTableProjectionOptions) {
    super({ model, steps: offerTableSchema, readCheckpoint: readOfferTableCheckpoint, moveCheckpoint: moveOfferTableCheckpoint }, options);
  }

  override async init(): Promise<void> {
    await super.init();
    await ensureSearchIndex(this.options.sql);
  }

  /** Everything the batch needs is read inside the transaction: the stored rows it folds over. */
  protected prepare(batch: readonly RecordedEvent[]): Promise<TableWrite> {
    return Promise.resolve((tx, suffix) => this.write(tx, batch, suffix));
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
