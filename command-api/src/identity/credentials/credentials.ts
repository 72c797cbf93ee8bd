import { validationError } from '@portal/events';
import type { CredentialsStore } from './credentials-store.ts';
import { hashPassword, needsRehash, passwordPolicyViolations, verifyPassword } from './password.ts';
import { generateRecoveryCode, hashRecoveryCode, recoveryCodeMatches } from './recovery-code.ts';
import type { SecretBox } from './secret-box.ts';
import { checkTotp, generateTotpSecret, totpQrDataUrl, totpUri } from './totp.ts';

/** What the two-factor setup page shows once: the secret for manual entry, its URI and QR code. */
export interface TotpEnrollment {
  readonly secret: string;
  readonly uri: string;
  readonly qrDataUrl: string;
}

/**
 * The credential operations of activation, login and recovery over a `CredentialsStore`:
 * hashes passwords, seals TOTP secrets, guards against replayed codes. Answers true or false
 * and leaves counting failures to the `AttemptLimiter`. Nothing here logs a password, secret,
 * code or hash.
 *
 * @example
 * const credentials = new Credentials(await createSqlCredentialsStore(eventStore.sql), SecretBox.fromConfigSecret(key));
 * await credentials.setPassword(userId, 'S3cret!pw', now);
 * const { qrDataUrl } = await credentials.enrollTotp(userId, { issuer: 'Alpha Energie', account: 'ann@alpha.test' }, now);
 * await credentials.confirmTotp(userId, codeFromApp, now); // two-factor enabled
 */
export class Credentials {
  private readonly store: CredentialsStore;
  private readonly box: SecretBox;
  private dummyHash: Promise<string> | undefined;

  constructor(store: CredentialsStore, box: SecretBox) {
    this.store = store;
    this.box = box;
  }

  /** Stores the password's argon2id hash; refuses a password outside the policy with VALIDATION_ERROR at `field`. */
  async setPassword(userId: string, password: string, now: Date, field = 'password'): Promise<void> {
    const broken = passwordPolicyViolations(password);
    if (broken.length > 0) throw validationError(field, `password does not meet the policy: ${broken.join(', ')}`);
    await this.store.setPasswordHash(userId, await hashPassword(password), now);
  }

  /**
   * Whether the password is the user's. A user without a password costs the same argon2 work,
   * so the answer time does not tell which accounts exist. A match on a hash made with older
   * parameters is rehashed with today's.
   */
  async checkPassword(userId: string, password: string, now: Date): Promise<boolean> {
    const stored = await this.store.passwordHash(userId);
    if (stored === null) {
      this.dummyHash ??= hashPassword('no user has this password 0!A');
      await verifyPassword(await this.dummyHash, password);
      return false;
    }
    const ok = await verifyPassword(stored, password);
    if (ok && needsRehash(stored)) await this.store.setPasswordHash(userId, await hashPassword(password), now);
    return ok;
  }

  /** Whether the user has set a password (activation sets it before the authenticator). */
  async hasPassword(userId: string): Promise<boolean> {
    return (await this.store.passwordHash(userId)) !== null;
  }

  /** Starts (or restarts) the two-factor setup with a new secret; unconfirmed until `confirmTotp`. */
  async enrollTotp(userId: string, label: { issuer: string; account: string }, now: Date): Promise<TotpEnrollment> {
    const secret = generateTotpSecret();
    await this.store.enrollTotp(userId, this.box.seal(secret, userId), now);
    const uri = totpUri({ secret, ...label });
    return { secret, uri, qrDataUrl: await totpQrDataUrl(uri) };
  }

  /** When the pending or enabled authenticator was enrolled (for QRCODE_EXPIRED), or null. */
  async totpEnrolledAt(userId: string): Promise<Date | null> {
    return (await this.store.totp(userId))?.enrolledAt ?? null;
  }

  /** Completes the setup with the first code from the app: true enables two-factor login. */
  confirmTotp(userId: string, code: string, now: Date): Promise<boolean> {
    return this.acceptTotp(userId, code, now, true);
  }

  /** The second login step: true only for a confirmed authenticator and a code not used before. */
  checkTotp(userId: string, code: string, now: Date): Promise<boolean> {
    return this.acceptTotp(userId, code, now, false);
  }

  async hasTotp(userId: string): Promise<boolean> {
    return (await this.store.totp(userId))?.confirmed ?? false;
  }

  /** Forgets the authenticator (after a recovery code was used, before a new setup). */
  removeTotp(userId: string): Promise<void> {
    return this.store.removeTotp(userId);
  }

  /** A new recovery code, replacing any earlier one; the plain code is returned once and not kept. */
  async issueRecoveryCode(userId: string, now: Date): Promise<string> {
    const code = generateRecoveryCode();
    await this.store.replaceRecoveryCodes(userId, [hashRecoveryCode(code)], now);
    return code;
  }

  /** Uses a recovery code: true once per code, false for a wrong, used or malformed one. */
  async useRecoveryCode(userId: string, code: string, now: Date): Promise<boolean> {
    const hashes = await this.store.unusedRecoveryCodes(userId);
    const match = hashes.find((hash) => recoveryCodeMatches(hash, code));
    return match === undefined ? false : this.store.useRecoveryCode(userId, match, now);
  }

  /**
   * Whether the code is one of the user's unused recovery codes, without using it: the two-factor
   * reset checks it first and replaces it only once the new authenticator works, so an abandoned
   * reset does not cost the user their only way back.
   */
  async recoveryCodeIsValid(userId: string, code: string): Promise<boolean> {
    return (await this.store.unusedRecoveryCodes(userId)).some((hash) => recoveryCodeMatches(hash, code));
  }

  /** Forgets every credential of the user. */
  erase(userId: string): Promise<void> {
    return this.store.erase(userId);
  }

  private async acceptTotp(userId: string, code: string, now: Date, confirming: boolean): Promise<boolean> {
    const stored = await this.store.totp(userId);
    if (stored === null || stored.confirmed === confirming) return false;
    const check = await checkTotp(this.box.open(stored.sealedSecret, userId), code, now, stored.lastStep);
    return check.valid && (await this.store.claimTotpStep(userId, stored.sealedSecret, check.step, confirming));
  }
}
