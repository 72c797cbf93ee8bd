import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';
import type { CredentialsStore, StoredTotp } from './credentials-store.ts';

const schemaSql = `
CREATE TABLE IF NOT EXISTS identity_credentials (
  user_id text PRIMARY KEY,
  password_hash text,
  password_set_at timestamptz,
  totp_sealed text,
  totp_confirmed boolean NOT NULL DEFAULT false,
  totp_enrolled_at timestamptz,
  totp_last_step bigint
);
CREATE TABLE IF NOT EXISTS identity_recovery_codes (
  user_id text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
`;

export const credentialsStep: SchemaStep = { name: 'identity-credentials', sql: schemaSql };

interface TotpRow {
  totp_sealed: string | null;
  totp_confirmed: boolean;
  totp_enrolled_at: Date | string | null;
  totp_last_step: unknown;
}

/**
 * The credentials store in the tables `identity_credentials` and `identity_recovery_codes` of
 * PostgreSQL or PGlite. Pass the event store's driver (`eventStore.sql`): embedded PGlite allows
 * one owner of the database.
 */
export class SqlCredentialsStore implements CredentialsStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  /** Creates the tables; safe to run from several processes at once. */
  async init(): Promise<this> {
    await migrate(this.driver, [credentialsStep]);
    return this;
  }

  async setPasswordHash(userId: string, hash: string, now: Date): Promise<void> {
    await this.driver.query(
      `INSERT INTO identity_credentials (user_id, password_hash, password_set_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, password_set_at = EXCLUDED.password_set_at`,
      [userId, hash, now.toISOString()],
    );
  }

  async passwordHash(userId: string): Promise<string | null> {
    const { rows } = await this.driver.query<{ password_hash: string | null }>('SELECT password_hash FROM identity_credentials WHERE user_id = $1', [userId]);
    return rows[0]?.password_hash ?? null;
  }

  async enrollTotp(userId: string, sealedSecret: string, now: Date): Promise<void> {
    await this.driver.query(
      `INSERT INTO identity_credentials (user_id, totp_sealed, totp_confirmed, totp_enrolled_at, totp_last_step) VALUES ($1, $2, false, $3, NULL)
       ON CONFLICT (user_id) DO UPDATE SET totp_sealed = EXCLUDED.totp_sealed, totp_confirmed = false,
         totp_enrolled_at = EXCLUDED.totp_enrolled_at, totp_last_step = NULL`,
      [userId, sealedSecret, now.toISOString()],
    );
  }

  async totp(userId: string): Promise<StoredTotp | null> {
    const { rows } = await this.driver.query<TotpRow>(
      'SELECT totp_sealed, totp_confirmed, totp_enrolled_at, totp_last_step FROM identity_credentials WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row?.totp_sealed || row.totp_enrolled_at === null) return null;
    return {
      sealedSecret: row.totp_sealed,
      confirmed: row.totp_confirmed,
      enrolledAt: new Date(row.totp_enrolled_at),
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  async claimTotpStep(userId: string, sealedSecret: string, step: number, confirm: boolean): Promise<boolean> {
    // One conditional UPDATE is the whole replay guard: of two requests with the same code,
    // in one process or two, exactly one sees its row updated.
    const { rows } = await this.driver.query(
      `UPDATE identity_credentials SET totp_last_step = $3, totp_confirmed = totp_confirmed OR $4
       WHERE user_id = $1 AND totp_sealed = $2 AND (totp_last_step IS NULL OR totp_last_step < $3)
       RETURNING user_id`,
      [userId, sealedSecret, step, confirm],
    );
    return rows.length === 1;
  }

  async removeTotp(userId: string): Promise<void> {
    await this.driver.query(
      'UPDATE identity_credentials SET totp_sealed = NULL, totp_confirmed = false, totp_enrolled_at = NULL, totp_last_step = NULL WHERE user_id = $1',
      [userId],
    );
  }

  async replaceRecoveryCodes(userId: string, hashes: readonly string[], now: Date): Promise<void> {
    await this.driver.transaction(async (tx) => {
      await tx.query('DELETE FROM identity_recovery_codes WHERE user_id = $1', [userId]);
      for (const hash of hashes) {
        await tx.query('INSERT INTO identity_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [userId, hash, now.toISOString()]);
      }
    });
  }

  async unusedRecoveryCodes(userId: string): Promise<string[]> {
    const { rows } = await this.driver.query<{ code_hash: string }>(
      'SELECT code_hash FROM identity_recovery_codes WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at, code_hash',
      [userId],
    );
    return rows.map((row) => row.code_hash);
  }

  async useRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean> {
    const { rows } = await this.driver.query(
      'UPDATE identity_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
      [userId, hash, now.toISOString()],
    );
    return rows.length === 1;
  }

  async erase(userId: string): Promise<void> {
    await this.driver.transaction(async (tx) => {
      await tx.query('DELETE FROM identity_recovery_codes WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM identity_credentials WHERE user_id = $1', [userId]);
    });
  }
}

/** A credentials store on `driver` with its tables created. */
export function createSqlCredentialsStore(driver: SqlDriver): Promise<SqlCredentialsStore> {
  return new SqlCredentialsStore(driver).init();
}
