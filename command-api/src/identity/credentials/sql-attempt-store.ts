import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';
import type { AttemptKind, FailureWindow } from './attempt-limits.ts';
import type { AttemptStore, StoredScope } from './attempt-limiter.ts';

const schemaSql = `
CREATE TABLE IF NOT EXISTS identity_attempts (
  kind text NOT NULL,
  scope text NOT NULL,
  key text NOT NULL,
  window_started_at bigint NOT NULL,
  failures integer NOT NULL,
  PRIMARY KEY (kind, scope, key)
);
`;

export const attemptsStep: SchemaStep = { name: 'identity-attempts', sql: schemaSql };

interface WindowRow {
  window_started_at: unknown;
  failures: unknown;
}

const windowOf = (row: WindowRow | undefined): FailureWindow | null =>
  row ? { startedAt: Number(row.window_started_at), failures: Number(row.failures) } : null;

/**
 * Failure windows in the table `identity_attempts` of PostgreSQL or PGlite, so every process of
 * a split deployment counts against the same limits. Times are epoch milliseconds from the
 * caller's clock, never the database's, so tests inject time.
 */
export class SqlAttemptStore implements AttemptStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  /** Creates the table; safe to run from several processes at once. */
  async init(): Promise<this> {
    await migrate(this.driver, [attemptsStep]);
    return this;
  }

  async window(kind: AttemptKind, scope: StoredScope, key: string): Promise<FailureWindow | null> {
    const { rows } = await this.driver.query<WindowRow>(
      'SELECT window_started_at, failures FROM identity_attempts WHERE kind = $1 AND scope = $2 AND key = $3',
      [kind, scope, key],
    );
    return windowOf(rows[0]);
  }

  update(kind: AttemptKind, scope: StoredScope, key: string, next: (current: FailureWindow | null) => FailureWindow): Promise<FailureWindow> {
    return this.driver.transaction(async (tx) => {
      // The row lock serialises concurrent failures on one key; a missing row cannot be locked,
      // so an empty window is inserted first (failures 0 reads like no window to the decision).
      await tx.query(
        'INSERT INTO identity_attempts (kind, scope, key, window_started_at, failures) VALUES ($1, $2, $3, 0, 0) ON CONFLICT DO NOTHING',
        [kind, scope, key],
      );
      const { rows } = await tx.query<WindowRow>(
        'SELECT window_started_at, failures FROM identity_attempts WHERE kind = $1 AND scope = $2 AND key = $3 FOR UPDATE',
        [kind, scope, key],
      );
      const current = windowOf(rows[0]);
      const updated = next(current && current.failures > 0 ? current : null);
      // An upsert, not an UPDATE: a prune may have deleted the (expired) row before it was locked.
      await tx.query(
        `INSERT INTO identity_attempts (kind, scope, key, window_started_at, failures) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, scope, key) DO UPDATE SET window_started_at = EXCLUDED.window_started_at, failures = EXCLUDED.failures`,
        [kind, scope, key, updated.startedAt, updated.failures],
      );
      return updated;
    });
  }

  async clear(kind: AttemptKind, scope: StoredScope, key: string): Promise<void> {
    await this.driver.query('DELETE FROM identity_attempts WHERE kind = $1 AND scope = $2 AND key = $3', [kind, scope, key]);
  }

  async prune(failuresBefore: number, knownBefore: number): Promise<void> {
    await this.driver.query(
      "DELETE FROM identity_attempts WHERE window_started_at < CASE WHEN scope = 'knownAddress' THEN $2::bigint ELSE $1::bigint END",
      [failuresBefore, knownBefore],
    );
  }
}

/** An attempt store on `driver` with its table created. */
export function createSqlAttemptStore(driver: SqlDriver): Promise<SqlAttemptStore> {
  return new SqlAttemptStore(driver).init();
}
