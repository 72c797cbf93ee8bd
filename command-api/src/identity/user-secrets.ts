import { randomInt } from 'node:crypto';
import { DomainError } from '@portal/events';
import type { AttemptLimiter } from './credentials/attempt-limiter.ts';
import type { Credentials } from './credentials/credentials.ts';
import { hashPassword, passwordPolicyViolations, verifyPassword } from './credentials/password.ts';
import type { UserToken, UserTokenKind, UserTokenStore } from './credentials/user-tokens.ts';

const minute = 60_000;
export const userSecretLifetimes = { activation: 7 * 24 * 60 * minute, passwordReset: 60 * minute, mailChange: 15 * minute, twoFactorReset: 10 * minute, qrCode: 10 * minute } as const;

// Letters and digits that cannot be mistaken for each other when typed from a mail.
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * An activation code the password rule accepts (spec section 5: "same as password"): three
 * groups of four letters and digits joined by dashes, about 70 random bits, e.g. `Xk7m-Pq2r-Hd9w`.
 */
export function generateActivationCode(): string {
  for (;;) {
    const code = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join('')).join('-');
    if (passwordPolicyViolations(code).length === 0) return code;
  }
}

/** Six digits, as the verification mail shows them. */
export const generateVerificationCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

const problem = (code: string, status: number, message: string, field?: string) => new DomainError(code, status, message, field === undefined ? {} : { field });

/**
 * The one-time secrets of users over the token table, the credentials and the attempt limiter:
 * activation links with their codes, reset links, mail verification codes. Codes are stored as
 * argon2id hashes; guesses are counted (kind `verification`) per token and per address.
 *
 * @example
 * const { id, code, expiresAt } = await secrets.issueActivation(userId, now);
 * await secrets.assertCode('activation', id, typedCode, request.ip, now); // ACTIVATIONCODE_WRONG, TOO_MANY_REQUESTS
 */
export class UserSecrets {
  readonly tokens: UserTokenStore;
  readonly credentials: Credentials;
  readonly limiter: AttemptLimiter;

  constructor(tokens: UserTokenStore, credentials: Credentials, limiter: AttemptLimiter) {
    this.tokens = tokens;
    this.credentials = credentials;
    this.limiter = limiter;
  }

  async issueActivation(userId: string, now: Date): Promise<{ id: string; code: string; expiresAt: Date }> {
    const code = generateActivationCode();
    const expiresAt = new Date(now.getTime() + userSecretLifetimes.activation);
    await this.tokens.revokeAll('activation', userId, now);
    const id = await this.tokens.issue('activation', userId, await hashPassword(code), expiresAt, now);
    return { id, code, expiresAt };
  }

  async issuePasswordReset(userId: string, now: Date): Promise<{ id: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + userSecretLifetimes.passwordReset);
    await this.tokens.revokeAll('passwordReset', userId, now);
    return { id: await this.tokens.issue('passwordReset', userId, null, expiresAt, now), expiresAt };
  }

  async issueTwoFactorReset(userId: string, now: Date): Promise<{ id: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + userSecretLifetimes.twoFactorReset);
    await this.tokens.revokeAll('twoFactorReset', userId, now);
    return { id: await this.tokens.issue('twoFactorReset', userId, null, expiresAt, now), expiresAt };
  }

  /** A new 6-digit code for the user's mail change, replacing an earlier one; named by the user. */
  async issueMailCode(userId: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
    const code = generateVerificationCode();
    const expiresAt = new Date(now.getTime() + userSecretLifetimes.mailChange);
    await this.tokens.issue('mailChange', userId, await hashPassword(code), expiresAt, now, userId);
    return { code, expiresAt };
  }

  /** The open token behind a link, else LINK_EXPIRED (unknown, used and expired alike). */
  async openToken(kind: UserTokenKind, id: string, now: Date): Promise<UserToken> {
    const token = await this.tokens.find(kind, id);
    if (!token || token.usedAt !== null || token.expiresAt <= now) throw problem('LINK_EXPIRED', 410, 'the link has expired or was used');
    return token;
  }

  /** Checks the activation code of an activation link: ACTIVATIONCODE_WRONG, TOO_MANY_REQUESTS after too many guesses. */
  async assertActivationCode(id: string, code: string, address: string, now: Date): Promise<UserToken> {
    await this.limiter.assertAttemptAllowed('verification', `activation:${id}`, address, now);
    const token = await this.openToken('activation', id, now);
    if (token.codeHash === null || !(await verifyPassword(token.codeHash, code))) {
      await this.limiter.recordFailure('verification', `activation:${id}`, address, now);
      throw problem('ACTIVATIONCODE_WRONG', 400, 'the activation code is wrong', 'activationCode');
    }
    await this.limiter.recordSuccess('verification', `activation:${id}`, address, now);
    return token;
  }

  /** Checks and uses the mail change code: VERIFICATION_WRONG, VERIFICATION_EXPIRED, TOO_MANY_REQUESTS. */
  async useMailCode(userId: string, code: string, address: string, now: Date): Promise<void> {
    const account = `mailChange:${userId}`;
    await this.limiter.assertAttemptAllowed('verification', account, address, now);
    const token = await this.tokens.find('mailChange', userId);
    if (!token || token.usedAt !== null || token.expiresAt <= now) throw problem('VERIFICATION_EXPIRED', 410, 'the verification code has expired', 'data.code');
    if (token.codeHash === null || !(await verifyPassword(token.codeHash, code))) {
      await this.limiter.recordFailure('verification', account, address, now);
      throw problem('VERIFICATION_WRONG', 400, 'the verification code is wrong', 'data.code');
    }
    await this.limiter.recordSuccess('verification', account, address, now);
    if (!(await this.tokens.use('mailChange', userId, now))) throw problem('VERIFICATION_EXPIRED', 410, 'the verification code was used already', 'data.code');
  }
}
