import { Credentials } from './credentials.ts';
import type { CredentialsStore } from './credentials-store.ts';
import { SecretBox } from './secret-box.ts';
import { totpCode } from './totp.ts';

export interface CredentialsStoreTarget {
  readonly store: CredentialsStore;
  /** Every column of the user's credential and recovery code rows, as text, for at-rest checks. */
  readonly rawRows: (userId: string) => Promise<string>;
  teardown(): Promise<void>;
}

const box = SecretBox.fromConfigSecret('contract-test credentials key, long enough');
const now = new Date('2026-03-01T10:00:15Z');
const later = (seconds: number): Date => new Date(now.getTime() + seconds * 1000);
const label = { issuer: 'Alpha Energie', account: 'ann@alpha.test' };

/** What activation, login and recovery can rely on, over every CredentialsStore adapter. */
export function credentialsStoreContract(name: string, open: () => Promise<CredentialsStoreTarget>): void {
  describe(`credentials store contract: ${name}`, () => {
    let target: CredentialsStoreTarget;
    let credentials: Credentials;
    beforeAll(async () => {
      target = await open();
      credentials = new Credentials(target.store, box);
    });
    afterAll(async () => {
      await target.teardown();
    });

    it('checks a password against its stored argon2id hash, never keeping the password', async () => {
      expect(await credentials.checkPassword('u-pw', 'Secret1!pw', now)).toBe(false);
      await credentials.setPassword('u-pw', 'Secret1!pw', now);
      expect(await credentials.checkPassword('u-pw', 'Secret1!pw', now)).toBe(true);
      expect(await credentials.checkPassword('u-pw', 'Secret1!pW', now)).toBe(false);
      expect(await credentials.checkPassword('u-other', 'Secret1!pw', now)).toBe(false);
      expect(await target.rawRows('u-pw')).toContain('"password_hash":"$argon2id$');
      expect(await target.rawRows('u-pw')).not.toContain('Secret1!pw');
      await credentials.setPassword('u-pw', 'Changed2?pw', later(1));
      expect(await credentials.checkPassword('u-pw', 'Secret1!pw', now)).toBe(false);
      expect(await credentials.checkPassword('u-pw', 'Changed2?pw', now)).toBe(true);
    });

    it('refuses a password outside the policy with VALIDATION_ERROR at the field, storing nothing', async () => {
      await expect(credentials.setPassword('u-weak', 'password', now, 'newPassword')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPassword' });
      expect(await target.store.passwordHash('u-weak')).toBeNull();
    });

    it('keeps the TOTP secret sealed at rest and enables two-factor with the first correct code', async () => {
      const { secret, uri, qrDataUrl } = await credentials.enrollTotp('u-totp', label, now);
      expect(uri).toContain(`secret=${secret}`);
      expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
      const atRest = await target.rawRows('u-totp');
      expect(atRest).toContain('"totp_sealed":"v1:');
      expect(atRest).not.toContain(secret);
      expect(await credentials.totpEnrolledAt('u-totp')).toEqual(now);
      expect(await credentials.hasTotp('u-totp')).toBe(false);
      expect(await credentials.checkTotp('u-totp', await totpCode(secret, now), now)).toBe(false);
      expect(await credentials.confirmTotp('u-totp', '000000', now)).toBe(false);
      expect(await credentials.confirmTotp('u-totp', await totpCode(secret, now), now)).toBe(true);
      expect(await credentials.hasTotp('u-totp')).toBe(true);
    });

    it('accepts a code once: the confirming code, a replay and an older code are refused, the next step passes', async () => {
      const { secret } = await credentials.enrollTotp('u-replay', label, now);
      expect(await credentials.confirmTotp('u-replay', await totpCode(secret, now), now)).toBe(true);
      expect(await credentials.checkTotp('u-replay', await totpCode(secret, now), later(5))).toBe(false);
      expect(await credentials.checkTotp('u-replay', await totpCode(secret, later(-30)), later(5))).toBe(false);
      const next = await totpCode(secret, later(30));
      expect(await credentials.checkTotp('u-replay', next, later(30))).toBe(true);
      expect(await credentials.checkTotp('u-replay', next, later(40))).toBe(false);
      expect(await credentials.checkTotp('u-replay', await totpCode(secret, later(120)), later(90))).toBe(true);
    });

    it('lets exactly one of two concurrent requests with the same code through', async () => {
      const { secret } = await credentials.enrollTotp('u-race', label, now);
      expect(await credentials.confirmTotp('u-race', await totpCode(secret, now), now)).toBe(true);
      const code = await totpCode(secret, later(30));
      const results = await Promise.all([1, 2, 3].map(() => credentials.checkTotp('u-race', code, later(30))));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('starts over with a new secret on a new setup, and forgets it on removal', async () => {
      const first = await credentials.enrollTotp('u-reset', label, now);
      await credentials.confirmTotp('u-reset', await totpCode(first.secret, now), now);
      const second = await credentials.enrollTotp('u-reset', label, later(60));
      expect(second.secret).not.toBe(first.secret);
      expect(await credentials.hasTotp('u-reset')).toBe(false);
      expect(await credentials.confirmTotp('u-reset', await totpCode(first.secret, later(60)), later(60))).toBe(false);
      expect(await credentials.confirmTotp('u-reset', await totpCode(second.secret, later(60)), later(60))).toBe(true);
      await credentials.removeTotp('u-reset');
      expect(await credentials.hasTotp('u-reset')).toBe(false);
      expect(await credentials.checkTotp('u-reset', await totpCode(second.secret, later(90)), later(90))).toBe(false);
    });

    it('stores only the hash of a recovery code, uses it once, and a new code replaces the old', async () => {
      const code = await credentials.issueRecoveryCode('u-rec', now);
      const atRest = await target.rawRows('u-rec');
      expect(atRest).toContain('"code_hash":"sha256$');
      expect(atRest).not.toContain(code.replaceAll('-', ''));
      expect(atRest).not.toContain(code);
      expect(await credentials.useRecoveryCode('u-rec', 'AAAAA-AAAAA-AAAAA-AAAAA', now)).toBe(false);
      expect(await credentials.useRecoveryCode('u-other', code, now)).toBe(false);
      const [first, second] = await Promise.all([credentials.useRecoveryCode('u-rec', code, now), credentials.useRecoveryCode('u-rec', code.toLowerCase(), now)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await credentials.useRecoveryCode('u-rec', code, later(1))).toBe(false);

      const old = await credentials.issueRecoveryCode('u-rec2', now);
      const fresh = await credentials.issueRecoveryCode('u-rec2', later(1));
      expect(await credentials.useRecoveryCode('u-rec2', old, later(2))).toBe(false);
      expect(await credentials.useRecoveryCode('u-rec2', fresh, later(2))).toBe(true);
    });

    it('erases every credential of a user and nobody else\'s', async () => {
      await credentials.setPassword('u-gone', 'Secret1!pw', now);
      await credentials.setPassword('u-stays', 'Secret1!pw', now);
      const { secret } = await credentials.enrollTotp('u-gone', label, now);
      const code = await credentials.issueRecoveryCode('u-gone', now);
      await credentials.erase('u-gone');
      expect(await credentials.checkPassword('u-gone', 'Secret1!pw', now)).toBe(false);
      expect(await credentials.confirmTotp('u-gone', await totpCode(secret, now), now)).toBe(false);
      expect(await credentials.useRecoveryCode('u-gone', code, now)).toBe(false);
      expect(await target.rawRows('u-gone')).toBe('');
      expect(await credentials.checkPassword('u-stays', 'Secret1!pw', now)).toBe(true);
    });
  });
}
