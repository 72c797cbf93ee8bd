import { createHash } from 'node:crypto';
import { type Migration, Migrator, sql } from 'kysely';
import { kyselyOverTransaction } from './kysely-over-transaction.ts';
import type { SqlDriver } from './sql-driver.ts';

/**
 * One piece of the schema: idempotent DDL (CREATE ... IF NOT EXISTS, CREATE OR REPLACE) under a
 * stable name. A step runs again when its text changes, so a replaced function reaches every
 * database without a new step; a step must therefore be safe to run over its own older version.
 * Steps run in the order of their names (Kysely's); one that builds on another sorts after it.
 */
export interface SchemaStep {
  readonly name: string;
  readonly sql: string;
}

export interface MigrationOutcome {
  /** The steps this call ran, in order; empty when the schema was up to date. */
  readonly applied: readonly string[];
}

/**
 * The step's name in Kysely's ledger: its own name and the checksum of its text. A changed text is
 * a migration Kysely has not run yet (what Flyway calls a repeatable migration); the older
 * entries stay as the history of what ran when.
 */
export const ledgerNameOf = (step: SchemaStep): string => `${step.name}@${createHash('sha256').update(step.sql).digest('hex').slice(0, 16)}`;

// One transaction under one lock: a process that starts beside others waits here for the first
// one's DDL to commit, then finds every step recorded. The lock is per schema (hashtext of the
// search path's first schema), so test suites in their own schemas do not wait for each other.
const lockSql = `SELECT pg_advisory_xact_lock(7400000, hashtext(current_schema()))`;

// Entries of the ledger this call was not given: other code's steps (a store that opens alone
// names only its own) and older texts of given steps. Kysely refuses a ledger entry it has no
// migration for, so they are passed as done.
const alreadyRun: Migration = { up: async () => undefined };

/**
 * Brings the database's schema up to `steps` with Kysely's Migrator: every step whose name and
 * text are not in the ledger (`kysely_migration`) runs and is recorded. Safe for any number of
 * processes at once (they wait for one another), for databases from before this ledger (every
 * step is idempotent, so the first run applies them over the existing tables), and for a
 * failing step (the one transaction rolls back, ledger included). Works on PGlite's single
 * connection: it is one ordinary transaction.
 *
 * @example
 * await migrate(driver, [...eventsSchema, ...readModelSchema]);
 */
export async function migrate(driver: SqlDriver, steps: readonly SchemaStep[]): Promise<MigrationOutcome> {
  const byLedgerName = new Map<string, SchemaStep>();
  for (const step of steps) {
    if (steps.some((other) => other !== step && other.name === step.name)) throw new Error(`schema step ${step.name} is listed twice`);
    byLedgerName.set(ledgerNameOf(step), step);
  }
  return driver.transaction(async (tx) => {
    await tx.query(lockSql);
    const migrator = new Migrator({
      db: kyselyOverTransaction(tx),
      // The caller's transaction and lock above: Kysely's own would be a second, database-wide one.
      disableTransactions: true,
      allowUnorderedMigrations: true,
      provider: {
        getMigrations: async () => {
          const { rows } = await tx.query<{ name: string }>('SELECT name FROM kysely_migration');
          const migrations: Record<string, Migration> = Object.fromEntries(rows.map((row) => [row.name, alreadyRun]));
          for (const [name, step] of byLedgerName) migrations[name] ??= { up: async (db) => void (await sql.raw(step.sql).execute(db)) };
          return migrations;
        },
      },
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) throw error;
    return { applied: results.filter((result) => result.status === 'Success').map((result) => byLedgerName.get(result.migrationName)?.name ?? result.migrationName) };
  });
}
