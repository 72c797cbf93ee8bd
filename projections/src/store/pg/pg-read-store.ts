import { START, type Checkpoint } from '@portal/events';
import { migrate, type SqlDriver } from '@portal/platform';
import type { ViewSchema } from '../../engine/view.ts';
import { CheckpointConflictError, GenerationRetiredError } from '../errors.ts';
import { limitOf, UnknownIndexError } from '../list-query.ts';
import { checkIndexes, generationName, indexColumn, readerName } from '../naming.ts';
import type { BatchWrite, GenerationState, ListQuery, ProjectionFailure, ReadStore, ScannedDocument, ScanPage, StoredDocument } from '../read-store.ts';
import { activateIn, activeGeneration, createGenerationIn, dropGenerationIn, ensureViewIn, listGenerations } from './pg-registry.ts';
import { createIndexesSql, quoteIdent, readModelRegistryStep } from './pg-schema.ts';

const codeOf = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;
const UNDEFINED_TABLE = '42P01';
const UNDEFINED_COLUMN = '42703';

/**
 * The read store on PostgreSQL or PGlite (the same SQL). Documents live in `rm_<view>_g<N>`
 * tables; readers query the view `rm_<view>`, which the switching transaction re-points, so a
 * reader in any process sees the old generation or the new one, never a half-built or dropped
 * one. In embedded mode pass the event store's own PGlite driver: PGlite runs one connection.
 */
export class PgReadStore implements ReadStore {
  readonly name: string;
  private readonly driver: SqlDriver;
  private readonly ownsDriver: boolean;
  private ready: Promise<void> | undefined;

  constructor(driver: SqlDriver, options: { name?: string; ownsDriver?: boolean } = {}) {
    this.driver = driver;
    this.name = options.name ?? (driver.concurrency === 1 ? 'pglite' : 'postgres');
    this.ownsDriver = options.ownsDriver ?? false;
  }

  /** Creates the registry once per store (a no-op after the process's migrate). */
  init(): Promise<void> {
    this.ready ??= migrate(this.driver, [readModelRegistryStep])
      .then(() => undefined)
      .catch((error: unknown) => {
        this.ready = undefined;
        throw error;
      });
    return this.ready;
  }

  async get<Doc>(view: string, id: string): Promise<Doc | null> {
    try {
      const { rows } = await this.driver.query<{ doc: Doc }>(`SELECT doc FROM ${quoteIdent(readerName(view))} WHERE id = $1`, [id]);
      return rows[0]?.doc ?? null;
    } catch (error) {
      if (codeOf(error) === UNDEFINED_TABLE) return null;
      throw error;
    }
  }

  async list<Doc>(view: string, query: ListQuery = {}): Promise<Doc[]> {
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const column = (index: string): string => (index === 'id' ? 'id' : quoteIdent(indexColumn({ name: index })));
    const conditions = Object.entries(query.where ?? {}).map(([index, value]) => `${column(index)} = ${param(value)}`);
    for (const match of query.textMatch ?? []) {
      const contains = `strpos(${column(match.index)}, ${param(match.contains)}) > 0`;
      conditions.push(match.orIn ? `(${contains} OR ${column(match.orIn.index)} = ANY(${param([...match.orIn.values])}::text[]))` : contains);
    }
    const orderBy = query.orderBy ?? 'id';
    const desc = query.direction === 'desc';
    const order = column(orderBy);
    if (orderBy !== 'id') conditions.push(`${order} IS NOT NULL`);
    if (query.after !== undefined) {
      const op = desc ? '<' : '>';
      if (orderBy === 'id') conditions.push(`id ${op} ${param(String(query.after))}`);
      else if (query.afterId !== undefined) conditions.push(`(${order}, id) ${op} (${param(query.after)}, ${param(query.afterId)})`);
      else conditions.push(`${order} ${op} ${param(query.after)}`);
    }
    const direction = desc ? 'DESC' : 'ASC';
    const sql = `SELECT doc FROM ${quoteIdent(readerName(view))}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${orderBy === 'id' ? `id ${direction}` : `${order} ${direction}, id ${direction}`} LIMIT ${limitOf(query)}`;
    try {
      const { rows } = await this.driver.query<{ doc: Doc }>(sql, params);
      return rows.map((r) => r.doc);
    } catch (error) {
      if (codeOf(error) === UNDEFINED_TABLE) return [];
      if (codeOf(error) === UNDEFINED_COLUMN) {
        const named = [...Object.keys(query.where ?? {}), ...(query.textMatch ?? []).flatMap((m) => [m.index, ...(m.orIn ? [m.orIn.index] : [])]), orderBy];
        const unknown = named.find((i) => i !== 'id') ?? orderBy;
        throw new UnknownIndexError(view, unknown);
      }
      throw error;
    }
  }

  async checkpoint(projection: string): Promise<Checkpoint> {
    const state = await this.active(projection);
    return state?.checkpoint ?? START;
  }

  async ensureView(view: ViewSchema): Promise<GenerationState> {
    checkIndexes(view.name, view.indexes ?? []);
    await this.init();
    return this.driver.transaction((tx) => ensureViewIn(tx, view));
  }

  async active(projection: string): Promise<GenerationState | null> {
    await this.init();
    return activeGeneration(this.driver, projection);
  }

