import type { AuditChange, AuditEntry } from '@portal/events/read-contracts';
import { fillPath, paths } from '@/config/paths.ts';

// How the audit's answers read on screen (docs/adr/0026-audit-history.md): states and changes
// are plain JSON whose fields are dot paths, values of any JSON type, absent read as null.

/** The audit page of a stream. */
export const auditStreamPath = (streamId: string): string => fillPath(paths.audit.stream, { streamId });

/** A field's value as one line: nothing as a dash, text as it is, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * One change as the history shows it.
 *
 * @example changeText({ field: 'profile.publicRegistration', before: false, after: true }) // 'profile.publicRegistration: false → true'
 */
export function changeText(change: AuditChange): string {
  return `${change.field}: ${formatAuditValue(change.before)} → ${formatAuditValue(change.after)}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A state as readable key/value rows: nested objects become dot paths, arrays stay values (as in
 * the server's diff, where a list is one field), an empty object is a value of its own.
 *
 * @example stateRows({ status: 'created', profile: { name: 'A', domains: ['a.ch'] } }) // [['status', 'created'], ['profile.name', 'A'], ['profile.domains', '["a.ch"]']]
 */
export function stateRows(state: unknown, prefix = ''): [string, string][] {
  if (!isPlainObject(state) || (Object.keys(state).length === 0 && prefix !== '')) return [[prefix, formatAuditValue(state)]];
  return Object.entries(state).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return isPlainObject(value) ? stateRows(value, path) : [[path, formatAuditValue(value)] as [string, string]];
  });
}

// The events that erase a subject's personal data (crypto-shredding, ADR 9): listed as erasures.
const erasureTypes: ReadonlySet<string> = new Set(['CustomerErased', 'UserErased']);

export function isErasure(entry: Pick<AuditEntry, 'type'>): boolean {
  return erasureTypes.has(entry.type);
}

/** The ids that tie an event to its command and its cause, as one compact line (the ones present). */
export function idsOf(entry: Pick<AuditEntry, 'commandId' | 'correlationId' | 'causationId'>): { key: 'command' | 'correlation' | 'causation'; value: string }[] {
  const ids = [
    { key: 'command', value: entry.commandId },
    { key: 'correlation', value: entry.correlationId },
    { key: 'causation', value: entry.causationId },
  ] as const;
  return ids.filter((id): id is { key: (typeof id)['key']; value: string } => id.value !== null);
}
