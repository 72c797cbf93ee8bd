import { SecretBox } from './secret-box.ts';

const configSecret = 'test-only credentials key, 32+ characters long';

describe('SecretBox', () => {
  const box = SecretBox.fromConfigSecret(configSecret);

  it('opens what it sealed, with a fresh nonce each time and no plaintext in the sealed value', () => {
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DP', 'user-1');
    const b = box.seal('JBSWY3DPEHPK3PXPJBSWY3DP', 'user-1');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DP');
    expect(box.open(a, 'user-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(SecretBox.fromConfigSecret(configSecret).open(b, 'user-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
  });

  it('refuses a value sealed for another user, under another key, or altered', () => {
    const sealed = box.seal('secret', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => SecretBox.fromConfigSecret(`${configSecret}!`).open(sealed, 'user-1')).toThrow();
    expect(() => SecretBox.fromConfigSecret(configSecret, 'another purpose').open(sealed, 'user-1')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`, 'user-1')).toThrow();
    expect(() => box.open('v2:AAAA', 'user-1')).toThrow('unknown format');
    expect(() => box.open('v1:AAAA', 'user-1')).toThrow('truncated');
  });

  it('refuses a configured secret too short to be a key', () => {
    expect(() => SecretBox.fromConfigSecret('short')).toThrow('at least 32 characters');
  });
});
