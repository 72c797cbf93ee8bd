import { freshPgSchema, whenServer } from '../../testing/pg-test-db.ts';
import { eventStoreContract } from '../event-store.contract.ts';
import { openBystander, openPgTransaction, otherDatabaseUrl, rolledBackAppend } from '../sql/open-transaction.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

whenServer('PORTAL_PG_URL', 'event store contract: postgres', (base) => {
  eventStoreContract('postgres', async () => {
    const db = await freshPgSchema(base);
    const store = await createPostgresEventStore(db.url, { pollMs: 50 });
    return {
      store,
      openTransaction: () => openPgTransaction(db.url),
      openBystander: (where) => openBystander(where === 'same' ? db.url : otherDatabaseUrl(db.url)),
      rolledBackAppend: (s) => rolledBackAppend(store.sql, s),
      teardown: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
});
