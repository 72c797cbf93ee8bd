import pg from 'pg';
import type { SqlDriver } from '../sql/sql-driver.ts';

/** A SqlDriver over a pg Pool. */
export class PgDriver implements SqlDriver {
  readonly pool: pg.Pool;
  readonly concurrency: number;

  constructor(connectionString: string, options: { max?: number; appendConcurrency?: number } = {}) {
    this.pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
    // Idle clients that lose their server (restart, failover) must not crash the process.
    this.pool.on('error', () => undefined);
    this.concurrency = options.appendConcurrency ?? 4;
  }

  async query<Row>(sql: string, params: readonly unknown[] = [], options: { name?: string } = {}): Promise<{ rows: Row[] }> {
    const result = await this.pool.query({ text: sql, values: params as unknown[], name: options.name });
    return { rows: result.rows as Row[] };
  }

  async transaction<T>(fn: (tx: SqlDriver) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: SqlDriver = {
      concurrency: 1,
      query: async <Row>(sql: string, params: readonly unknown[] = []) => ({ rows: (await client.query(sql, params as unknown[])).rows as Row[] }),
      transaction: (inner) => inner(tx),
      close: async () => undefined,
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
