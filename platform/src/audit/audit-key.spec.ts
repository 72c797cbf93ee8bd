import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAuditKey } from './audit-key.ts';

describe('the audit key file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-key-'));
  const file = join(dir, 'audit-key.pem');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made with its public half beside it, and loaded again unchanged', () => {
    const made = loadAuditKey(file, { create: true });
    expect(readFileSync(`${file}.pub`, 'utf8')).toBe(made.publicKeyPem);
    expect(loadAuditKey(file, { create: false }).keyId).toBe(made.keyId);
    expect(readFileSync(`${file}.pub`, 'utf8')).toBe(made.publicKeyPem);
  });

  it('keeps the public half of a lost key when a new one is made: both keys stay trusted', () => {
    const lost = loadAuditKey(file, { create: false });
    rmSync(file);
    const next = loadAuditKey(file, { create: true });
    expect(next.keyId).not.toBe(lost.keyId);
    expect(readFileSync(`${file}.pub`, 'utf8')).toBe(`${lost.publicKeyPem}${next.publicKeyPem}`);
    loadAuditKey(file, { create: false });
    expect(readFileSync(`${file}.pub`, 'utf8')).toBe(`${lost.publicKeyPem}${next.publicKeyPem}`);
  });

  it('refuses to make a key unless asked to', () => {
    expect(() => loadAuditKey(join(dir, 'missing.pem'), { create: false })).toThrow('no audit key');
  });
});
