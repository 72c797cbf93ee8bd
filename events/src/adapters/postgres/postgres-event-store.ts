import { SqlEventStore, type SqlEventStoreOptions } from '../sql/sql-event-store.ts';
import { PgDriver } from './pg-driver.ts';

/** The event store on PostgreSQL (PORTAL_PG_URL). */
export function createPostgresEventStore(
  connectionString: string,
  options: SqlEventStoreOptions & { poolSize?: number; appendConcurrency?: number; driver?: PgDriver } = {},
): Promise<SqlEventStore> {
  const driver = options.driver ?? new PgDriver(connectionString, { max: options.poolSize, appendConcurrency: options.appendConcurrency });
  return new SqlEventStore('postgres', driver, { pollMs: 100, ...options }).init();
}
