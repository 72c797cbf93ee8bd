import { createPgliteEventStore, createPostgresEventStore, type SqlEventStore } from '@portal/platform';
import { createPgReadStore, type PgReadStore } from '../store/pg/pg-read-store.ts';
import { freshPgSchema, pgUrl } from './test-db.ts';

/** An event store and a read store on one database, as the server wires them. */
export interface SqlTarget {
  readonly eventStore: SqlEventStore;
  readonly readStore: PgReadStore;
  readonly url?: string;
  teardown(): Promise<void>;
}

export interface TargetFactory {
  readonly name: string;
  open(): Promise<SqlTarget>;
}

const pglite: TargetFactory = {
  name: 'pglite',
  async open() {
    const eventStore = await createPgliteEventStore({ pollMs: 20 });
    const readStore = await createPgReadStore(eventStore.sql);
    return { eventStore, readStore, teardown: () => eventStore.close() };
  },
};

const postgres = (base: string): TargetFactory => ({
  name: 'postgres',
  async open() {
    const db = await freshPgSchema(base);
    const eventStore = await createPostgresEventStore(db.url, { pollMs: 20 });
    const readStore = await createPgReadStore(eventStore.sql);
    return {
      eventStore,
      readStore,
      url: db.url,
      teardown: async () => {
        await eventStore.close();
        await db.drop();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when PORTAL_PG_URL is set. */
export const sqlTargets: readonly TargetFactory[] = pgUrl ? [pglite, postgres(pgUrl)] : [pglite];
