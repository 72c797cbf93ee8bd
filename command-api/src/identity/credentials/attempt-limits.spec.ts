import { addFailure, attemptLimitsWith, decideAttempt, defaultAttemptLimits, type FailureWindow } from './attempt-limits.ts';

const limit = { maxFailures: 3, windowMs: 60_000 };
const failures = (times: number[]): FailureWindow | null => times.reduce<FailureWindow | null>((window, at) => addFailure(window, limit, at), null);

describe('attempt limits', () => {
  it('allow attempts until the window holds the maximum of failures', () => {
    expect(decideAttempt(null, limit, 0)).toEqual({ allowed: true });
    expect(decideAttempt(failures([1000, 2000]), limit, 3000)).toEqual({ allowed: true });
    expect(decideAttempt(failures([1000, 2000, 3000]), limit, 3000)).toEqual({ allowed: false, retryAt: 61_000 });
  });

  it('free the account when the window that opened with the first failure closes', () => {
    const full = failures([1000, 2000, 3000]);
    expect(decideAttempt(full, limit, 60_999)).toEqual({ allowed: false, retryAt: 61_000 });
    expect(decideAttempt(full, limit, 61_000)).toEqual({ allowed: true });
  });

  it('count a failure after the window closed as the first of a new window', () => {
    expect(failures([1000, 2000])).toEqual({ startedAt: 1000, failures: 2 });
    expect(failures([1000, 2000, 61_000])).toEqual({ startedAt: 61_000, failures: 1 });
    expect(decideAttempt(failures([1000, 2000, 3000, 61_000]), limit, 61_001)).toEqual({ allowed: true });
  });

  it('default to 5 per account and address, 20 per address in 15 minutes and 50 per account in an hour for guesses, with overrides per kind and scope', () => {
    expect(defaultAttemptLimits.totp).toEqual({
      accountAtAddress: { maxFailures: 5, windowMs: 900_000 },
      account: { maxFailures: 50, windowMs: 3_600_000 },
      address: { maxFailures: 20, windowMs: 900_000 },
    });
    expect(defaultAttemptLimits.resetRequest.account).toEqual({ maxFailures: 5, windowMs: 900_000 });
    const limits = attemptLimitsWith({ verification: { account: { maxFailures: 3, windowMs: 900_000 } } });
    expect(limits.verification.account.maxFailures).toBe(3);
    expect(limits.verification.address.maxFailures).toBe(20);
    expect(limits.password).toEqual(defaultAttemptLimits.password);
  });
});
