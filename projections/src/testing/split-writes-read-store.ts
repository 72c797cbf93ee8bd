import type { SqlDriver } from '@portal/platform';
import { PgReadStore } from '../store/pg/pg-read-store.ts';
import { quoteIdent } from '../store/pg/pg-schema.ts';
import { CheckpointConflictError } from '../store/errors.ts';
import { generationName } from '../store/naming.ts';
import type { BatchWrite } from '../store/read-store.ts';

/** Which half of a batch the broken writer commits first. */
export type SplitOrder = 'documents-first' | 'checkpoint-first';

export const splitOrders: readonly SplitOrder[] = ['documents-first', 'checkpoint-first'];

export const isSplitOrder = (value: string | undefined): value is SplitOrder => splitOrders.includes(value as SplitOrder);

/**
 * DELIBERATELY BROKEN, for the crash-safety spec only: writes a batch's documents and its
 * checkpoint as two statements, each committing on its own, in the given order. A process killed
 * between the two leaves documents without their checkpoint (replayed twice on restart) or a
 * checkpoint without its documents (lost). Single autocommitted statements are the case where
 * PostgreSQL completes a blocked write for a client that already died, which the spec must rule
 * out by terminating the dead client's backends. The spec runs its crash scenario against this
 * writer to prove the scenario catches it; nothing else may use it.
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
    if (this.order === 'documents-first') {
      await this.writeDocuments(projection, generation, batch);
      await this.moveCheckpoint(projection, generation, batch);
    } else {
      await this.moveCheckpoint(projection, generation, batch);
      await this.writeDocuments(projection, generation, batch);
    }
  }

  /** Upserts and deletes in one statement, outside any explicit transaction. */
  private async writeDocuments(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const table = quoteIdent(generationName(projection, generation));
    await this.sql.query(
      `WITH removed AS (DELETE FROM ${table} WHERE id = ANY($2::text[]))
       INSERT INTO ${table} (id, doc) SELECT r.id, r.doc FROM jsonb_to_recordset($1::jsonb) AS r(id text, doc jsonb)
       ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
      [JSON.stringify(batch.upserts), batch.deletes],
    );
  }

  /** The checkpoint alone, in one statement, with the same `from` check as the real store. */
  private async moveCheckpoint(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const { rows } = await this.sql.query(
      `UPDATE rm_generations SET checkpoint_commit = $3, checkpoint_position = $4, updated_at = now()
        WHERE name = $1 AND generation = $2 AND status <> 'retired' AND checkpoint_commit = $5 AND checkpoint_position = $6
        RETURNING 1`,
      [projection, generation, batch.to.commit.toString(), batch.to.position.toString(), batch.from.commit.toString(), batch.from.position.toString()],
    );
    if (rows.length === 0) throw new CheckpointConflictError(projection, generation, batch.from);
  }
}
