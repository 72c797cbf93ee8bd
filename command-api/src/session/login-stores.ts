import { createMailSecretStore, createSqlSessionStore, SessionTokens, type SqlDriver } from '@portal/platform';
import { AttemptLimiter } from '../identity/credentials/attempt-limiter.ts';
import type { AttemptLimits } from '../identity/credentials/attempt-limits.ts';
import { Credentials } from '../identity/credentials/credentials.ts';
import type { CredentialsStore } from '../identity/credentials/credentials-store.ts';
import { SecretBox } from '../identity/credentials/secret-box.ts';
import { createSqlAttemptStore } from '../identity/credentials/sql-attempt-store.ts';
import { createSqlCredentialsStore } from '../identity/credentials/sql-credentials-store.ts';
import { totpCode } from '../identity/credentials/totp.ts';
import { createUserTokenStore } from '../identity/credentials/user-tokens.ts';
import { createCaptchaStore } from '../registration/captcha-store.ts';
import type { SessionOptions } from './session.ts';

/** Everything login runs on, over one SQL database, plus the seeding of known credentials. */
export interface LoginStores extends SessionOptions {
  /** Sets a password and a confirmed authenticator with a known secret (demo users, tests); a set password and an enabled authenticator are kept. */
  setKnownCredentials(userId: string, password: string, totpSecret: string, now: Date): Promise<void>;
}

/**
 * Opens the credential and attempt tables in `sql` (the event store's database) and derives the
 * sealing and signing keys from `credentialsKey` (at least 32 characters).
 *
 * @example
 * const session = await openLoginStores(eventStore.sql, config.credentialsKey);
 * await app.register(commandApi, { eventStore, catalog, operatorToken, session });
 */
export async function openLoginStores(sql: SqlDriver, credentialsKey: string, options: { limits?: AttemptLimits } = {}): Promise<LoginStores> {
  const tokens = new SessionTokens(credentialsKey);
  const box = SecretBox.fromConfigSecret(credentialsKey);
  const store: CredentialsStore = await createSqlCredentialsStore(sql);
  const credentials = new Credentials(store, box);
  const limiter = new AttemptLimiter(await createSqlAttemptStore(sql), options.limits);
  return {
    credentials,
    limiter,
    tokens,
    sessions: await createSqlSessionStore(sql),
    userTokens: await createUserTokenStore(sql),
    mailSecrets: await createMailSecretStore(sql),
    captchas: await createCaptchaStore(sql),
    async setKnownCredentials(userId, password, totpSecret, now) {
      if ((await store.passwordHash(userId)) === null) await credentials.setPassword(userId, password, now);
      if (await credentials.hasTotp(userId)) return;
      await store.enrollTotp(userId, box.seal(totpSecret, userId), now);
      // Confirm with the code of the previous step, so the current one is still free for a login.
      const previous = new Date(now.getTime() - 30_000);
      if (!(await credentials.confirmTotp(userId, await totpCode(totpSecret, previous), now))) throw new Error(`could not confirm the authenticator of ${userId}`);
    },
  };
}
