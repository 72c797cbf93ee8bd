import { createHash, hash } from 'node:crypto';

/**
 * The hash chain of a stream (issue 14, ADR 27), as the verifier recomputes it. Each event's hash
 * covers its predecessor's hash in the stream, its revision, the moment it was recorded and its
 * content:
 *
 *   hash(n)  = sha256(hash(n-1) | int64 revision | int64 recorded µs since 1970 | content(n))
 *   content  = sha256(jsonb text of [streamId, id, type, schemaVersion, data, metadata])
 *
 * with 32 zero bytes before revision 0. The writer sends data and metadata in jsonb's text form
 * (jsonb-text.ts) with their content hash, and es_append_unit links it, where the previous hash
 * is at hand (es_content_hash is the same formula in SQL, for the backfill). It is the stored
 * form: personal data sealed by crypto-shredding is hashed sealed, so an erasure (a deleted key)
 * changes no hash. "jsonb text" is what `jsonb::text` prints: object keys ordered by their UTF-8
 * length and then bytewise, ", " and ": " between items, strings escaped as JSON, numbers exactly
 * as stored. The export carries data and metadata so, and `parseJsonb` rebuilds the text from a
 * parsed line.
 */

export const ZERO_HASH = Buffer.alloc(32);

export interface HashedContent {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  /** Data and metadata in jsonb's text form (see parseJsonb). */
  readonly dataText: string;
  readonly metadataText: string;
}

/** The content hash, hex (what the writer sends with each event). */
export function contentHashHex(event: HashedContent): string {
  return hash('sha256', `[${JSON.stringify(event.streamId)}, ${JSON.stringify(event.id)}, ${JSON.stringify(event.type)}, ${event.schemaVersion}, ${event.dataText}, ${event.metadataText}]`, 'hex');
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

/** A parsed JSON value together with its jsonb text form. */
export class JsonbValue {
  readonly text: string;
  readonly value: unknown;

  constructor(text: string, value: unknown) {
    this.text = text;
    this.value = value;
  }
}

// jsonb's key order: shorter keys first (in UTF-8 bytes), equal lengths bytewise.
function byJsonbKeyOrder(a: { key: string; bytes: Buffer }, b: { key: string; bytes: Buffer }): number {
  return a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes);
}

/** A string in JSON as PostgreSQL's escape_json writes it; for well-formed strings that is JSON.stringify. */
const quote = (s: string): string => JSON.stringify(s);

interface ReviverContext {
  readonly source?: string;
}

/**
 * JSON.parse that also gives every value's jsonb text form: numbers keep the digits of the text
 * they were read from (JSON.parse's source text access), so 1.50 stays 1.50 as PostgreSQL stored
 * it. Returns the root as a JsonbValue whose `value` holds JsonbValues for its members.
 */
export function parseJsonb(text: string): JsonbValue {
  const revived: unknown = JSON.parse(text, function revive(this: unknown, _key: string, value: unknown, context?: ReviverContext): JsonbValue {
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'string') return new JsonbValue(quote(value), value);
      if (typeof value === 'number') return new JsonbValue(context?.source ?? String(value), value);
      return new JsonbValue(String(value), value);
    }
    if (Array.isArray(value)) {
      const items = value as JsonbValue[];
      return new JsonbValue(`[${items.map((v) => v.text).join(', ')}]`, items);
    }
    const members = value as Record<string, JsonbValue>;
    const keys = Object.keys(members)
      .map((key) => ({ key, bytes: Buffer.from(key, 'utf8') }))
      .sort(byJsonbKeyOrder);
    return new JsonbValue(`{${keys.map(({ key }) => `${quote(key)}: ${members[key]?.text ?? 'null'}`).join(', ')}}`, members);
  });
  return revived as JsonbValue;
}

/** The plain value of a parsed JsonbValue tree (what JSON.parse alone would have given). */
export function plain(node: JsonbValue): unknown {
  const { value } = node;
  if (Array.isArray(value)) return value.map((v) => plain(v as JsonbValue));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, JsonbValue>)) out[k] = plain(v);
    return out;
  }
  return value;
}
