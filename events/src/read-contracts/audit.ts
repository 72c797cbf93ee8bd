import Type from 'typebox';
import { Nullable } from './envelope.ts';

// The audit routes of the command API (issue 14, ADR 26): the history of any stream of the log,
// its state as of a moment and the difference between two moments. Admin and auditor only.

const Limit = Type.String({ pattern: '^(100|[1-9][0-9]?)$', description: 'items per page, 1 to 100 (default 10)' });
const Moment = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'an ISO-8601 date-time with offset (2026-11-20T10:00:00+01:00, compared with recordedAt to the millisecond) or a global position (an integer)',
});

export const AuditStreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 500, description: 'e.g. customer-100001' }) }, { additionalProperties: false });

export const AuditStreamsQuery = Type.Object(
  {
    prefix: Type.Optional(Type.String({ maxLength: 200, description: 'stream ids that start with it, e.g. customer- or customer-1000' })),
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'the `next` of the previous page' })),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type AuditStreamsQuery = Type.Static<typeof AuditStreamsQuery>;

export const AuditHistoryQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,14})$', description: 'the revision after which the page starts (the `next` of the previous page)' })),
    limit: Type.Optional(Limit),
    last: Type.Optional({ ...Limit, description: 'the stream\'s last 1 to 100 events instead of a page from the start; not with after or limit' }),
  },
  { additionalProperties: false },
);
export type AuditHistoryQuery = Type.Static<typeof AuditHistoryQuery>;

export const AuditAsOfQuery = Type.Object({ asOf: Moment }, { additionalProperties: false });
export type AuditAsOfQuery = Type.Static<typeof AuditAsOfQuery>;

export const AuditDiffQuery = Type.Object({ from: Moment, to: Moment }, { additionalProperties: false });
export type AuditDiffQuery = Type.Static<typeof AuditDiffQuery>;

/** One stream of the log; `events` is its length (revisions have no gaps). */
export const AuditStream = Type.Object({
  streamId: Type.String(),
  category: Type.String({ description: 'the part before the first dash: customer, user, salesPartner, offer, meteringPoint, ...' }),
  events: Type.Integer(),
  firstRecordedAt: Type.String(),
  lastRecordedAt: Type.String(),
});
export type AuditStream = Type.Static<typeof AuditStream>;

export const AuditStreamPage = Type.Object({
  items: Type.Array(AuditStream),
  next: Nullable(Type.String({ description: 'send as `after` for the next page; null on the last' })),
});
export type AuditStreamPage = Type.Static<typeof AuditStreamPage>;

/** One field of the aggregate's state that an event (or a span of events) changed; absent reads as null. */
export const AuditChange = Type.Object({
  field: Type.String({ description: 'dot path into the state, e.g. profile.contact.mail' }),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditChange = Type.Static<typeof AuditChange>;

export const AuditActor = Type.Object({ userId: Type.String(), role: Type.String(), salesPartnerId: Nullable(Type.String()) });
export type AuditActor = Type.Static<typeof AuditActor>;

/** One event of a stream's history with who caused it and what it changed. */
export const AuditEntry = Type.Object({
  revision: Type.Integer(),
  globalPosition: Type.String({ description: 'a decimal integer (JSON has no 64-bit integers)' }),
  recordedAt: Type.String(),
  occurredAt: Nullable(Type.String()),
  type: Type.String(),
  actor: Nullable(AuditActor),
  commandId: Nullable(Type.String()),
  correlationId: Nullable(Type.String()),
  causationId: Nullable(Type.String()),
  reason: Nullable(Type.String({ description: "the event's own reason field, where it has one" })),
  erased: Type.Boolean({ description: "true when the event's personal fields were erased (crypto-shredding): they read as the erased values" }),
  changes: Type.Array(AuditChange),
});
export type AuditEntry = Type.Static<typeof AuditEntry>;

export const AuditHistory = Type.Object({
  streamId: Type.String(),
  items: Type.Array(AuditEntry),
  next: Nullable(Type.Integer({ description: 'send as `after` for the next page; null on the last' })),
  events: Type.Integer({ description: "the stream's length: its last revision plus one" }),
});
export type AuditHistory = Type.Static<typeof AuditHistory>;

/** The event a moment resolved to: the last one at or before it. */
export const AuditPoint = Type.Object({ revision: Type.Integer(), globalPosition: Type.String(), recordedAt: Type.String() });
export type AuditPoint = Type.Static<typeof AuditPoint>;

export const AuditState = Type.Object({ streamId: Type.String(), asOf: AuditPoint, state: Type.Unknown({ description: "the aggregate's state after that event, as its decider folds it" }) });
export type AuditState = Type.Static<typeof AuditState>;

export const AuditDiff = Type.Object({ streamId: Type.String(), from: AuditPoint, to: AuditPoint, changes: Type.Array(AuditChange) });
export type AuditDiff = Type.Static<typeof AuditDiff>;
