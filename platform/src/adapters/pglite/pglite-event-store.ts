import { SqlEventStore, type SqlEventStoreOptions } from '../sql/sql-event-store.ts';
import { PgliteDriver } from './pglite-driver.ts';

/** The embedded event store: PGlite under `dataDir`, or in memory when it is omitted. */
export async function createPgliteEventStore(options: SqlEventStoreOptions & { dataDir?: string; driver?: PgliteDriver } = {}): Promise<SqlEventStore> {
  const driver = options.driver ?? (await PgliteDriver.open(options.dataDir));
  return new SqlEventStore('pglite', driver, options).init();
}
