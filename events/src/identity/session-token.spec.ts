import { SessionTokens } from './session-token.ts';

describe('session tokens', () => {
  const tokens = new SessionTokens('k'.repeat(32));
  const claims = { purpose: 'session' as const, userId: 'u1', sid: 's1', csrf: 'c1', exp: 2_000 };

  it('verifies its own unexpired token of the purpose', () => {
    expect(tokens.verify(tokens.sign(claims), 'session', 1_999)).toEqual(claims);
  });

  it.each([
    ['expired', (t: string) => t, 2_000, 'session'],
    ['of another purpose', (t: string) => t, 1_000, 'login'],
    ['with a changed body', (t: string) => `${Buffer.from(JSON.stringify({ ...claims, userId: 'u2' })).toString('base64url')}.${t.split('.')[1]}`, 1_000, 'session'],
    ['signed with another key', () => new SessionTokens('x'.repeat(32)).sign(claims), 1_000, 'session'],
    ['malformed', () => 'abc', 1_000, 'session'],
  ] as const)('refuses a token %s', (_name, alter, now, purpose) => {
    expect(tokens.verify(alter(tokens.sign(claims)), purpose, now)).toBeNull();
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => new SessionTokens('short')).toThrow('at least 32');
  });
});
