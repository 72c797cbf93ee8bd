import { PgDriver, PgliteDriver } from '@portal/platform';
import { freshPgSchema, pgUrl, skipLine } from '../../testing/test-db.ts';
import { readStoreContract } from '../read-store.contract.ts';
import { createPgReadStore } from './pg-read-store.ts';

// PostgreSQL cannot store a NUL character in jsonb: a document holding one fails mid-batch.
const poison = { text: 'a\u0000b' };

readStoreContract('pglite (in memory)', async () => {
  const driver = await PgliteDriver.open();
  const store = await createPgReadStore(driver, { ownsDriver: true });
  return { store, poison, atomic: true, teardown: () => store.close() };
});

if (!pgUrl) {
  skipLine('read store contract: postgres', 'PORTAL_PG_URL is not set');
  it.skip('read store contract: postgres (PORTAL_PG_URL not set)', () => undefined);
} else {
  const base = pgUrl;
  readStoreContract('postgres', async () => {
    const db = await freshPgSchema(base);
    const store = await createPgReadStore(new PgDriver(db.url), { ownsDriver: true });
    return {
      store,
      poison,
      atomic: true,
      teardown: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
}
