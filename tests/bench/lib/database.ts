import { createPgliteEventStore, createPostgresEventStore, PgliteDriver, type SqlEventStore } from '@portal/platform';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
// Every bench runs in a throwaway schema, as the test suites do.
import { freshPgSchema } from '@portal/platform/testing';

/** A connection that runs raw SQL for the ceilings. */
export interface RawClient {
  /** `name` prepares the statement once per connection (PostgreSQL; PGlite ignores it). */
  query(sql: string, params?: readonly unknown[], name?: string): Promise<{ rows: unknown[] }>;
  /** `COPY <table> (<columns>) FROM STDIN` with `text` in COPY's text format. */
  copyFrom(target: string, text: string): Promise<void>;
}

/**
 * The database one bench runs on. PostgreSQL: a fresh schema on PORTAL_PG_URL; PGlite: a new
 * in-memory instance. Ceilings and the event store use the same database.
 */
export interface BenchDatabase {
  readonly kind: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection string of the bench's fresh schema, for child processes. */
  readonly url?: string;
  /**
   * An event store with the product's default settings. On PostgreSQL every call opens a new
   * instance with its own pool, as another process would; PGlite has one instance per database,
   * so every call returns the same store.
   */
  eventStore(): Promise<SqlEventStore>;
  /** `n` raw connections: separate pg clients, or `n` callers sharing the PGlite instance. */
  rawClients(n: number): Promise<RawClient[]>;
  close(): Promise<void>;
}

export async function openBenchDatabase(pgUrl: string | undefined): Promise<BenchDatabase> {
  return pgUrl ? openPostgres(pgUrl) : openPglite();
}

async function openPostgres(baseUrl: string): Promise<BenchDatabase> {
  const schema = await freshPgSchema(baseUrl);
  const stores: SqlEventStore[] = [];
  const clients: pg.Client[] = [];
  return {
    kind: 'postgres',
    url: schema.url,
    async eventStore() {
      const store = await createPostgresEventStore(schema.url);
      stores.push(store);
      return store;
    },
    async rawClients(n) {
      const opened = await Promise.all(
        Array.from({ length: n }, async () => {
          const client = new pg.Client({ connectionString: schema.url });
          await client.connect();
          return client;
        }),
      );
      clients.push(...opened);
      return opened.map((client) => ({
        query: (sql: string, params: readonly unknown[] = [], name?: string) => client.query({ text: sql, values: params as unknown[], name }),
        copyFrom: (target: string, text: string) => pipeline(Readable.from([text]), client.query(copyFrom(`COPY ${target} FROM STDIN`))),
      }));
    },
    async close() {
      await Promise.all([...stores.map((s) => s.close()), ...clients.map((c) => c.end())]);
      await schema.drop();
    },
  };
}

async function openPglite(): Promise<BenchDatabase> {
  const driver = await PgliteDriver.open();
  let store: Promise<SqlEventStore> | undefined;
  return {
    kind: 'pglite',
    eventStore() {
      store ??= createPgliteEventStore({ driver });
      return store;
    },
    async rawClients(n) {
      const client: RawClient = {
        query: (sql, params = []) => driver.db.query(sql, params as unknown[]),
        // PGlite reads COPY input from a blob handed over as the virtual file /dev/blob.
        copyFrom: async (target, text) => {
          await driver.db.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([text]) });
        },
      };
      return Array.from({ length: n }, () => client);
    },
    close: () => driver.close(),
  };
}
