import { PGlite } from '@electric-sql/pglite';
import type { SqlDriver } from '../sql/sql-driver.ts';
import { openInMemory } from './initdb-template.ts';

/**
 * A SqlDriver over an embedded PGlite database: `dataDir` on disk, or in memory when omitted.
 * PGlite runs one query at a time, so appends are grouped into one batch at a time.
 */
export class PgliteDriver implements SqlDriver {
  readonly concurrency = 1;

  readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  static async open(dataDir?: string): Promise<PgliteDriver> {
    const db = dataDir ? await PGlite.create(dataDir) : await openInMemory();
    return new PgliteDriver(db);
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[] }> {
    // PGlite's query() takes one statement; parameterless multi-statement scripts go to exec().
    if (params.length === 0 && sql.includes(';')) {
      const results = await this.db.exec(sql);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    }
    const result = await this.db.query<Row>(sql, params as unknown[]);
    return { rows: result.rows };
  }

  transaction<T>(fn: (tx: SqlDriver) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) => {
      const tx: SqlDriver = {
        concurrency: 1,
        query: async <Row>(sql: string, params: readonly unknown[] = []) => {
          if (params.length === 0 && sql.includes(';')) {
            const results = await t.exec(sql);
            return { rows: (results.at(-1)?.rows ?? []) as Row[] };
          }
          return { rows: (await t.query<Row>(sql, params as unknown[])).rows };
        },
        transaction: (inner) => inner(tx),
        close: async () => undefined,
      };
      return fn(tx);
    });
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
