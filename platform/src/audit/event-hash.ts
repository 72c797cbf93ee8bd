import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * The hash chain of a stream (issue 14, ADR 27). Each event's hash covers its predecessor's hash in
 * the stream, its revision, the moment it was recorded and its content:
 *
 *   hash(n) = sha256(hash(n-1) | int64(revision) | int64(recorded µs since 1970) | content(n))
 *   content = sha256(JCS({ streamId, id, type, schemaVersion, data, metadata }))
 *
 * with 32 zero bytes before revision 0. The content is the stored form: personal data sealed by
 * crypto-shredding is hashed sealed, so an erasure (a deleted key) changes no hash. JCS is RFC
 * 8785, the one serialisation of a JSON value, so the JSON PostgreSQL hands back (jsonb reorders
 * keys and respaces) hashes the same as the objects the writer appended. The chain link itself is
 * computed inside the append function (es_append_unit), where the previous hash is at hand; this
 * file is its twin for the backfill and the offline verifier.
 */

export const ZERO_HASH = Buffer.alloc(32);

export interface HashedContent {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: unknown;
}

export function contentHash(event: HashedContent): Buffer {
  const text = canonicalize({ streamId: event.streamId, id: event.id, type: event.type, schemaVersion: event.schemaVersion, data: event.data, metadata: event.metadata });
  if (text === undefined) throw new Error(`event ${event.id} has no JSON form`);
  return createHash('sha256').update(text).digest();
}

const int64 = (value: bigint): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(value);
  return b;
};

export function linkHash(previous: Buffer | null, revision: bigint, recordedMicros: bigint, content: Buffer): Buffer {
  return createHash('sha256')
    .update(previous ?? ZERO_HASH)
    .update(int64(revision))
    .update(int64(recordedMicros))
    .update(content)
    .digest();
}
