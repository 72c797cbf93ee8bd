import argon2 from 'argon2';
import { hashPassword, needsRehash, passwordPolicyViolations, verifyPassword } from './password.ts';

describe('password policy', () => {
  it('accepts 8 to 255 characters with lower, upper, digit and special character', () => {
    expect(passwordPolicyViolations('Abcdef1!')).toEqual([]);
    expect(passwordPolicyViolations(`Ab1!${'x'.repeat(251)}`)).toEqual([]);
    expect(passwordPolicyViolations('Grüße 2 Ämter')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordPolicyViolations('Abcde1!')).toEqual(['length']);
    expect(passwordPolicyViolations(`Ab1!${'x'.repeat(252)}`)).toEqual(['length']);
    expect(passwordPolicyViolations('ABCDEF1!')).toEqual(['lowercase']);
    expect(passwordPolicyViolations('abcdef1!')).toEqual(['uppercase']);
    expect(passwordPolicyViolations('Abcdefg!')).toEqual(['digit']);
    expect(passwordPolicyViolations('Abcdefg1')).toEqual(['special']);
    expect(passwordPolicyViolations('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('counts characters, not UTF-16 units, against the length', () => {
    expect(passwordPolicyViolations('Ab1!😀😀😀')).toEqual(['length']);
    expect(passwordPolicyViolations('Ab1!😀😀😀😀')).toEqual([]);
  });
});

describe('password hashing', () => {
  it('stores an argon2id hash with a salt of its own that verifies only the right password', async () => {
    const hash = await hashPassword('Correct1!horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain('Correct1!horse');
    expect(await hashPassword('Correct1!horse')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Correct1!horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct1!horse')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not a hash', 'Correct1!horse')).toBe(false);
  });

  it('asks for a rehash of hashes made with weaker parameters only', async () => {
    const weak = await argon2.hash('Correct1!horse', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('Correct1!horse'))).toBe(false);
  });
});
