import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/**
 * `auditReads-<userId>`: every read of the audit routes by one reader (the admin, an auditor, the
 * operator), appended before the answer leaves (ADR 26). One stream per reader, appended without
 * an expected revision: reads never conflict, and nobody folds the stream to decide anything.
 */
export const auditReadsStream = (userId: string): StreamId<AuditEvent> => streamId(`auditReads-${userId}`);

const strict = { additionalProperties: false } as const;

/**
 * One audit read: the route as registered (`GET /api/audit/streams/:streamId/history`), the
 * stream it names, the as-of moment of an as-of read, and the query string as sent.
 *
 * @example
 * { route: 'GET /api/audit/streams/:streamId', streamId: 'customer-100001', asOf: '2026-11-20T10:00:00+01:00', query: { asOf: '2026-11-20T10:00:00+01:00' } }
 */
export const AuditRead = defineEvent(
  'AuditRead',
  Type.Object(
    {
      route: Type.String({ minLength: 1, maxLength: 200 }),
      streamId: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
      asOf: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
      query: Type.Record(Type.String(), Type.String()),
    },
    strict,
  ),
);

export const auditEvents = [AuditRead] as const;
export type AuditEvent = EventOf<typeof AuditRead>;
