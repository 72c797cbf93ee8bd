/**
 * What a user can get wrong: each kind is counted on its own. `resetRequest` counts every
 * request for a password reset mail, right or wrong: it limits mails, not guesses. `registration`
 * counts every public registration the same way.
 */
export type AttemptKind = 'password' | 'totp' | 'recovery' | 'verification' | 'resetRequest' | 'registration';

export const attemptKinds: readonly AttemptKind[] = ['password', 'totp', 'recovery', 'verification', 'resetRequest', 'registration'];

/** Counted per account (the user or mail tried) and per client address. */
export type AttemptScope = 'account' | 'address';

export interface AttemptLimit {
  /** Failures allowed within one window; the next attempt is refused until the window ends. */
  readonly maxFailures: number;
  readonly windowMs: number;
}

export type AttemptLimits = Record<AttemptKind, Record<AttemptScope, AttemptLimit>>;

const fifteenMinutes = 15 * 60 * 1000;

/**
 * 5 failures per account and 20 per address in 15 minutes, for every kind. An address gets
 * more because several users may sit behind one office NAT.
 */
export const defaultAttemptLimits: AttemptLimits = Object.fromEntries(
  attemptKinds.map((kind) => [
    kind,
    { account: { maxFailures: 5, windowMs: fifteenMinutes }, address: { maxFailures: 20, windowMs: fifteenMinutes } },
  ]),
) as AttemptLimits;

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
