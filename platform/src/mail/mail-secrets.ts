import { migrate, type SchemaStep } from '../adapters/sql/migrate.ts';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import type { MailTemplate } from '@portal/events';

/**
 * Parameters that open an account: an activation or reset link names a one-time token, a code
 * is one. They never go into the log (MailQueued names them in `withheld`); the queue keeps them
 * in `mail_secrets` until the sender has sent the mail.
 */
export const mailSecretParams: { readonly [T in MailTemplate]: readonly string[] } = {
  activation: ['link', 'code'],
  passwordReset: ['link'],
  emailVerification: ['code'],
  recoveryCode: ['code', 'link'],
  testMail: [],
};

type Params = Record<string, string | number>;

/** The template's parameters split into what the log may hold and what it must not. */
export function splitMailParams(template: MailTemplate, params: Params): { shown: Params; withheld: Record<string, string> } {
  const secret = new Set(mailSecretParams[template]);
  const shown: Params = {};
  const withheld: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (secret.has(name)) withheld[name] = String(value);
    else shown[name] = value;
  }
  return { shown, withheld };
}

export const mailSecretsStep: SchemaStep = {
  name: 'mail-secrets',
  sql: `
CREATE TABLE IF NOT EXISTS mail_secrets (
  mail_id text PRIMARY KEY,
  params text NOT NULL,
  created_at timestamptz NOT NULL
);
`,
};

/**
 * The withheld parameters of queued mails, in the event store's database, from queueing until
 * the sender has sent the mail (or given up): then they are deleted. Nothing here logs them.
 *
 * @example
 * await secrets.put(mailId, { link, code }, now);   // QueueMail, before MailQueued is appended
 * const withheld = await secrets.get(mailId);       // the sender, when rendering
 * await secrets.remove(mailId);                      // after MailSent or the final MailFailed
 */
export class MailSecretStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  async init(): Promise<this> {
    await migrate(this.driver, [mailSecretsStep]);
    return this;
  }

  /** Keeps the first parameters of a mail: a retried QueueMail with new ones changes nothing, as its event does not change either. */
  async put(mailId: string, params: Record<string, string>, now: Date): Promise<void> {
    await this.driver.query('INSERT INTO mail_secrets (mail_id, params, created_at) VALUES ($1, $2, $3) ON CONFLICT (mail_id) DO NOTHING', [mailId, JSON.stringify(params), now.toISOString()]);
  }

  async get(mailId: string): Promise<Record<string, string> | null> {
    const { rows } = await this.driver.query<{ params: string }>('SELECT params FROM mail_secrets WHERE mail_id = $1', [mailId]);
    return rows[0] ? (JSON.parse(rows[0].params) as Record<string, string>) : null;
  }

  async remove(mailId: string): Promise<void> {
    await this.driver.query('DELETE FROM mail_secrets WHERE mail_id = $1', [mailId]);
  }
}

/** A mail secret store on `driver` with its table created. */
export function createMailSecretStore(driver: SqlDriver): Promise<MailSecretStore> {
  return new MailSecretStore(driver).init();
}
