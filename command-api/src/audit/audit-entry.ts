import type { PersonalFields, RecordedEvent } from '@portal/events';
import type { AuditActor, AuditChange, AuditEntry, AuditPoint } from '@portal/events/read-contracts';
import { plainOf, samePlain } from './state-diff.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The actor an event's metadata names, or null for an event written without one. */
function actorOf(metadata: Record<string, unknown>): AuditActor | null {
  const actor = record(metadata.actor);
  const userId = text(actor.userId);
  const role = text(actor.role);
  return userId !== null && role !== null ? { userId, role, salesPartnerId: text(actor.salesPartnerId) } : null;
}

export const pointOf = (event: RecordedEvent): AuditPoint => ({ revision: Number(event.revision), globalPosition: event.globalPosition.toString(), recordedAt: event.recordedAt });

/**
 * One event of a history: where it sits, who sent it under which ids, the reason it carries
 * (ReplaceConfigList, ChangeBusinessLimits, RejectOffer, ... have one), whether its personal
 * fields were erased, and what it changed. Metadata is read defensively: an event appended by
 * hand or by an old version still gets an entry, with null where something is missing.
 */
export function entryOf(event: RecordedEvent, changes: AuditChange[], erased: boolean): AuditEntry {
  const metadata = record(event.metadata);
  return {
    ...pointOf(event),
    occurredAt: text(metadata.occurredAt),
    type: event.type,
    actor: actorOf(metadata),
    commandId: text(metadata.commandId),
    correlationId: text(metadata.correlationId),
    causationId: text(metadata.causationId),
    reason: text(record(event.data).reason),
    erased,
    changes,
  };
}

/**
 * Whether an event's personal fields read as erased: its subject's key is gone and the fields
 * hold exactly the rule's erased values. An event stored in clear before its type had personal
 * fields keeps its data after the key is gone, and is therefore not marked.
 */
export function isErased(data: unknown, rule: PersonalFields, keyPresent: boolean): boolean {
  if (keyPresent) return false;
  const fields = record(data);
  const erased = rule.erased(fields);
  return Object.entries(erased).every(([name, value]) => samePlain(plainOf(fields[name]), plainOf(value)));
}
