import { compareCheckpoints } from '@portal/events';
import { type SqlDriver } from '@portal/platform';
import type { ViewSchema } from '../../engine/view.ts';
import { GenerationBehindError, GenerationRetiredError } from '../errors.ts';
import { generationName } from '../naming.ts';
import type { GenerationState, ProjectionFailure } from '../read-store.ts';
import { addColumnsSql, createIndexesSql, createTableSql, pointReadersSql, quoteIdent } from './pg-schema.ts';

// The registry side of the PostgreSQL read store: generations, their checkpoints, the switch.
// Every function that changes the registry runs inside the caller's transaction (`tx`).

interface GenerationRow {
  name: string;
  generation: number;
  status: GenerationState['status'];
  commit: string;
  position: string;
  failure: ProjectionFailure | null;
  updated_at: Date | string;
}

export const generationColumns = `name, generation, status, checkpoint_commit::text AS commit, checkpoint_position::text AS position,
  failure, updated_at`;

export const toState = (r: GenerationRow): GenerationState => ({
  projection: r.name,
  generation: Number(r.generation),
  status: r.status,
  checkpoint: { commit: BigInt(r.commit), position: BigInt(r.position) },
  failure: r.failure,
  updatedAt: r.updated_at instanceof Date ? r.updated_at.toISOString() : new Date(r.updated_at).toISOString(),
});

export async function activeGeneration(db: SqlDriver, projection: string): Promise<GenerationState | null> {
  const { rows } = await db.query<GenerationRow>(
    `SELECT ${generationColumns} FROM rm_generations
      WHERE name = $1 AND generation = (SELECT active_generation FROM rm_projections WHERE name = $1)`,
    [projection],
  );
  return rows[0] ? toState(rows[0]) : null;
}

export async function listGenerations(db: SqlDriver, projection: string | undefined): Promise<GenerationState[]> {
  const { rows } = await db.query<GenerationRow>(
    `SELECT ${generationColumns} FROM rm_generations WHERE $1::text IS NULL OR name = $1 ORDER BY name, generation`,
    [projection ?? null],
  );
  return rows.map(toState);
}

/** Serialises registry changes of one projection across processes: its row, locked. */
async function lockProjection(tx: SqlDriver, projection: string): Promise<void> {
  await tx.query(`INSERT INTO rm_projections (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [projection]);
  await tx.query('SELECT 1 FROM rm_projections WHERE name = $1 FOR UPDATE', [projection]);
}

async function nextGeneration(tx: SqlDriver, projection: string): Promise<number> {
  const { rows } = await tx.query<{ next: number }>(
    `UPDATE rm_projections SET last_generation = greatest(last_generation, coalesce(active_generation, 0),
        coalesce((SELECT max(generation) FROM rm_generations WHERE name = $1), 0)) + 1
      WHERE name = $1 RETURNING last_generation AS next`,
    [projection],
  );
  return Number(rows[0]?.next ?? 1);
}

async function pointReaders(tx: SqlDriver, projection: string, generation: number): Promise<void> {
  await tx.query('UPDATE rm_projections SET active_generation = $2, updated_at = now() WHERE name = $1', [projection, generation]);
  for (const sql of pointReadersSql(projection, generation)) await tx.query(sql);
}

/** The active generation, created empty if there is none; index columns the view gained are added. */
export async function ensureViewIn(tx: SqlDriver, view: ViewSchema): Promise<GenerationState> {
  await lockProjection(tx, view.name);
  const current = await activeGeneration(tx, view.name);
  const indexes = JSON.stringify(view.indexes ?? []);
  if (current) {
    const { rows } = await tx.query<{ same: boolean }>('SELECT indexes = $3::jsonb AS same FROM rm_generations WHERE name = $1 AND generation = $2', [
      view.name,
      current.generation,
      indexes,
    ]);
    if (rows[0]?.same) return current;
    // The view gained indexes since this generation was built: add them in place (a rewrite).
    for (const sql of [...addColumnsSql(view, current.generation), ...createIndexesSql(view, current.generation)]) await tx.query(sql);
    for (const sql of pointReadersSql(view.name, current.generation)) await tx.query(sql);
    await tx.query('UPDATE rm_generations SET indexes = $3::jsonb WHERE name = $1 AND generation = $2', [view.name, current.generation, indexes]);
    return current;
  }
  const generation = await nextGeneration(tx, view.name);
  await tx.query(createTableSql(view, generation));
  for (const sql of createIndexesSql(view, generation)) await tx.query(sql);
  await tx.query(`INSERT INTO rm_generations (name, generation, status, indexes) VALUES ($1, $2, 'active', $3::jsonb)`, [view.name, generation, indexes]);
  await pointReaders(tx, view.name, generation);
  return (await activeGeneration(tx, view.name)) as GenerationState;
}

/** A new `building` generation; a newer rebuild supersedes an abandoned (or still running) older one. */
export async function createGenerationIn(tx: SqlDriver, view: ViewSchema): Promise<GenerationState> {
  await lockProjection(tx, view.name);
  const { rows: abandoned } = await tx.query<{ generation: number }>(
    `DELETE FROM rm_generations WHERE name = $1 AND status = 'building' RETURNING generation`,
    [view.name],
  );
  for (const row of abandoned) await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(generationName(view.name, Number(row.generation)))}`);
  const generation = await nextGeneration(tx, view.name);
  await tx.query(createTableSql(view, generation));
  const { rows } = await tx.query<GenerationRow>(
    `INSERT INTO rm_generations (name, generation, status, indexes) VALUES ($1, $2, 'building', $3::jsonb) RETURNING ${generationColumns}`,
    [view.name, generation, JSON.stringify(view.indexes ?? [])],
  );
  return toState(rows[0] as GenerationRow);
}

/** The switch: the target becomes active, the previous one retired, the readers' view re-pointed. */
export async function activateIn(tx: SqlDriver, projection: string, generation: number): Promise<{ previous: number | null }> {
  await lockProjection(tx, projection);
  // Both rows locked: a live writer's batch on the old generation commits first, then cannot move it.
  const { rows } = await tx.query<GenerationRow>(
    `SELECT ${generationColumns} FROM rm_generations WHERE name = $1 AND (generation = $2 OR status = 'active') ORDER BY generation FOR UPDATE`,
    [projection, generation],
  );
  const target = rows.find((r) => Number(r.generation) === generation);
  if (target?.status === 'active') return { previous: null };
  if (target?.status !== 'building') throw new GenerationRetiredError(projection, generation);
  const current = rows.find((r) => r.status === 'active');
  if (current && compareCheckpoints(toState(target).checkpoint, toState(current).checkpoint) < 0) {
    throw new GenerationBehindError(projection, generation, toState(current).checkpoint);
  }
  await tx.query(`UPDATE rm_generations SET status = 'retired', updated_at = now() WHERE name = $1 AND status = 'active'`, [projection]);
  await tx.query(`UPDATE rm_generations SET status = 'active', updated_at = now() WHERE name = $1 AND generation = $2`, [projection, generation]);
  await pointReaders(tx, projection, generation);
  return { previous: current ? Number(current.generation) : null };
}

export async function dropGenerationIn(tx: SqlDriver, projection: string, generation: number): Promise<void> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM rm_generations WHERE name = $1 AND generation = $2 FOR UPDATE', [
    projection,
    generation,
  ]);
  if (rows[0]?.status === 'active') throw new Error(`generation ${generation} of ${projection} is active and cannot be dropped`);
  await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(generationName(projection, generation))}`);
  await tx.query('DELETE FROM rm_generations WHERE name = $1 AND generation = $2', [projection, generation]);
}
