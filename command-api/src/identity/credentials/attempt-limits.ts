/**
 * What a user can get wrong: each kind is counted on its own. `resetRequest` counts every
 * request for a password reset mail, right or wrong: it limits mails, not guesses. `registration`
 * counts every public registration the same way, `captcha` every captcha drawn (per address only).
 */
export type AttemptKind = 'password' | 'totp' | 'recovery' | 'verification' | 'resetRequest' | 'registration' | 'captcha';

export const attemptKinds: readonly AttemptKind[] = ['password', 'totp', 'recovery', 'verification', 'resetRequest', 'registration', 'captcha'];

/**
 * Where failures are counted (ADR 12): `accountAtAddress` is one account tried from one client
 * address, the limit that stops a guesser; `account` is the account from every address together,
 * a higher ceiling against guessing from many addresses, which does not apply at addresses the
 * account recently succeeded from; `address` is one address across all accounts.
 */
export type AttemptScope = 'accountAtAddress' | 'account' | 'address';

export const attemptScopes: readonly AttemptScope[] = ['accountAtAddress', 'account', 'address'];

export interface AttemptLimit {
  /** Failures allowed within one window; the next attempt is refused until the window ends. */
  readonly maxFailures: number;
  readonly windowMs: number;
}

export type AttemptLimits = Record<AttemptKind, Record<AttemptScope, AttemptLimit>>;

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

/** An address the account succeeded from is exempt from the account's ceiling for this long. */
export const knownAddressMs = 30 * 24 * oneHour;

const guesses = {
  accountAtAddress: { maxFailures: 5, windowMs: fifteenMinutes },
  account: { maxFailures: 50, windowMs: oneHour },
  address: { maxFailures: 20, windowMs: fifteenMinutes },
};
// Every request counts and each one may send a mail: the mailbox is limited whoever asks.
const mails = { ...guesses, account: { maxFailures: 5, windowMs: fifteenMinutes } };

/**
 * Guesses (password, TOTP, recovery and verification codes): 5 per account and address and 20 per
 * address in 15 minutes, 50 per account in an hour from all addresses together. An address gets
 * 20 because several users may sit behind one office NAT. Mails (reset requests, registrations):
 * 5 per mail in 15 minutes from all addresses. Captchas: 30 per address in 15 minutes, several
 * tries for each of a few registrations behind one NAT, but no flood of images.
 */
export const defaultAttemptLimits: AttemptLimits = {
  password: guesses,
  totp: guesses,
  recovery: guesses,
  verification: guesses,
  resetRequest: mails,
  registration: mails,
  captcha: { ...guesses, address: { maxFailures: 30, windowMs: fifteenMinutes } },
};

/** A fixed window of failures: when it started and how many failures it holds. */
export interface FailureWindow {
  readonly startedAt: number;
  readonly failures: number;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retryAt: number };

const expired = (window: FailureWindow, limit: AttemptLimit, now: number): boolean => now >= window.startedAt + limit.windowMs;

/**
 * Whether one more attempt may be made. A fixed window counter: the window opens with its
 * first failure and closes `windowMs` later; once it holds `maxFailures`, attempts are refused
 * until it closes. (A fixed window lets a patient attacker make at most 2 x maxFailures
 * guesses across a window boundary, which is still far from enough against 6 digits.)
 */
export function decideAttempt(window: FailureWindow | null, limit: AttemptLimit, now: number): AttemptDecision {
  if (window === null || expired(window, limit, now) || window.failures < limit.maxFailures) return { allowed: true };
  return { allowed: false, retryAt: window.startedAt + limit.windowMs };
}

/** The window after one more failure at `now`: counted in the open window, or the first of a new one. */
export function addFailure(window: FailureWindow | null, limit: AttemptLimit, now: number): FailureWindow {
  if (window === null || expired(window, limit, now)) return { startedAt: now, failures: 1 };
  return { startedAt: window.startedAt, failures: window.failures + 1 };
}

/** Limits with some kinds or scopes replaced, e.g. from configuration. */
export function attemptLimitsWith(overrides: Partial<Record<AttemptKind, Partial<Record<AttemptScope, AttemptLimit>>>>): AttemptLimits {
  return Object.fromEntries(
    attemptKinds.map((kind) => [kind, { ...defaultAttemptLimits[kind], ...overrides[kind] }]),
  ) as AttemptLimits;
}
