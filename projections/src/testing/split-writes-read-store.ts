import type { SqlDriver } from '@portal/events';
import { PgReadStore } from '../store/pg/pg-read-store.ts';
import { quoteIdent } from '../store/pg/pg-schema.ts';
import { generationName } from '../store/naming.ts';
import type { BatchWrite } from '../store/read-store.ts';

/** Which half of a batch the broken writer commits first. */
export type SplitOrder = 'documents-first' | 'checkpoint-first';

export const splitOrders: readonly SplitOrder[] = ['documents-first', 'checkpoint-first'];

export const isSplitOrder = (value: string | undefined): value is SplitOrder => splitOrders.includes(value as SplitOrder);

/**
 * DELIBERATELY BROKEN, for the crash-safety spec only: commits a batch's documents and its
 * checkpoint in two separate transactions, in the given order. A process killed between the
 * two leaves documents without their checkpoint (replayed twice on restart) or a checkpoint
 * without its documents (lost). The spec runs its crash scenario against this writer to prove
 * the scenario catches exactly that; nothing else may use it.
 */
export class SplitWritesReadStore extends PgReadStore {
  private readonly sql: SqlDriver;
  private readonly order: SplitOrder;

  constructor(driver: SqlDriver, order: SplitOrder) {
    super(driver, { name: `split-${order}` });
    this.sql = driver;
    this.order = order;
  }

  override async commit(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const checkpoint = () => super.commit(projection, generation, { ...batch, upserts: [], deletes: [] });
    const documents = () => this.writeDocuments(projection, generation, batch);
    if (this.order === 'documents-first') {
      await documents();
      await checkpoint();
    } else {
      await checkpoint();
      await documents();
    }
  }

  /** The documents alone, without touching the checkpoint row (so they do not wait for its lock). */
  private async writeDocuments(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const table = quoteIdent(generationName(projection, generation));
    await this.sql.transaction(async (tx) => {
      if (batch.upserts.length > 0) {
        await tx.query(
          `INSERT INTO ${table} (id, doc) SELECT r.id, r.doc FROM jsonb_to_recordset($1::jsonb) AS r(id text, doc jsonb)
           ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
          [JSON.stringify(batch.upserts)],
        );
      }
      if (batch.deletes.length > 0) await tx.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [batch.deletes]);
    });
  }
}
