import { createHash, randomBytes } from 'node:crypto';
import { migrate, type SchemaStep, type SqlDriver } from '@portal/platform';

/** What a one-time token opens: an activation link, a reset link, a mail change, a two-factor reset. */
export const userTokenKinds = ['activation', 'passwordReset', 'mailChange', 'twoFactorReset'] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

export interface UserToken {
  readonly kind: UserTokenKind;
  readonly userId: string;
  /** argon2id hash of the code that goes with the token (activation code, verification code), or null. */
  readonly codeHash: string | null;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

const schemaSql = `
CREATE TABLE IF NOT EXISTS identity_user_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL,
  user_id text NOT NULL,
  code_hash text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS identity_user_tokens_user ON identity_user_tokens (user_id, kind);
`;

export const userTokensStep: SchemaStep = { name: 'identity-user-tokens', sql: schemaSql };

// The id is the secret of a link: only its digest is stored, as a password's hash is.
const digestOf = (kind: UserTokenKind, id: string): string => createHash('sha256').update(`${kind}\u0000${id}`).digest('hex');

interface TokenRow {
  kind: string;
  user_id: string;
  code_hash: string | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/**
 * One-time tokens of activation, password reset, mail change and two-factor reset in the table
 * `identity_user_tokens`, beside the credentials: never in an event. Links carry a random id of
 * 256 bits; the table holds its SHA-256 and the argon2id hash of any code that goes with it.
 *
 * @example
 * const id = await tokens.issue('passwordReset', userId, null, new Date(now.getTime() + 3_600_000), now);
 * const token = await tokens.find('passwordReset', id); // { userId, expiresAt, ... }
 * await tokens.use('passwordReset', id, now); // true once
 */
export class UserTokenStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  async init(): Promise<this> {
    await migrate(this.driver, [userTokensStep]);
    return this;
  }

  /**
   * Stores a token and answers its id: a new random one, or `id` when given (a mail change is
   * named by its user). A token of the same kind and id replaces the earlier one.
   */
  async issue(kind: UserTokenKind, userId: string, codeHash: string | null, expiresAt: Date, now: Date, id: string = randomBytes(32).toString('base64url')): Promise<string> {
    await this.driver.query(
      `INSERT INTO identity_user_tokens (token_hash, kind, user_id, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (token_hash) DO UPDATE SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
         used_at = NULL, created_at = EXCLUDED.created_at`,
      [digestOf(kind, id), kind, userId, codeHash, expiresAt.toISOString(), now.toISOString()],
    );
    return id;
  }

  async find(kind: UserTokenKind, id: string): Promise<UserToken | null> {
    const { rows } = await this.driver.query<TokenRow>('SELECT kind, user_id, code_hash, expires_at, used_at FROM identity_user_tokens WHERE token_hash = $1', [digestOf(kind, id)]);
    const row = rows[0];
    if (!row || row.kind !== kind) return null;
    return { kind, userId: row.user_id, codeHash: row.code_hash, expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) };
  }

  /** Marks the token used: true for exactly one caller, and only before it expires. */
  async use(kind: UserTokenKind, id: string, now: Date): Promise<boolean> {
    const { rows } = await this.driver.query(
      'UPDATE identity_user_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
      [digestOf(kind, id), now.toISOString()],
    );
    return rows.length === 1;
  }

  /** Ends every open token of this kind of the user (a new reset link makes the older ones useless). */
  async revokeAll(kind: UserTokenKind, userId: string, now: Date): Promise<void> {
    await this.driver.query('UPDATE identity_user_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind, now.toISOString()]);
  }
}

/** A token store on `driver` with its table created. */
export function createUserTokenStore(driver: SqlDriver): Promise<UserTokenStore> {
  return new UserTokenStore(driver).init();
}
