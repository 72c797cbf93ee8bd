import { SqlEventStore, type SqlEventStoreOptions } from '../sql/sql-event-store.ts';
import { PgAppendSignal } from './pg-append-signal.ts';
import { PgDriver } from './pg-driver.ts';

/** The event store on PostgreSQL (PORTAL_PG_URL). */
export function createPostgresEventStore(
  connectionString: string,
  options: SqlEventStoreOptions & { poolSize?: number; appendConcurrency?: number; driver?: PgDriver } = {},
): Promise<SqlEventStore> {
  const driver = options.driver ?? new PgDriver(connectionString, { max: options.poolSize, appendConcurrency: options.appendConcurrency });
  // LISTEN/NOTIFY wakes live readers across processes; the poll only covers a lost notification.
  return new SqlEventStore('postgres', driver, { pollMs: 1000, signal: new PgAppendSignal(connectionString, driver), ...options }).init();
}
