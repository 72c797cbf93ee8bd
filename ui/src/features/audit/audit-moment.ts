import type { AuditEntry } from '@portal/events/read-contracts';
import { apiFieldErrors, type FieldMessage } from '@/components/forms/field-errors.ts';
import { isProblem } from '@/lib/api.ts';
import { zurichInputToIso } from '@/lib/format/date.ts';

// A moment of the audit (ADR 26, "Moments"): a Zurich date-time from the picker, sent as an ISO
// instant with its offset, or one event of the history, sent as its global position (the state
// after exactly that event, whatever else was recorded in the same millisecond).

export type Moment = { kind: 'time'; input: string } | { kind: 'event'; entry: Pick<AuditEntry, 'revision' | 'globalPosition' | 'recordedAt'> };

export const noMoment: Moment = { kind: 'time', input: '' };

/** The query parameter of a moment; null when the picker holds no time in Zurich. */
export function momentParam(moment: Moment): string | null {
  return moment.kind === 'event' ? moment.entry.globalPosition : zurichInputToIso(moment.input);
}

/** What a picker shows before anything is sent: nothing for an empty one, "no valid time" for a bad one. */
export function momentProblem(moment: Moment): FieldMessage | null {
  if (moment.kind === 'event') return null;
  if (moment.input.trim() === '') return { key: 'audit.moment.required', params: {} };
  return momentParam(moment) === null ? { key: 'audit.moment.invalid', params: {} } : null;
}

export type MomentField = 'asOf' | 'from' | 'to';

/**
 * The server's refusal of a moment at its picker: INVALID_DATE for `querystring.<field>`,
 * 422 (before the stream's first event, or in the future) or 400 (malformed), with the server's
 * own message beside the catalogue's text. Null when the refusal is not about this field.
 *
 * @example momentRefusal({ isClientError: true, code: 'INVALID_DATE', message: '… is in the future', field: 'querystring.asOf', status: 422 }, 'asOf')
 * // { key: 'audit.moment.outOfRange', params: { message: '… is in the future' } }
 */
export function momentRefusal(error: unknown, field: MomentField): FieldMessage | null {
  if (!isProblem(error) || error.field !== `querystring.${field}`) return null;
  const key = error.status === 422 ? 'audit.moment.outOfRange' : 'audit.moment.malformed';
  return apiFieldErrors(error, { [`INVALID_DATE@${field}`]: key })?.[`querystring.${field}`] ?? null;
}
