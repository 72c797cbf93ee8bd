import { auditSealStream, DomainError } from '@portal/events';
import type { ExportRange, SqlDriver } from '@portal/platform';

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function moment(text: string, field: string): Date {
  const at = ISO.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new DomainError('INVALID_DATE', 400, `${field} "${text}" is not a date and time (ISO 8601 with its offset, e.g. 2026-11-26T12:00:00Z, or a date)`, { field });
  return at;
}

/**
 * What `audit export` is asked for, checked against the log: times in ISO 8601, neither in the
 * future nor (for `to`) before the first event, `from` not after `to`, and a stream that exists.
 * Refusals are DomainErrors with the field, for the CLI's exit code 2 and the ops route's 4xx.
 */
export async function exportRange(sql: SqlDriver, input: { from?: string; to?: string; stream?: string }, now = new Date()): Promise<ExportRange> {
  const from = input.from === undefined ? undefined : moment(input.from, 'from');
  const to = input.to === undefined ? undefined : moment(input.to, 'to');
  if (input.stream !== undefined && (from !== undefined || to !== undefined)) {
    throw new DomainError('ERR_BAD_REQUEST', 400, 'a stream is exported whole: give --stream or a time range, not both', { field: 'stream' });
  }
  for (const [field, at] of [['from', from], ['to', to]] as const) {
    if (at !== undefined && at.getTime() > now.getTime()) throw new DomainError('INVALID_DATE', 422, `${field} ${at.toISOString()} lies in the future`, { field });
  }
  if (from !== undefined && to !== undefined && from.getTime() > to.getTime()) throw new DomainError('INVALID_DATE', 422, `from ${from.toISOString()} is after to ${to.toISOString()}`, { field: 'to' });
  if (to !== undefined) {
    const { rows } = await sql.query<{ at: Date | string }>('SELECT recorded_at AS at FROM es_events WHERE stream_id <> $1 ORDER BY global_position LIMIT 1', [auditSealStream]);
    const first = rows[0] ? new Date(rows[0].at) : null;
    if (first === null || to.getTime() < first.getTime()) {
      throw new DomainError('INVALID_DATE', 422, `to ${to.toISOString()} lies before the first event of the log${first ? ` (${first.toISOString()})` : ' (the log is empty)'}`, { field: 'to' });
    }
  }
  if (input.stream !== undefined) {
    const { rows } = await sql.query('SELECT 1 FROM es_events WHERE stream_id = $1 LIMIT 1', [input.stream]);
    if (rows.length === 0) throw new DomainError('ERR_BAD_REQUEST', 404, `no stream ${input.stream} in the log`, { field: 'stream' });
  }
  return { ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: to.toISOString() } : {}), ...(input.stream === undefined ? {} : { stream: input.stream }) };
}
