import { SqlEventStore, type SqlEventStoreOptions } from '../sql/sql-event-store.ts';
import { PgliteDriver } from './pglite-driver.ts';

/**
 * The embedded event store: PGlite under `dataDir`, or in memory when it is omitted. Only this
 * process opens the database (the data directory's lock), so its own appends ring every reader
 * and the poll is a slow safety net: twenty-odd readers polling every 200 ms kept an idle
 * server at 15 % of a core, each poll a query through PGlite's single thread.
 */
export async function createPgliteEventStore(options: SqlEventStoreOptions & { dataDir?: string; driver?: PgliteDriver } = {}): Promise<SqlEventStore> {
  const driver = options.driver ?? (await PgliteDriver.open(options.dataDir));
  return new SqlEventStore('pglite', driver, { pollMs: 5000, ...options }).init();
}
