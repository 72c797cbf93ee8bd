import { createHash, hash } from 'node:crypto';

/**
 * The hash chain of a stream (issue 14, ADR 27). Each event's hash covers its predecessor's hash
 * in the stream, its revision, the moment it was recorded and its content:
 *
 *   hash(n)  = sha256(hash(n-1) | int64 revision | int64 recorded µs since 1970 | content(n))
 *   content  = sha256(RFC 8785 text of [streamId, id, type, schemaVersion, data, metadata])
 *
 * with 32 zero bytes before revision 0. The writer serialises data and metadata once, in RFC 8785
 * form (jcs-text.ts), sends that text and hashes it; es_append_unit links the content hash where
 * the previous hash is at hand. It is the stored form: personal data sealed by crypto-shredding is
 * hashed sealed, so an erasure (a deleted key) changes no hash. PostgreSQL hands the JSON back in
 * its own key order and number notation; RFC 8785 of the parsed value is the same text again, so
 * the verifier and the backfill recompute it from what they read.
 */

export const ZERO_HASH = Buffer.alloc(32);

export interface HashedContent {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  /** Data and metadata in RFC 8785 form (jcsText). */
  readonly dataText: string;
  readonly metadataText: string;
}

/** The content hash, hex (what the writer sends with each event). */
export function contentHashHex(event: HashedContent): string {
  return hash('sha256', `[${JSON.stringify(event.streamId)},${JSON.stringify(event.id)},${JSON.stringify(event.type)},${event.schemaVersion},${event.dataText},${event.metadataText}]`, 'hex');
}

export function contentHash(event: HashedContent): Buffer {
  return Buffer.from(contentHashHex(event), 'hex');
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
