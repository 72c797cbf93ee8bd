import { DomainError } from '@portal/events';
import { AttemptLimiter, type AttemptStore } from './attempt-limiter.ts';
import { attemptLimitsWith } from './attempt-limits.ts';

export interface AttemptStoreTarget {
  readonly store: AttemptStore;
  teardown(): Promise<void>;
}

const minute = 60_000;
const t0 = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number): Date => new Date(t0 + ms);

const refusal = async (attempt: Promise<void>): Promise<DomainError | null> => {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

/** The behaviour of rate limiting over every AttemptStore adapter: what a client trying codes sees. */
export function attemptStoreContract(name: string, open: () => Promise<AttemptStoreTarget>): void {
  describe(`attempt store contract: ${name}`, () => {
    let target: AttemptStoreTarget;
    let limiter: AttemptLimiter;
    beforeAll(async () => {
      target = await open();
      limiter = new AttemptLimiter(
        target.store,
        attemptLimitsWith({ password: { account: { maxFailures: 3, windowMs: 15 * minute }, address: { maxFailures: 5, windowMs: 15 * minute } } }),
      );
    });
    afterAll(async () => {
      await target.teardown();
    });

    it('blocks an account after its maximum of failures with TOO_MANY_REQUESTS and frees it when the window ends', async () => {
      for (let i = 0; i < 3; i++) {
        await limiter.assertAttemptAllowed('password', 'ann@alpha.test', '10.0.0.1', at(i * minute));
        await limiter.recordFailure('password', 'ann@alpha.test', '10.0.0.1', at(i * minute));
      }
      const refused = await refusal(limiter.assertAttemptAllowed('password', 'Ann@Alpha.test', '10.0.0.2', at(5 * minute)));
      expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, details: { retryAfterSeconds: 600 } });
      expect(await refusal(limiter.assertAttemptAllowed('password', 'ann@alpha.test', '10.0.0.2', at(15 * minute - 1)))).not.toBeNull();
      expect(await refusal(limiter.assertAttemptAllowed('password', 'ann@alpha.test', '10.0.0.2', at(15 * minute)))).toBeNull();
    });

    it('counts each kind on its own', async () => {
      for (let i = 0; i < 3; i++) await limiter.recordFailure('password', 'bob@alpha.test', '10.0.1.1', at(i));
      expect(await refusal(limiter.assertAttemptAllowed('password', 'bob@alpha.test', '10.0.1.9', at(10)))).not.toBeNull();
      expect(await refusal(limiter.assertAttemptAllowed('totp', 'bob@alpha.test', '10.0.1.9', at(10)))).toBeNull();
    });

    it('blocks an address that fails across many accounts, for every account', async () => {
      for (let i = 0; i < 5; i++) await limiter.recordFailure('password', `user${i}@alpha.test`, '10.0.2.1', at(i));
      expect(await refusal(limiter.assertAttemptAllowed('password', 'fresh@alpha.test', '10.0.2.1', at(10)))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await refusal(limiter.assertAttemptAllowed('password', 'fresh@alpha.test', '10.0.2.2', at(10)))).toBeNull();
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      for (let i = 0; i < 5; i++) await limiter.recordFailure('password', `v6user${i}@alpha.test`, `2001:db8:5:6::${i + 1}`, at(i));
      expect(await refusal(limiter.assertAttemptAllowed('password', 'fresh@alpha.test', '2001:db8:5:6:ffff::9', at(10)))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await refusal(limiter.assertAttemptAllowed('password', 'fresh@alpha.test', '2001:db8:5:7::1', at(10)))).toBeNull();
    });

    it('clears the account on success but leaves the address counting', async () => {
      for (let i = 0; i < 2; i++) await limiter.recordFailure('password', 'cid@alpha.test', '10.0.3.1', at(i));
      await limiter.recordSuccess('password', 'cid@alpha.test');
      for (let i = 0; i < 2; i++) await limiter.recordFailure('password', 'cid@alpha.test', '10.0.3.1', at(10 + i));
      expect(await refusal(limiter.assertAttemptAllowed('password', 'cid@alpha.test', '10.0.3.9', at(20)))).toBeNull();
      await limiter.recordFailure('password', 'dan@alpha.test', '10.0.3.1', at(30));
      expect(await refusal(limiter.assertAttemptAllowed('password', 'eve@alpha.test', '10.0.3.1', at(40)))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });

    it('counts every one of concurrent failures', async () => {
      await Promise.all(Array.from({ length: 8 }, (_, i) => target.store.update('recovery', 'address', '10.0.4.1', (w) => ({ startedAt: w?.startedAt ?? i, failures: (w?.failures ?? 0) + 1 }))));
      expect((await target.store.window('recovery', 'address', '10.0.4.1'))?.failures).toBe(8);
    });
  });
}
