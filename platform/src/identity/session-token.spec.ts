import { createHmac, hkdfSync } from 'node:crypto';
import { SessionTokens } from './session-token.ts';

const secret = 'k'.repeat(32);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
// The signing key as the class derives it: a token of another algorithm under the genuine key.
const key = Buffer.from(hkdfSync('sha256', secret, 'portal-session', 'portal session tokens v2', 32));
const signedAs = (alg: 'HS384' | 'HS512', payload: unknown) => {
  const input = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  return `${input}.${createHmac(alg === 'HS384' ? 'sha384' : 'sha512', key).update(input).digest('base64url')}`;
};

describe('session tokens', () => {
  const tokens = new SessionTokens(secret);
  const claims = { purpose: 'session' as const, userId: 'u1', sid: 's1', csrf: 'c1', exp: 2_000 };
  const payload = { purpose: 'session', sid: 's1', csrf: 'c1', sub: 'u1', exp: 2 };

  it('verifies its own unexpired token of the purpose', async () => {
    expect(await tokens.verify(await tokens.sign(claims), 'session', 1_999)).toEqual(claims);
  });

  it('is a JWT signed with HS256 whose subject is the user', async () => {
    const [header, body] = (await tokens.sign(claims)).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual(payload);
  });

  it.each([
    ['expired', (t: string) => t, 2_000, 'session'],
    ['of another purpose', (t: string) => t, 1_000, 'login'],
    ['with a changed body', (t: string) => `${t.split('.')[0]}.${b64({ ...payload, sub: 'u2' })}.${t.split('.')[2]}`, 1_000, 'session'],
    ['signed with another key', async () => new SessionTokens('x'.repeat(32)).sign(claims), 1_000, 'session'],
    ['unsigned (alg none)', () => `${b64({ alg: 'none' })}.${b64(payload)}.`, 1_000, 'session'],
    ['of another algorithm under the same key', () => signedAs('HS512', payload), 1_000, 'session'],
    ['malformed', () => 'abc', 1_000, 'session'],
    ['in the format of ADR 7', () => `${b64(claims)}.${createHmac('sha256', key).update(b64(claims)).digest('base64url')}`, 1_000, 'session'],
  ] as const)('refuses a token %s', async (_name, alter, now, purpose) => {
    expect(await tokens.verify(await alter(await tokens.sign(claims)), purpose, now)).toBeNull();
  });

  it('accepts a token signed the same way under the genuine key', async () => {
    // The control for the algorithm case above: the hand-made signature is right, only its algorithm is refused.
    const hs256 = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
    expect(await tokens.verify(`${hs256}.${createHmac('sha256', key).update(hs256).digest('base64url')}`, 'session', 1_000)).toEqual(claims);
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => new SessionTokens('short')).toThrow('at least 32');
  });
});
