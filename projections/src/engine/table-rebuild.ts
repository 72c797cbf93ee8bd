import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { toBigInt, type SchemaStep, type SqlDriver } from '@portal/platform';
import type { RebuildRun } from './operated-projection.ts';
import { lagOf, type ProjectionStatusRow } from './projection-status.ts';
import { progressMeter } from './rebuild-progress.ts';
import type { RebuildResult } from './rebuild.ts';

/**
 * A read model with typed tables of its own (ADR 0022, 0023) and one checkpoint row
 * `(name, checkpoint_commit, checkpoint_position, failure, generation)` moved in the same
 * transaction as its rows.
 */
export interface TypedTables {
  readonly name: string;
  /** Its tables; a rebuild fills `<table>_next` beside each. */
  readonly tables: readonly string[];
  readonly checkpointTable: string;
}

/** The checkpoint a typed read model's tables hold (its `checkpointTable` row); START before the first batch. */
export async function readTableCheckpoint(sql: SqlDriver, model: Pick<TypedTables, 'name' | 'checkpointTable'>): Promise<Checkpoint> {
  const { rows } = await sql.query<{ c: string | number | bigint; p: string | number | bigint }>(
    `SELECT checkpoint_commit AS c, checkpoint_position AS p FROM ${model.checkpointTable} WHERE name = $1`,
    [model.name],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.c), position: BigInt(row.p) } : START;
}

/** Moves a typed read model's checkpoint `from` -> `to` inside `tx`; false when another writer moved it first. */
export async function moveTableCheckpoint(tx: SqlDriver, model: Pick<TypedTables, 'name' | 'checkpointTable'>, from: Checkpoint, to: Checkpoint): Promise<boolean> {
  await tx.query(`INSERT INTO ${model.checkpointTable} (name, checkpoint_commit, checkpoint_position) VALUES ($1, 0, 0) ON CONFLICT (name) DO NOTHING`, [model.name]);
  const { rows } = await tx.query(
    `UPDATE ${model.checkpointTable} SET checkpoint_commit = $2, checkpoint_position = $3, failure = NULL, updated_at = now()
      WHERE name = $1 AND checkpoint_commit = $4 AND checkpoint_position = $5 RETURNING 1`,
    [model.name, to.commit.toString(), to.position.toString(), from.commit.toString(), from.position.toString()],
  );
  return rows.length > 0;
}

/**
 * The generation counter (and a failure column where the first version had none) on a typed
 * read model's checkpoint row: a rebuild counts up, so `projections status` and the rebuild's
 * final line name generations as they do for the views.
 */
export const generationStep = (model: TypedTables): SchemaStep => ({
  name: `${model.checkpointTable}-generation`,
  sql: `
    ALTER TABLE ${model.checkpointTable} ADD COLUMN IF NOT EXISTS failure text;
    ALTER TABLE ${model.checkpointTable} ADD COLUMN IF NOT EXISTS generation integer NOT NULL DEFAULT 1;
  `,
});

export interface TableRebuildOptions extends RebuildRun {
  readonly eventStore: EventStore;
  readonly sql: SqlDriver;
  readonly model: TypedTables;
  /** Writes a batch into the `_next` tables (its own transaction; reading files may come first). */
  readonly writeNext: (batch: readonly RecordedEvent[]) => Promise<void>;
}

const dropNext = async (sql: SqlDriver, model: TypedTables): Promise<void> => {
  for (const table of model.tables) await sql.query(`DROP TABLE IF EXISTS ${table}_next`);
};

/**
 * Blue/green for typed tables: applies the whole log into `<table>_next` beside the live tables
 * (readers keep reading the live ones), then one transaction replaces the live rows by the new
 * ones, moves the checkpoint and counts the generation up. If a follower elsewhere wrote past the
 * rebuild's last read meanwhile, it catches up first, so the switch never moves the checkpoint
 * back behind rows readers have seen. On PostgreSQL readers see the old rows
 * until that commit and the new ones after it, never a mix (MVCC); on PGlite every statement waits
 * for the one connection, so a read runs wholly before or after the switch. Aborting, or a
 * failure, drops the `_next` tables and leaves the live ones as they were.
 */
