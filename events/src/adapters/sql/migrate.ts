import { createHash } from 'node:crypto';
import type { SqlDriver } from './sql-driver.ts';

/**
 * One piece of the schema: idempotent DDL (CREATE ... IF NOT EXISTS, CREATE OR REPLACE) under a
 * stable name. A step runs again when its text changes, so a replaced function reaches every
 * database without a new step; a step must therefore be safe to run over its own older version.
 */
export interface SchemaStep {
  readonly name: string;
  readonly sql: string;
}

export interface MigrationOutcome {
  /** The steps this call ran, in order; empty when the schema was up to date. */
  readonly applied: readonly string[];
}

const checksumOf = (step: SchemaStep): string => createHash('sha256').update(step.sql).digest('hex');

// One transaction under one lock: a process that starts beside others waits here for the first
// one's DDL to commit, then finds every step recorded. The lock is per schema (hashtext of the
// search path's first schema), so test suites in their own schemas do not wait for each other.
const lockSql = `SELECT pg_advisory_xact_lock(7400000, hashtext(current_schema()))`;

const ledgerSql = /* sql */ `
CREATE TABLE IF NOT EXISTS schema_migrations (
  name       text PRIMARY KEY,
  checksum   text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
`;

/**
 * Brings the database's schema up to `steps`: every step not recorded in `schema_migrations`
 * with its current text runs, in the given order, and is recorded. Safe for any number of
 * processes at once (they wait for one another) and for databases from before the ledger (the
 * first run applies the idempotent steps over the existing tables and records them). Works on
 * PGlite's single connection: it is one ordinary transaction.
 *
 * @example
 * await migrate(driver, [...eventsSchema, ...readModelSchema]);
 */
export async function migrate(driver: SqlDriver, steps: readonly SchemaStep[]): Promise<MigrationOutcome> {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`schema step ${step.name} is listed twice`);
    names.add(step.name);
  }
  return driver.transaction(async (tx) => {
    await tx.query(lockSql);
    await tx.query(ledgerSql);
    const { rows } = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations WHERE name = ANY($1::text[])', [[...names]]);
    const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
    const applied: string[] = [];
    for (const step of steps) {
      const checksum = checksumOf(step);
      if (recorded.get(step.name) === checksum) continue;
      await tx.query(step.sql);
      await tx.query(
        'INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()',
        [step.name, checksum],
      );
      applied.push(step.name);
    }
    return { applied };
  });
}
