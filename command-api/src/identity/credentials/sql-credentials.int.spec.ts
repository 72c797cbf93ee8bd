import { PgDriver, PgliteDriver, type SqlDriver } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import { attemptStoreContract } from './attempt-store.contract.ts';
import { credentialsStoreContract } from './credentials-store.contract.ts';
import { createSqlAttemptStore } from './sql-attempt-store.ts';
import { createSqlCredentialsStore } from './sql-credentials-store.ts';

// Every stored column of the user, as one text, to prove what is and is not kept at rest.
const rawRows = (driver: SqlDriver) => async (userId: string) => {
  const credentials = await driver.query<{ row: string }>('SELECT row_to_json(c)::text AS row FROM identity_credentials c WHERE user_id = $1', [userId]);
  const codes = await driver.query<{ row: string }>('SELECT row_to_json(r)::text AS row FROM identity_recovery_codes r WHERE user_id = $1', [userId]);
  return [...credentials.rows, ...codes.rows].map((r) => r.row).join('\n');
};

async function openPg(base: string): Promise<{ driver: SqlDriver; teardown: () => Promise<void> }> {
  const db = await freshPgSchema(base);
  const driver = new PgDriver(db.url);
  return {
    driver,
    teardown: async () => {
      await driver.close();
      await db.drop();
    },
  };
}

credentialsStoreContract('pglite (in memory)', async () => {
  const driver = await PgliteDriver.open();
  return { store: await createSqlCredentialsStore(driver), rawRows: rawRows(driver), teardown: () => driver.close() };
});

attemptStoreContract('pglite (in memory)', async () => {
  const driver = await PgliteDriver.open();
  return { store: await createSqlAttemptStore(driver), teardown: () => driver.close() };
});

whenServer('PORTAL_PG_URL', 'credentials and attempt store contracts: postgres', (base) => {
  credentialsStoreContract('postgres', async () => {
    const { driver, teardown } = await openPg(base);
    return { store: await createSqlCredentialsStore(driver), rawRows: rawRows(driver), teardown };
  });
  attemptStoreContract('postgres', async () => {
    const { driver, teardown } = await openPg(base);
    return { store: await createSqlAttemptStore(driver), teardown };
  });
});
