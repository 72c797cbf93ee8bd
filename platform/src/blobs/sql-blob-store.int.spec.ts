import { PgDriver } from '../adapters/postgres/pg-driver.ts';
import { PgliteDriver } from '../adapters/pglite/pglite-driver.ts';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import { freshPgSchema, whenServer } from '../testing/pg-test-db.ts';
import { blobStoreContract } from './blob-store.contract.ts';
import { createSqlBlobStore } from './sql-blob-store.ts';

const copies = (driver: SqlDriver) => async (hash: string) =>
  Number((await driver.query<{ n: unknown }>('SELECT count(*) AS n FROM blobs WHERE hash = $1', [hash])).rows[0]?.n ?? 0);

blobStoreContract('pglite (in memory)', async () => {
  const driver = await PgliteDriver.open();
  return { store: await createSqlBlobStore(driver), copies: copies(driver), teardown: () => driver.close() };
});

whenServer('PORTAL_PG_URL', 'blob store contract: postgres', (base) => {
  blobStoreContract('postgres', async () => {
    const db = await freshPgSchema(base);
    const driver = new PgDriver(db.url);
    return {
      store: await createSqlBlobStore(driver),
      copies: copies(driver),
      teardown: async () => {
        await driver.close();
        await db.drop();
      },
    };
  });
});
