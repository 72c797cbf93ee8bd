import { ajv } from '@portal/events';
import type { ErrorObject } from 'ajv';
import Type, { type Static } from 'typebox';
import type { EventLine, HeaderLine, SealLine } from './export-format.ts';

/**
 * The line kinds of the audit export (export-format.ts) as schemas: what a verifier may assume
 * of a parsed line before it hashes anything. A forged file can hold anything, so every field
 * the checks read is bounded here: int64 texts, 32-byte hex, a block's index below its largest
 * size, an audit path no deeper than 64.
 */

/** A seal names at most this many events: a larger count is forged, and would cost memory to check. */
export const maxBlockEvents = 1 << 20;

const INT64_MAX = 2n ** 63n - 1n;
const int64Text = (text: string): boolean => /^\d{1,19}$/.test(text) && BigInt(text) <= INT64_MAX;
// Formats of the one ajv instance: decimal int64 texts, as positions, commits and revisions are.
if (!ajv.formats['audit-int64']) {
  ajv.addFormat('audit-int64', { type: 'string', validate: int64Text });
  ajv.addFormat('audit-checkpoint', { type: 'string', validate: (text: string) => /^\d+\/\d+$/.test(text) && text.split('/').every(int64Text) });
}

const Hex32 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Int64Text = Type.String({ format: 'audit-int64' });
const CheckpointText = Type.String({ format: 'audit-checkpoint' });
const BlockNumber = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export const HeaderLineSchema = Type.Object({
  order: Type.Union([Type.Literal('global'), Type.Literal('stream')]),
  range: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()), stream: Type.Optional(Type.String()) }),
  publicKey: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const EventLineSchema = Type.Object({
  data: Type.Unknown(),
  metadata: Type.Unknown(),
  position: Int64Text,
  commit: Int64Text,
  streamId: Type.String(),
  revision: Int64Text,
  id: Type.String(),
  type: Type.String(),
  schemaVersion: Type.Number(),
  recordedAt: Type.String(),
  hash: Hex32,
  previous: Type.Optional(Hex32),
  block: Type.Union([BlockNumber, Type.Null()]),
  index: Type.Optional(Type.Integer({ minimum: 0, maximum: maxBlockEvents - 1 })),
  proof: Type.Optional(Type.Array(Hex32, { maxItems: 64 })),
});

export const SealLineSchema = Type.Object({
  block: BlockNumber,
  count: Type.Integer({ minimum: 1, maximum: maxBlockEvents }),
  first: CheckpointText,
  last: CheckpointText,
  root: Hex32,
  previous: Hex32,
  keyId: Hex32,
  sealedAt: Type.String(),
  signature: Type.String(),
});

// The schemas describe the lines the exporter writes: a change to one fails here at compile time.
type Fits<A, B> = [A] extends [B] ? true : false;
// A header may leave its key out (the verifier then trusts none from the file).
const headerFits: Fits<Omit<Static<typeof HeaderLineSchema>, 'publicKey'>, Pick<HeaderLine, 'order' | 'range'>> = true;
const eventFits: Fits<Static<typeof EventLineSchema> & { kind: 'event' }, EventLine> = true;
const sealFits: Fits<Static<typeof SealLineSchema> & { kind: 'seal' }, SealLine> = true;
void [headerFits, eventFits, sealFits];

/** The verifier's name for a malformed field: fields checked together are named together, as the problem messages always did. */
const fieldNames: Readonly<Record<string, string>> = { id: 'id/type', type: 'id/type', data: 'data/metadata', metadata: 'data/metadata', index: 'proof' };
const sealFieldNames: Readonly<Record<string, string>> = {
  block: 'block/count',
  count: 'block/count',
  first: 'first/last',
  last: 'first/last',
  root: 'root/previous/keyId',
  previous: 'root/previous/keyId',
  keyId: 'root/previous/keyId',
  sealedAt: 'sealedAt/signature',
  signature: 'sealedAt/signature',
};

function fieldOf(error: ErrorObject | undefined, names: Readonly<Record<string, string>>): string {
  const missing = error?.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  const field = missing ?? error?.instancePath.split('/')[1] ?? '(line)';
  return names[field] ?? field;
}

const header = ajv.compile<Static<typeof HeaderLineSchema>>(HeaderLineSchema);
const event = ajv.compile<Static<typeof EventLineSchema>>(EventLineSchema);
const seal = ajv.compile<Static<typeof SealLineSchema>>(SealLineSchema);

/** A checked line, or the name of its first malformed field. */
export type Checked<T> = { readonly line: T } | { readonly malformed: string };

/** What the verifier reads of the header: the order, the range and the key it names. */
export type VerifiedHeader = Static<typeof HeaderLineSchema>;

export function checkHeader(value: Record<string, unknown>): Checked<VerifiedHeader> {
  if (!header(value)) return { malformed: fieldOf(header.errors?.[0], {}) };
  return { line: value };
}

export function checkEvent(value: Record<string, unknown> & { kind: 'event' }): Checked<EventLine> {
  if (!event(value)) return { malformed: fieldOf(event.errors?.[0], fieldNames) };
  // A sealed event carries its place in the block: without it no root could hold it.
  if (value.block !== null && (value.index === undefined || value.proof === undefined)) return { malformed: 'proof' };
  return { line: value };
}

export function checkSeal(value: Record<string, unknown> & { kind: 'seal' }): Checked<SealLine> {
  if (!seal(value)) return { malformed: fieldOf(seal.errors?.[0], sealFieldNames) };
  return { line: value };
}
