import { randomUUID } from 'node:crypto';
import { auditReadsStream, type EventActor, type EventCatalog, type EventStore, type NewEvent } from '@portal/events';

/** What one audit read asked for: the AuditRead event's data. */
export interface AuditReadData {
  readonly route: string;
  readonly streamId: string | null;
  readonly asOf: string | null;
  readonly query: Readonly<Record<string, string>>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's `x-correlation-id` when it is a UUID (a UI action that read several things), else the read's own id. */
export function correlationOf(header: string | string[] | undefined, readId: string): string {
  return typeof header === 'string' && uuid.test(header) ? header.toLowerCase() : readId;
}

/**
 * Appends the `AuditRead` of one read to the reader's stream before anything is read (ADR 26):
 * nothing of the log leaves without its record, and when the record cannot be written the read
 * fails with the store's error (a 5xx) instead of answering unrecorded.
 */
export async function recordAuditRead(
  deps: { readonly eventStore: EventStore; readonly catalog: EventCatalog },
  reader: EventActor,
  read: AuditReadData,
  context: { readonly correlationId: string | string[] | undefined; readonly now: Date },
): Promise<bigint> {
  const id = randomUUID();
  const data = { route: read.route, streamId: read.streamId, asOf: read.asOf, query: { ...read.query } };
  deps.catalog.validate('AuditRead', data);
  const event: NewEvent = {
    id,
    type: 'AuditRead',
    data,
    metadata: {
      commandId: id,
      correlationId: correlationOf(context.correlationId, id),
      causationId: id,
      actor: reader,
      tenant: 'platform',
      occurredAt: context.now.toISOString(),
      schemaVersion: deps.catalog.versionOf('AuditRead'),
    },
  };
  // No expected revision: reads never conflict, and nobody decides anything on this stream.
  const { position } = await deps.eventStore.append(auditReadsStream(reader.userId), [event], { expectedRevision: 'any', commandId: id });
  return position;
}
