import { createPgliteEventStore } from '../adapters/pglite/pglite-event-store.ts';
import { createPostgresEventStore } from '../adapters/postgres/postgres-event-store.ts';
import type { SqlEventStore, SqlEventStoreOptions } from '../adapters/sql/sql-event-store.ts';
import { freshPgSchema, pgUrl } from './pg-test-db.ts';

/**
 * An event store of a spec's own: in-memory PGlite, or with PORTAL_TEST_STORE=postgres a fresh
 * schema on the PostgreSQL of PORTAL_PG_URL, dropped on close. Both are the one SqlEventStore and
 * pass the same contract (event-store.contract.ts). On PostgreSQL the integration suites run in
 * about half the time (PGlite runs every statement in the jest worker's thread: the 10,000-point
 * import took 43 s on PGlite, 18 s on PostgreSQL), but it is not CI's default yet: there some
 * specs failed that PGlite's one connection had kept serial (docs/runbook.md, 2026-11-28: customer
 * numbers taken at once, a helper reading the whole log right after a command while another
 * spec's transaction held the read horizon back). Specs of the PGlite adapter itself keep calling
 * createPgliteEventStore.
 */
export async function testEventStore(options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
  if (!pgUrl || process.env.PORTAL_TEST_STORE !== 'postgres') return createPgliteEventStore(options);
  const schema = await freshPgSchema(pgUrl);
  const store = await createPostgresEventStore(schema.url, { poolSize: 4, ...options }).catch(async (error: unknown) => {
    await schema.drop();
    throw error;
  });
  const close = store.close.bind(store);
  return Object.assign(store, {
    close: async () => {
      await close();
      await schema.drop();
    },
  });
}
