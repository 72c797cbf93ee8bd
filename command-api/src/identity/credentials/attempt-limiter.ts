import { DomainError } from '@portal/events';
import { clientAddressKey } from './client-address.ts';
import { addFailure, decideAttempt, defaultAttemptLimits, type AttemptKind, type AttemptLimits, type AttemptScope, type FailureWindow } from './attempt-limits.ts';

/**
 * Failure windows shared by every process of the portal.
 *
 * @example
 * await store.update('password', 'account', 'ann@alpha.test', (w) => addFailure(w, limit, now));
 */
export interface AttemptStore {
  window(kind: AttemptKind, scope: AttemptScope, key: string): Promise<FailureWindow | null>;
  /** Replaces the window by `next(current)` atomically: concurrent failures are all counted. */
  update(kind: AttemptKind, scope: AttemptScope, key: string, next: (current: FailureWindow | null) => FailureWindow): Promise<FailureWindow>;
  clear(kind: AttemptKind, scope: AttemptScope, key: string): Promise<void>;
}

// "Ann@Alpha.test " and "ann@alpha.test" are one account to a login form, so they are one to the counter.
const accountKey = (account: string): string => account.trim().toLowerCase();

/**
 * Rate limiting of password, TOTP, recovery and verification code attempts, per account and per
 * client address (IPv6 per /64, see `clientAddressKey`). Call `assertAttemptAllowed` before
 * checking the input, then exactly one of `recordFailure` or `recordSuccess`. Requests already
 * past the check when the limit is reached still finish, so a burst of N parallel guesses may
 * overshoot the limit by up to N - 1 once; later attempts are refused.
 *
 * @example
 * await limiter.assertAttemptAllowed('password', mail, request.ip, now); // throws TOO_MANY_REQUESTS
 * if (await credentials.checkPassword(userId, password, now)) await limiter.recordSuccess('password', mail, now);
 * else await limiter.recordFailure('password', mail, request.ip, now);
 */
export class AttemptLimiter {
  private readonly store: AttemptStore;
  private readonly limits: AttemptLimits;

  constructor(store: AttemptStore, limits: AttemptLimits = defaultAttemptLimits) {
    this.store = store;
    this.limits = limits;
  }

  /** Throws TOO_MANY_REQUESTS (429, `details.retryAfterSeconds`) while the account or the address is blocked for `kind`. */
  async assertAttemptAllowed(kind: AttemptKind, account: string, address: string, now: Date): Promise<void> {
    const [byAccount, byAddress] = await Promise.all([
      this.store.window(kind, 'account', accountKey(account)),
      this.store.window(kind, 'address', clientAddressKey(address)),
    ]);
    const at = now.getTime();
    const retryAts = [decideAttempt(byAccount, this.limits[kind].account, at), decideAttempt(byAddress, this.limits[kind].address, at)].flatMap(
      (decision) => (decision.allowed ? [] : [decision.retryAt]),
    );
    if (retryAts.length === 0) return;
    const retryAfterSeconds = Math.ceil((Math.max(...retryAts) - at) / 1000);
    throw new DomainError('TOO_MANY_REQUESTS', 429, 'too many failed attempts, try again later', { details: { retryAfterSeconds } });
  }

  async recordFailure(kind: AttemptKind, account: string, address: string, now: Date): Promise<void> {
    const at = now.getTime();
    await this.store.update(kind, 'account', accountKey(account), (window) => addFailure(window, this.limits[kind].account, at));
    await this.store.update(kind, 'address', clientAddressKey(address), (window) => addFailure(window, this.limits[kind].address, at));
  }

  /**
   * Clears the account's failures of `kind`. The address keeps its count: otherwise one
   * attacker's own valid account would reset the counter for their guesses at everyone else's.
   */
  async recordSuccess(kind: AttemptKind, account: string): Promise<void> {
    await this.store.clear(kind, 'account', accountKey(account));
  }
}
