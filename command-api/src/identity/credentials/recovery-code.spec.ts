import { generateRecoveryCode, hashRecoveryCode, normalizeRecoveryCode, recoveryCodeMatches } from './recovery-code.ts';

describe('recovery codes', () => {
  it('are 4 dash-separated groups of 5 base32 characters, different every time', () => {
    const codes = Array.from({ length: 50 }, generateRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
    expect(new Set(codes).size).toBe(50);
  });

  it('are stored as a salted hash that matches the code however it is typed', () => {
    const code = generateRecoveryCode();
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replaceAll('-', ''));
    expect(hashRecoveryCode(code)).not.toBe(hash);
    expect(recoveryCodeMatches(hash, code)).toBe(true);
    expect(recoveryCodeMatches(hash, ` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(true);
  });

  it('do not match another code, a malformed input or a malformed hash', () => {
    const code = generateRecoveryCode();
    const hash = hashRecoveryCode(code);
    const other = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(recoveryCodeMatches(hash, other)).toBe(false);
    expect(recoveryCodeMatches(hash, code.slice(0, -1))).toBe(false);
    expect(recoveryCodeMatches(hash, code.replace(/[A-Z]/, '0'))).toBe(false);
    expect(recoveryCodeMatches('md5$00$00', code)).toBe(false);
    expect(recoveryCodeMatches(`${hash.slice(0, -2)}`, code)).toBe(false);
    expect(normalizeRecoveryCode('abcde-fghij-klmno-pqrs1')).toBeNull();
    expect(() => hashRecoveryCode('nope')).toThrow();
  });
});
