import Type from 'typebox';

/** Who caused an event: the acting user, or the system for seeds and workers. */
export const Actor = Type.Object({
  userId: Type.String(),
  role: Type.Union([
    Type.Literal('admin'),
    Type.Literal('salesPartner'),
    Type.Literal('customer'),
    // Sends only the commands on the own account (docs/adr/0025-auditors.md).
    Type.Literal('auditor'),
    Type.Literal('default'),
    Type.Literal('system'),
  ]),
  salesPartnerId: Type.Optional(Type.String()),
  /** Set for customer users: the customer they act for. */
  customerId: Type.Optional(Type.String()),
});
export type Actor = Type.Static<typeof Actor>;

/** Who an event names as its cause; the auditor's reads are events too (`AuditRead`, ADR 26). */
export const EventActor = Actor;
export type EventActor = Actor;

/** The metadata every stored event carries (DESIGN.md, decision 5). */
export const EventMetadata = Type.Object({
  commandId: Type.String(),
  correlationId: Type.String(),
  causationId: Type.String(),
  actor: EventActor,
  tenant: Type.String({ description: 'salesPartnerId, or "platform" for operator-wide data' }),
  occurredAt: Type.String({ format: 'date-time' }),
  schemaVersion: Type.Integer({ minimum: 1 }),
});
export type EventMetadata = Type.Static<typeof EventMetadata>;

/** An event as a decider produces it: type and data; the handler adds metadata. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/** An event ready to append. `id` is a UUID chosen by the writer. */
export interface NewEvent<TType extends string = string, TData = unknown> extends DomainEvent<TType, TData> {
  readonly id: string;
  readonly metadata: EventMetadata;
}

/**
 * Where an event sits in the reader's total order. Readers compare checkpoints as the pair
 * (commit, position): on PostgreSQL `commit` is the writing transaction's id, so an event
 * that commits late never lands behind a checkpoint a reader has already passed.
 */
export interface Checkpoint {
  readonly commit: bigint;
  readonly position: bigint;
}

export const START: Checkpoint = Object.freeze({ commit: 0n, position: 0n });

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

/** "commit/position", the form checkpoints take in JSON, logs and the CLI. */
export function formatCheckpoint(c: Checkpoint): string {
  return `${c.commit}/${c.position}`;
}

export function parseCheckpoint(text: string): Checkpoint {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`not a checkpoint: ${text}`);
  const [, commit = '0', position = '0'] = match;
  return { commit: BigInt(commit), position: BigInt(position) };
}

/** An event as read back from the store. */
export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  readonly streamId: string;
  /** 0-based revision within its stream. */
  readonly revision: bigint;
  /** The scalar global position callers see (command responses, X-Portal-Min-Position). */
  readonly globalPosition: bigint;
  readonly checkpoint: Checkpoint;
  readonly recordedAt: string;
}
