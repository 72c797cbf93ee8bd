import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { migrate, type SchemaStep } from '../adapters/sql/migrate.ts';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';

/**
 * Crypto-shredding of personal data (GDPR erasure in an append-only log): each person's fields
 * travel sealed with a key of their own, kept only in the table `personal_data_keys` beside the
 * credentials; erasing deletes the key, and every copy of the sealed data (log, replicas,
 * backups) becomes unreadable. AES-256-GCM with the subject id as associated data, so a sealed
 * value cannot be moved to another subject.
 *
 * @example
 * const sealed = await keys.seal(customerId, { contact, billingAddress }); // "pd1.<iv>.<tag>.<data>"
 * const open = await keys.open(customerId, sealed); // the value, or null once erased
 * await keys.erase(customerId);
 */
export interface PersonalDataKeys {
  /** Seals a JSON value with the subject's key, making the key on first use. */
  seal(subjectId: string, value: unknown): Promise<string>;
  /** The sealed value, or null when the subject's key is erased (or the value is not one of its). */
  open<T>(subjectId: string, sealed: string): Promise<T | null>;
  /** Deletes the subject's key: everything sealed with it is unreadable from now on. */
  erase(subjectId: string): Promise<void>;
  /**
   * The keys of many subjects in one round trip (a batch of events), making missing ones when
   * `create`; an erased subject is absent from the answer unless `create` made it anew.
   */
  keysOf(subjectIds: readonly string[], create: boolean): Promise<ReadonlyMap<string, Buffer>>;
}

/** The shape of a sealed value in the log: "pd1." and three base64url parts. */
export const sealedPattern = '^pd1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';

export const personalDataKeysStep: SchemaStep = {
  name: 'personal-data-keys',
  sql: `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  subject_id text PRIMARY KEY,
  data_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};

const b64 = (bytes: Buffer): string => bytes.toString('base64url');

export function sealWith(key: Buffer, subjectId: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `pd1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(data)}`;
}

export function openWith<T>(key: Buffer, subjectId: string, sealed: string): T | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'pd1' || iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(subjectId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')) as T;
  } catch {
    return null;
  }
}

class SqlPersonalDataKeys implements PersonalDataKeys {
  private readonly sql: SqlDriver;

  constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  async seal(subjectId: string, value: unknown): Promise<string> {
    const key = (await this.keysOf([subjectId], true)).get(subjectId);
    if (!key) throw new Error(`no personal data key for ${subjectId}`);
    return sealWith(key, subjectId, value);
  }

  async open<T>(subjectId: string, sealed: string): Promise<T | null> {
    const key = (await this.keysOf([subjectId], false)).get(subjectId);
    return key ? openWith<T>(key, subjectId, sealed) : null;
  }

  async erase(subjectId: string): Promise<void> {
    await this.sql.query('DELETE FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
  }

  async keysOf(subjectIds: readonly string[], create: boolean): Promise<ReadonlyMap<string, Buffer>> {
    const ids = [...new Set(subjectIds)];
    if (ids.length === 0) return new Map();
    if (create) {
      await this.sql.query('INSERT INTO personal_data_keys (subject_id, data_key) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (subject_id) DO NOTHING', [
        ids,
        ids.map(() => b64(randomBytes(32))),
      ]);
    }
    const { rows } = await this.sql.query<{ subject_id: string; data_key: string }>('SELECT subject_id, data_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])', [ids]);
    return new Map(rows.map((row) => [row.subject_id, Buffer.from(row.data_key, 'base64url')]));
  }
}

/** The key table in `sql` (the event store's database, beside the credentials), created if missing. */
export async function createPersonalDataKeys(sql: SqlDriver): Promise<PersonalDataKeys> {
  await migrate(sql, [personalDataKeysStep]);
  return new SqlPersonalDataKeys(sql);
}
