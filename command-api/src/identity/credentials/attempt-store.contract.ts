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
        attemptLimitsWith({
          password: {
            accountAtAddress: { maxFailures: 3, windowMs: 15 * minute },
            account: { maxFailures: 6, windowMs: 60 * minute },
            address: { maxFailures: 5, windowMs: 15 * minute },
          },
          captcha: { address: { maxFailures: 5, windowMs: 15 * minute } },
        }),
      );
    });
    afterAll(async () => {
      await target.teardown();
    });
    const fail = (account: string, address: string, ms: number) => limiter.recordFailure('password', account, address, at(ms));
    const check = (account: string, address: string, ms: number) => refusal(limiter.assertAttemptAllowed('password', account, address, at(ms)));

    it('blocks an account at an address after its maximum of failures with TOO_MANY_REQUESTS and frees it when the window ends', async () => {
      for (let i = 0; i < 3; i++) {
        expect(await check('ann@alpha.test', '10.0.0.1', i * minute)).toBeNull();
        await fail('ann@alpha.test', '10.0.0.1', i * minute);
      }
      expect(await check('Ann@Alpha.test ', '10.0.0.1', 5 * minute)).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, details: { retryAfterSeconds: 600 } });
      expect(await check('ann@alpha.test', '10.0.0.1', 15 * minute - 1)).not.toBeNull();
      expect(await check('ann@alpha.test', '10.0.0.1', 15 * minute)).toBeNull();
    });

    it('leaves the account open at other addresses until the ceiling of all addresses together', async () => {
      for (let i = 0; i < 3; i++) await fail('amy@alpha.test', '10.0.5.1', i);
      expect(await check('amy@alpha.test', '10.0.5.1', 10)).not.toBeNull();
      expect(await check('amy@alpha.test', '10.0.5.2', 10)).toBeNull();
      for (let i = 0; i < 3; i++) await fail('amy@alpha.test', '10.0.5.2', 20 + i);
      // Six failures from two addresses: the hour's ceiling closes the account everywhere.
      expect(await check('amy@alpha.test', '10.0.5.3', 30)).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 3600 } });
      expect(await check('amy@alpha.test', '10.0.5.3', 60 * minute)).toBeNull();
    });

    it('lifts the ceiling, not the limit per address, where the account succeeded in the last 30 days', async () => {
      await limiter.recordSuccess('password', 'kim@alpha.test', '10.0.6.1', at(0));
      for (let i = 0; i < 6; i++) await fail('kim@alpha.test', `10.0.6.${10 + i}`, minute + i);
      expect(await check('kim@alpha.test', '10.0.6.99', 2 * minute)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await check('kim@alpha.test', '10.0.6.1', 2 * minute)).toBeNull();
      for (let i = 0; i < 3; i++) await fail('kim@alpha.test', '10.0.6.1', 3 * minute + i);
      expect(await check('kim@alpha.test', '10.0.6.1', 4 * minute)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      const later = 31 * 24 * 60 * minute;
      for (let i = 0; i < 6; i++) await fail('kim@alpha.test', `10.0.6.${20 + i}`, later + i);
      expect(await check('kim@alpha.test', '10.0.6.1', later + minute)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });

    it('counts each kind on its own', async () => {
      for (let i = 0; i < 3; i++) await fail('bob@alpha.test', '10.0.1.1', i);
      expect(await check('bob@alpha.test', '10.0.1.1', 10)).not.toBeNull();
      expect(await refusal(limiter.assertAttemptAllowed('totp', 'bob@alpha.test', '10.0.1.1', at(10)))).toBeNull();
    });

    it('blocks an address that fails across many accounts, for every account', async () => {
      for (let i = 0; i < 5; i++) await fail(`user${i}@alpha.test`, '10.0.2.1', i);
      expect(await check('fresh@alpha.test', '10.0.2.1', 10)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await check('fresh@alpha.test', '10.0.2.2', 10)).toBeNull();
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      for (let i = 0; i < 5; i++) await fail(`v6user${i}@alpha.test`, `2001:db8:5:6::${i + 1}`, i);
      expect(await check('fresh@alpha.test', '2001:db8:5:6:ffff::9', 10)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await check('fresh@alpha.test', '2001:db8:5:7::1', 10)).toBeNull();
    });

    it('clears the account at the address on success but leaves the address counting', async () => {
      for (let i = 0; i < 2; i++) await fail('cid@alpha.test', '10.0.3.1', i);
      await limiter.recordSuccess('password', 'cid@alpha.test', '10.0.3.1', at(5));
      for (let i = 0; i < 2; i++) await fail('cid@alpha.test', '10.0.3.1', 10 + i);
      expect(await check('cid@alpha.test', '10.0.3.1', 20)).toBeNull();
      await fail('dan@alpha.test', '10.0.3.1', 30);
      expect(await check('eve@alpha.test', '10.0.3.1', 40)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });

    it('counts requests limited per address alone and refuses those past the limit, also in parallel', async () => {
      const burst = await Promise.all(Array.from({ length: 8 }, () => refusal(limiter.countAddressRequest('captcha', '10.0.7.1', at(minute)))));
      expect(burst.filter((refused) => refused === null)).toHaveLength(5);
      expect(burst.find((refused) => refused !== null)).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, details: { retryAfterSeconds: 900 } });
      expect(await refusal(limiter.countAddressRequest('captcha', '10.0.7.2', at(minute)))).toBeNull();
      expect(await refusal(limiter.countAddressRequest('captcha', '10.0.7.1', at(16 * minute)))).toBeNull();
    });

    it('deletes closed windows and known addresses past 30 days within the hour, and keeps the rest', async () => {
      const day = 24 * 60 * minute;
      const base = 100 * day;
      await limiter.recordSuccess('password', 'old@alpha.test', '10.0.8.1', at(base));
      await fail('old@alpha.test', '10.0.8.2', base);
      await limiter.recordSuccess('password', 'kept@alpha.test', '10.0.8.1', at(base + 2 * day));
      await fail('new@alpha.test', '10.0.8.3', base + 31 * day);
      expect(await target.store.window('password', 'account', 'old@alpha.test')).toBeNull();
      expect(await target.store.window('password', 'accountAtAddress', '10.0.8.2|old@alpha.test')).toBeNull();
      expect(await target.store.window('password', 'knownAddress', '10.0.8.1|old@alpha.test')).toBeNull();
      expect(await target.store.window('password', 'knownAddress', '10.0.8.1|kept@alpha.test')).not.toBeNull();
      expect(await target.store.window('password', 'account', 'new@alpha.test')).toEqual({ startedAt: t0 + base + 31 * day, failures: 1 });
    });

    it('counts every one of concurrent failures', async () => {
      await Promise.all(Array.from({ length: 8 }, (_, i) => target.store.update('recovery', 'address', '10.0.4.1', (w) => ({ startedAt: w?.startedAt ?? i, failures: (w?.failures ?? 0) + 1 }))));
      expect((await target.store.window('recovery', 'address', '10.0.4.1'))?.failures).toBe(8);
    });
  });
}
