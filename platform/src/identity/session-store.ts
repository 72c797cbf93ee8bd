import { migrate, type SchemaStep } from '../adapters/sql/migrate.ts';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';

/**
 * The sessions the server still honours. A signed session cookie proves who logged in; this
 * table says whether that session is still open, so logging out (or, later, deactivating a
 * user) ends it for every copy of the cookie, not only in the browser that held it.
 */
export interface SessionStore {
  open(sid: string, userId: string, expiresAt: Date): Promise<void>;
  isOpen(sid: string, now: Date): Promise<boolean>;
  end(sid: string, now: Date): Promise<void>;
  /** Ends every open session of a user (deactivation, password change). */
  endAllOf(userId: string, now: Date): Promise<void>;
}

export const sessionsStep: SchemaStep = {
  name: 'identity-sessions',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS identity_sessions (
  sid        text PRIMARY KEY,
  user_id    text NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at   timestamptz
);
CREATE INDEX IF NOT EXISTS identity_sessions_user ON identity_sessions (user_id) WHERE ended_at IS NULL;
`,
};

class SqlSessionStore implements SessionStore {
  private readonly sql: SqlDriver;

  constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  async open(sid: string, userId: string, expiresAt: Date): Promise<void> {
    await this.sql.query('INSERT INTO identity_sessions (sid, user_id, expires_at) VALUES ($1, $2, $3)', [sid, userId, expiresAt.toISOString()]);
  }

  async isOpen(sid: string, now: Date): Promise<boolean> {
    const { rows } = await this.sql.query('SELECT 1 FROM identity_sessions WHERE sid = $1 AND ended_at IS NULL AND expires_at > $2', [sid, now.toISOString()]);
    return rows.length > 0;
  }

  async end(sid: string, now: Date): Promise<void> {
    await this.sql.query('UPDATE identity_sessions SET ended_at = $2 WHERE sid = $1 AND ended_at IS NULL', [sid, now.toISOString()]);
  }

  async endAllOf(userId: string, now: Date): Promise<void> {
    await this.sql.query('UPDATE identity_sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL', [userId, now.toISOString()]);
  }
}

export async function createSqlSessionStore(sql: SqlDriver): Promise<SessionStore> {
  await migrate(sql, [sessionsStep]);
  return new SqlSessionStore(sql);
}
