import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';

/**
 * The seals of the global order (issue 14, ADR 27): one stream, one event per block. A block is
 * every event after the previous block's last checkpoint up to its own `last`, in reader order,
 * except the seals themselves (a seal cannot cover itself; the seals are chained by `previous`
 * and by their stream's own hash chain instead).
 */
export const auditSealStream = 'auditSeals';

const Hex32 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const CheckpointText = Type.String({ pattern: '^\\d+/\\d+$' });

export const AuditSealFields = Type.Object(
  {
    block: Type.Integer({ minimum: 0 }),
    /** Reader-order checkpoints ("commit/position") of the block's first and last event. */
    first: CheckpointText,
    last: CheckpointText,
    count: Type.Integer({ minimum: 1 }),
    /** RFC 6962 root over the leaves sha256(0x00 | int64 position | event hash). */
    root: Hex32,
    /** sha256 of the previous seal's canonical fields; zeros for block 0. */
    previous: Hex32,
    sealedAt: Type.String({ format: 'date-time' }),
    /** sha256 of the signing key's SPKI DER, hex: which platform key signed. */
    keyId: Hex32,
  },
  { additionalProperties: false },
);
export type AuditSealFields = Type.Static<typeof AuditSealFields>;

export const AuditBlockSealed = defineEvent(
  'AuditBlockSealed',
  Type.Object({ ...AuditSealFields.properties, signature: Type.String({ pattern: '^[A-Za-z0-9_-]{86}$', description: 'Ed25519 over the JCS of the fields, base64url' }) }, { additionalProperties: false }),
);
export type AuditBlockSealed = EventOf<typeof AuditBlockSealed>;

export const auditSealEvents = [AuditBlockSealed] as const;