export async function rebuildTables(options: TableRebuildOptions): Promise<RebuildResult> {
  const { eventStore, sql, model, signal } = options;
  const started = Date.now();
  const meter = await progressMeter(eventStore, options.onProgress);
  await dropNext(sql, model);
  for (const table of model.tables) await sql.query(`CREATE TABLE ${table}_next (LIKE ${table} INCLUDING ALL)`);
  try {
    let at: Checkpoint = START;
    for (let attempt = 1; ; attempt += 1) {
      // The whole log on the first pass; what arrived meanwhile on the next.
      for (;;) {
        signal?.throwIfAborted();
        const batch = await eventStore.readAll({ after: at, maxCount: options.batchSize ?? 500 });
        const last = batch.at(-1);
        if (last === undefined) break;
        await options.writeNext(batch);
        at = last.checkpoint;
        meter.add(batch.length);
      }
      signal?.throwIfAborted();
      const switched = await sql.transaction(async (tx) => {
        // The row lock holds a follower in another process until the switch has committed.
        const { rows } = await tx.query<{ g: number | string; c: unknown; p: unknown }>(
          `SELECT generation AS g, checkpoint_commit AS c, checkpoint_position AS p FROM ${model.checkpointTable} WHERE name = $1 FOR UPDATE`,
          [model.name],
        );
        const live = rows[0];
        // The live follower wrote past us since our last read: catch up first, so the switch never goes back.
        if (live && compareCheckpoints({ commit: toBigInt(live.c), position: toBigInt(live.p) }, at) > 0) return null;
        const before = live === undefined ? null : Number(live.g);
        for (const table of model.tables) {
          await tx.query(`DELETE FROM ${table}`);
          await tx.query(`INSERT INTO ${table} SELECT * FROM ${table}_next`);
          await tx.query(`DROP TABLE ${table}_next`);
        }
        const next = (before ?? 0) + 1;
        await tx.query(
          `INSERT INTO ${model.checkpointTable} (name, checkpoint_commit, checkpoint_position, generation) VALUES ($1, $2, $3, $4)
           ON CONFLICT (name) DO UPDATE SET checkpoint_commit = EXCLUDED.checkpoint_commit, checkpoint_position = EXCLUDED.checkpoint_position,
             generation = EXCLUDED.generation, failure = NULL, updated_at = now()`,
          [model.name, at.commit.toString(), at.position.toString(), next],
        );
        return { generation: next, previous: before };
      });
      if (switched) {
        meter.finish();
        return { ...switched, events: meter.done, checkpoint: formatCheckpoint(at), seconds: (Date.now() - started) / 1000 };
      }
      if (attempt >= 20) throw new Error(`the live ${model.name} kept moving past the rebuild; the live tables are unchanged, try again`);
    }
  } catch (error) {
    await dropNext(sql, model).catch(() => undefined);
    throw error;
  }
}

/** A typed model's `projections status` row, from its checkpoint row; "rebuilding" while `_next` tables exist. */
export async function tableStatusRow(eventStore: EventStore, sql: SqlDriver, model: TypedTables): Promise<ProjectionStatusRow> {
  const head = await eventStore.head();
  const { rows } = await sql.query<{ c: unknown; p: unknown; g: number | string; failure: string | null }>(
    `SELECT checkpoint_commit AS c, checkpoint_position AS p, generation AS g, failure FROM ${model.checkpointTable} WHERE name = $1`,
    [model.name],
  );
  const row = rows[0];
  const checkpoint: Checkpoint = row ? { commit: toBigInt(row.c), position: toBigInt(row.p) } : START;
  const building = await sql.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`${model.tables[0]}_next`]);
  return {
    name: model.name,
    generation: row ? Number(row.g) : null,
    state: row === undefined ? 'never-run' : row.failure ? 'failed' : 'active',
    checkpoint: formatCheckpoint(checkpoint),
    head: formatCheckpoint(head),
    ...(await lagOf(eventStore, checkpoint, head)),
    ...(row?.failure ? { failure: { checkpoint: formatCheckpoint(checkpoint), globalPosition: checkpoint.position.toString(), eventType: '-', message: row.failure } } : {}),
    // Its position is in the rebuilding process only; the status names the generation it will be.
    ...(building.rows[0]?.t ? { rebuilding: { generation: (row ? Number(row.g) : 0) + 1, checkpoint: '-' } } : {}),
  };
}

/** Records why a typed model's loop stopped, for `projections status` in any process. */
export async function recordTableFailure(sql: SqlDriver, model: TypedTables, message: string): Promise<void> {
  await sql.query(`UPDATE ${model.checkpointTable} SET failure = $2, updated_at = now() WHERE name = $1`, [model.name, message]);
}
