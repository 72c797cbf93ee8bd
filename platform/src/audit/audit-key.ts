import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { keyIdOf } from './seal.ts';

/** The platform key that signs the seals (Ed25519), and what verifiers need of it. */
export interface AuditKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** SPKI PEM: goes into export headers and `<key file>.pub`, for verifiers to pin. */
  readonly publicKeyPem: string;
  readonly keyId: string;
}

export function auditKeyFrom(privateKeyPem: string): AuditKey {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`the audit key must be Ed25519, not ${privateKey.asymmetricKeyType ?? 'unknown'}`);
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), keyId: keyIdOf(publicKey) };
}

/**
 * The key in `file` (PKCS#8 PEM); with `create`, one is generated there first if there is none
 * (owner-only, like the credentials key), and its public half added to `<file>.pub` beside it.
 * Losing the key does not break the log: older seals still verify with the old public key, which
 * `.pub` keeps; new seals are signed by the new key, whose id they carry.
 */
export function loadAuditKey(file: string, options: { create: boolean }): AuditKey {
  if (!existsSync(file)) {
    if (!options.create) throw new Error(`no audit key at ${file}`);
    mkdirSync(dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  const key = auditKeyFrom(readFileSync(file, 'utf8'));
  // The public halves of every key this deployment signed with: a key made after one was lost
  // joins the file, so the seals of both stay trusted where the file is pinned.
  const publicFile = `${file}.pub`;
  const known = existsSync(publicFile) ? readFileSync(publicFile, 'utf8') : '';
  if (!known.includes(key.publicKeyPem.trim())) {
    writeFileSync(publicFile, `${known}${known === '' || known.endsWith('\n') ? '' : '\n'}${key.publicKeyPem}`, { mode: 0o644 });
  }
  return key;
}