  async generations(projection?: string): Promise<GenerationState[]> {
    await this.init();
    return listGenerations(this.driver, projection);
  }

  async load<Doc>(projection: string, generation: number, ids: readonly string[]): Promise<Map<string, StoredDocument<Doc>>> {
    const found = new Map<string, StoredDocument<Doc>>();
    if (ids.length === 0) return found;
    try {
      const { rows } = await this.driver.query<{ id: string; doc: Doc }>(
        `SELECT id, doc FROM ${quoteIdent(generationName(projection, generation))} WHERE id = ANY($1::text[])`,
        [ids],
      );
      for (const row of rows) found.set(row.id, { doc: row.doc });
      return found;
    } catch (error) {
      if (codeOf(error) === UNDEFINED_TABLE) throw new GenerationRetiredError(projection, generation);
      throw error;
    }
  }

  async scan<Doc>(projection: string, generation: number, page: ScanPage = {}): Promise<ScannedDocument<Doc>[]> {
    try {
      const { rows } = await this.driver.query<{ id: string; doc: Doc }>(
        `SELECT id, doc FROM ${quoteIdent(generationName(projection, generation))} WHERE $1::text IS NULL OR id > $1 ORDER BY id LIMIT ${limitOf({ limit: page.limit ?? 1000 })}`,
        [page.afterId ?? null],
      );
      return rows;
    } catch (error) {
      if (codeOf(error) === UNDEFINED_TABLE) throw new GenerationRetiredError(projection, generation);
      throw error;
    }
  }

  async commit(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const table = quoteIdent(generationName(projection, generation));
    // Serialise before BEGIN: a document JSON cannot hold must fail without opening a transaction.
    const upserts = batch.upserts.length > 0 ? JSON.stringify(batch.upserts) : null;
    // Most batches change no document of most views: the checkpoint alone moves in one statement,
    // not a transaction, so a dozen views passing over an event do not queue for the pool.
    if (upserts === null && batch.deletes.length === 0) return this.advanceCheckpoint(this.driver, projection, generation, batch);
    await this.driver.transaction(async (tx) => {
      // The checkpoint first: its row lock orders this write against a switch or another writer.
      await this.advanceCheckpoint(tx, projection, generation, batch);
      if (upserts !== null) {
        await tx.query(
          `INSERT INTO ${table} (id, doc) SELECT r.id, r.doc FROM jsonb_to_recordset($1::jsonb) AS r(id text, doc jsonb)
           ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
          [upserts],
        );
      }
      if (batch.deletes.length > 0) await tx.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [batch.deletes]);
    });
  }

  private async advanceCheckpoint(sql: SqlDriver, projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const moved = await sql.query(
      `UPDATE rm_generations SET checkpoint_commit = $3, checkpoint_position = $4, failure = NULL, updated_at = now()
        WHERE name = $1 AND generation = $2 AND status <> 'retired' AND checkpoint_commit = $5 AND checkpoint_position = $6
        RETURNING 1`,
      [projection, generation, batch.to.commit.toString(), batch.to.position.toString(), batch.from.commit.toString(), batch.from.position.toString()],
      { name: 'rm_move_checkpoint' },
    );
    if (moved.rows.length > 0) return;
    const { rows } = await sql.query<{ status: string }>('SELECT status FROM rm_generations WHERE name = $1 AND generation = $2', [projection, generation]);
    if (rows[0] === undefined || rows[0].status === 'retired') throw new GenerationRetiredError(projection, generation);
    throw new CheckpointConflictError(projection, generation, batch.from);
  }

  async recordFailure(projection: string, generation: number, failure: ProjectionFailure | null): Promise<void> {
    await this.driver.query('UPDATE rm_generations SET failure = $3::jsonb, updated_at = now() WHERE name = $1 AND generation = $2', [
      projection,
      generation,
      failure === null ? null : JSON.stringify(failure),
    ]);
  }

  async createGeneration(view: ViewSchema): Promise<GenerationState> {
    checkIndexes(view.name, view.indexes ?? []);
    await this.init();
    return this.driver.transaction((tx) => createGenerationIn(tx, view));
  }

  async buildIndexes(view: ViewSchema, generation: number): Promise<void> {
    for (const sql of createIndexesSql(view, generation)) await this.driver.query(sql);
  }

  async activate(projection: string, generation: number): Promise<{ previous: number | null }> {
    await this.init();
    return this.driver.transaction((tx) => activateIn(tx, projection, generation));
  }

  async dropGeneration(projection: string, generation: number): Promise<void> {
    await this.driver.transaction((tx) => dropGenerationIn(tx, projection, generation));
  }

  /** Closes the driver only if it was handed over (`ownsDriver`); a shared one belongs to the event store. */
  async close(): Promise<void> {
    if (this.ownsDriver) await this.driver.close();
  }

}

/**
 * The read store for PostgreSQL (a `PgDriver`) or PGlite (a `PgliteDriver`). In embedded mode
 * it must share the event store's driver (`eventStore.sql`): one PGlite per data dir.
 */
export async function createPgReadStore(driver: SqlDriver, options: { name?: string; ownsDriver?: boolean } = {}): Promise<PgReadStore> {
  const store = new PgReadStore(driver, options);
  await store.init();
  return store;
}
