import type { AuditBlockSealed } from '@portal/events';

/**
 * The audit export (issue 14, ADR 27): JSON lines, one header, then events and seals, one end line.
 * Events of a sealed block come before their seal, in reader order (full and time-range exports)
 * or, for one stream, by revision after the seals of the blocks they lie in. Hashes are hex.
 */
export const EXPORT_FORMAT = 'portal-audit-log/1';

export interface ExportRange {
  readonly from?: string;
  readonly to?: string;
  readonly stream?: string;
}

export interface HeaderLine {
  readonly kind: 'header';
  readonly format: typeof EXPORT_FORMAT;
  readonly exportedAt: string;
  readonly range: ExportRange;
  /** Reader-order export (whole log or time range) or one stream by revision. */
  readonly order: 'global' | 'stream';
  /** The key that signed the seals (SPKI PEM): a verifier trusts it only when told to or when it matches the pinned key. */
  readonly publicKey: string | null;
  readonly keyId: string | null;
}

export interface EventLine {
  readonly kind: 'event';
  readonly position: string;
  readonly commit: string;
  readonly streamId: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  /** With microseconds (the chain hashes them): YYYY-MM-DDTHH:MM:SS.ffffffZ. */
  readonly recordedAt: string;
  readonly data: unknown;
  readonly metadata: unknown;
  /** The previous hash of the stream, given where that event is not in the file before this one. */
  readonly previous?: string;
  readonly hash: string;
  /** The sealed block and the leaf index in it, with the RFC 6962 audit path; null once past the last seal. */
  readonly block: number | null;
  readonly index?: number;
  readonly proof?: readonly string[];
}

export type SealLine = { readonly kind: 'seal' } & AuditBlockSealed['data'];

export interface EndLine {
  readonly kind: 'end';
  readonly events: number;
  readonly seals: number;
}

export type ExportLine = HeaderLine | EventLine | SealLine | EndLine;

/** int64 position | event hash: what a block's Merkle leaf hashes. */
export function leafData(position: bigint, hash: Buffer): Buffer {
  const b = Buffer.alloc(8 + hash.length);
  b.writeBigInt64BE(position);
  hash.copy(b, 8);
  return b;
}

const recordedPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;

/** Microseconds since 1970 of a recordedAt with six decimals, or null if it is not one. */
export function recordedMicros(recordedAt: string): bigint | null {
  const match = recordedPattern.exec(recordedAt);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}Z`);
  return Number.isNaN(ms) ? null : BigInt(ms) * 1000n + BigInt(match[2] ?? '0');
}
