import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { AuditSealFields } from '@portal/events';

/** What a block's seal signs: its fields in RFC 8785 form, so any verifier rebuilds the same bytes. */
const signedBytes = (fields: AuditSealFields): Buffer => {
  const { block, first, last, count, root, previous, sealedAt, keyId } = fields;
  return Buffer.from(canonicalize({ block, first, last, count, root, previous, sealedAt, keyId }) ?? '', 'utf8');
};

/** The link the next seal's `previous` carries. */
export const sealDigest = (fields: AuditSealFields): string => createHash('sha256').update(signedBytes(fields)).digest('hex');

export const signSeal = (fields: AuditSealFields, privateKey: KeyObject): string => sign(null, signedBytes(fields), privateKey).toString('base64url');

export function sealSignatureValid(fields: AuditSealFields, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify(null, signedBytes(fields), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** sha256 of the key's SPKI DER, hex: names the key in seals and export headers. */
export const keyIdOf = (key: KeyObject): string =>
  createHash('sha256')
    .update((key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' }))
    .digest('hex');
