import { DomainError } from '@portal/events';
import { clientAddressKey } from './client-address.ts';
import { addFailure, attemptScopes, decideAttempt, defaultAttemptLimits, knownAddressMs, type AttemptKind, type AttemptLimits, type AttemptScope, type FailureWindow } from './attempt-limits.ts';

/**
 * What the store keeps per kind: the failure windows of each scope, and `knownAddress`, an
 * account's last success at an address (`startedAt`, with `failures` 1), which lifts the
 * account's ceiling there.
 */
export type StoredScope = AttemptScope | 'knownAddress';

/**
 * Failure windows shared by every process of the portal.
 *
 * @example
 * await store.update('password', 'account', 'ann@alpha.test', (w) => addFailure(w, limit, now));
 */
export interface AttemptStore {
  window(kind: AttemptKind, scope: StoredScope, key: string): Promise<FailureWindow | null>;
  /** Replaces the window by `next(current)` atomically: concurrent failures are all counted. */
  update(kind: AttemptKind, scope: StoredScope, key: string, next: (current: FailureWindow | null) => FailureWindow): Promise<FailureWindow>;
  clear(kind: AttemptKind, scope: StoredScope, key: string): Promise<void>;
  /** Deletes failure windows opened before `failuresBefore` and known addresses last seen before `knownBefore`. */
  prune(failuresBefore: number, knownBefore: number): Promise<void>;
}

// "Ann@Alpha.test " and "ann@alpha.test" are one account to a login form, so they are one to the counter.
const accountKey = (account: string): string => account.trim().toLowerCase();

/** The key of each scope; an address key holds no '|', so the pair's key is unambiguous. */
const keysOf = (account: string, address: string): Record<StoredScope, string> => {
  const byAccount = accountKey(account);
  const byAddress = clientAddressKey(address);
  const pair = `${byAddress}|${byAccount}`;
  return { accountAtAddress: pair, account: byAccount, address: byAddress, knownAddress: pair };
};

// Rows of closed windows decide nothing; deleting them hourly keeps a flood of made-up accounts or
// addresses from growing the table, and mails and addresses from being kept past their use.
const pruneEveryMs = 60 * 60 * 1000;

const tooManyRequests = (retryAt: number, now: number): DomainError =>
  new DomainError('TOO_MANY_REQUESTS', 429, 'too many attempts, try again later', { details: { retryAfterSeconds: Math.ceil((retryAt - now) / 1000) } });

/**
 * Rate limiting of password, TOTP, recovery and verification code attempts (ADR 12): per account
 * at one client address (IPv6 per /64, see `clientAddressKey`), per account from all addresses
 * (a higher ceiling, lifted at addresses the account succeeded from in the last 30 days) and per
 * address. A stranger's wrong guesses thus never lock the user out at the user's own address.
 * Call `assertAttemptAllowed` before checking the input, then exactly one of `recordFailure` or
 * `recordSuccess`. Requests already past the check when the limit is reached still finish, so a
 * burst of N parallel guesses may overshoot the limit by up to N - 1 once; later ones are refused.
 *
 * @example
 * await limiter.assertAttemptAllowed('password', mail, request.ip, now); // throws TOO_MANY_REQUESTS
 * if (await credentials.checkPassword(userId, password, now)) await limiter.recordSuccess('password', mail, request.ip, now);
 * else await limiter.recordFailure('password', mail, request.ip, now);
 */
export class AttemptLimiter {
  private readonly store: AttemptStore;
  private readonly limits: AttemptLimits;
  private readonly longestWindowMs: number;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(store: AttemptStore, limits: AttemptLimits = defaultAttemptLimits) {
    this.store = store;
    this.limits = limits;
    this.longestWindowMs = Math.max(...Object.values(limits).flatMap((byScope) => Object.values(byScope).map((limit) => limit.windowMs)));
  }

  /** Throws TOO_MANY_REQUESTS (429, `details.retryAfterSeconds`) while any scope of `kind` is blocked for this account and address. */
  async assertAttemptAllowed(kind: AttemptKind, account: string, address: string, now: Date): Promise<void> {
    const keys = keysOf(account, address);
    const [pair, byAccount, byAddress, known] = await Promise.all([
      this.store.window(kind, 'accountAtAddress', keys.accountAtAddress),
      this.store.window(kind, 'account', keys.account),
      this.store.window(kind, 'address', keys.address),
      this.store.window(kind, 'knownAddress', keys.knownAddress),
    ]);
    const at = now.getTime();
    const limits = this.limits[kind];
    const knownHere = known !== null && at < known.startedAt + knownAddressMs;
    const decisions = [decideAttempt(pair, limits.accountAtAddress, at), decideAttempt(byAddress, limits.address, at)];
    if (!knownHere) decisions.push(decideAttempt(byAccount, limits.account, at));
    const retryAts = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAt]));
    if (retryAts.length > 0) throw tooManyRequests(Math.max(...retryAts), at);
  }

  /**
   * Counts a request that is limited per address alone (a captcha drawn) and refuses it with
   * TOO_MANY_REQUESTS once the address's window is full. Count and check are one row-locked
   * update, so parallel requests cannot overshoot.
   */
  async countAddressRequest(kind: AttemptKind, address: string, now: Date): Promise<void> {
    const at = now.getTime();
    const limit = this.limits[kind].address;
    const window = await this.store.update(kind, 'address', clientAddressKey(address), (current) => addFailure(current, limit, at));
    await this.pruneHourly(at);
    if (window.failures > limit.maxFailures) throw tooManyRequests(window.startedAt + limit.windowMs, at);
  }

  async recordFailure(kind: AttemptKind, account: string, address: string, now: Date): Promise<void> {
    const keys = keysOf(account, address);
    const at = now.getTime();
    for (const scope of attemptScopes) {
      await this.store.update(kind, scope, keys[scope], (window) => addFailure(window, this.limits[kind][scope], at));
    }
    await this.pruneHourly(at);
  }

  /**
   * Clears the failures of the account at this address and remembers the address as known. The
   * account's ceiling keeps counting (a guesser with many addresses gains nothing from the
   * user's logins), and so does the address (an attacker's own valid account must not reset
   * the count of their guesses at everyone else's).
   */
  async recordSuccess(kind: AttemptKind, account: string, address: string, now: Date): Promise<void> {
    const keys = keysOf(account, address);
    await this.store.clear(kind, 'accountAtAddress', keys.accountAtAddress);
    await this.store.update(kind, 'knownAddress', keys.knownAddress, () => ({ startedAt: now.getTime(), failures: 1 }));
  }

  /** Once an hour per process (by the callers' clock): every process prunes, so none must be the one. */
  private async pruneHourly(at: number): Promise<void> {
    if (at < this.prunedAt + pruneEveryMs) return;
    this.prunedAt = at;
    await this.store.prune(at - this.longestWindowMs, at - knownAddressMs);
  }
}
