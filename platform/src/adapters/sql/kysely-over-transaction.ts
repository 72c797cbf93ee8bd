import {
  type DatabaseConnection,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresQueryCompiler,
  type QueryResult,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import type { SqlDriver } from './sql-driver.ts';

/**
 * Kysely on one open transaction of a SqlDriver (pg or PGlite alike), for its Migrator only. The
 * caller owns the transaction and the lock (migrate.ts): Kysely's own migration lock is a
 * session-wide advisory lock on one fixed key for the whole database, and would make test suites
 * in their own schemas queue behind each other, so here it is a no-op.
 */
export function kyselyOverTransaction(tx: SqlDriver): Kysely<unknown> {
  const connection: DatabaseConnection = {
    async executeQuery<R>(compiled: { sql: string; parameters: readonly unknown[] }): Promise<QueryResult<R>> {
      return { rows: (await tx.query<R>(compiled.sql, compiled.parameters)).rows };
    },
    streamQuery() {
      throw new Error('streaming is not used by migrations');
    },
  };
  const refuseTransaction = async (): Promise<void> => {
    throw new Error('the migration runs inside the caller\'s transaction (Migrator needs disableTransactions: true)');
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: refuseTransaction,
    commitTransaction: refuseTransaction,
    rollbackTransaction: refuseTransaction,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const dialect: Dialect = {
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new AdapterUnderCallersLock(),
    createIntrospector: () => new CurrentSchemaIntrospector(tx),
  };
  return new Kysely<unknown>({ dialect });
}

class AdapterUnderCallersLock extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}

  override async releaseMigrationLock(): Promise<void> {}
}

/**
 * What the Migrator asks of the catalogue: whether its ledger tables exist. Only the schema being
 * migrated counts (Kysely's own introspector lists every schema's tables with their columns,
 * which on a test database holds hundreds of schemas and finds another suite's ledger).
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  private readonly tx: SqlDriver;

  constructor(tx: SqlDriver) {
    this.tx = tx;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    return (await this.tx.query<SchemaMetadata>('SELECT current_schema() AS name')).rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await this.tx.query<{ name: string; schema: string }>(
      `SELECT c.relname AS name, n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
    );
    return rows.map((row) => ({ ...row, isView: false, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
