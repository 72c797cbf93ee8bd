import { migrate, toBigInt, type SchemaStep, type SqlDriver } from '@portal/platform';
import type { Moment } from './moment.ts';

/** Where one event sits: its stream revision, its global position, when the store recorded it. */
export interface StreamPoint {
  readonly revision: number;
  readonly globalPosition: bigint;
  readonly recordedAt: string;
}

export interface StreamSummary {
  readonly streamId: string;
  readonly events: number;
  readonly firstRecordedAt: string;
  readonly lastRecordedAt: string;
}

/**
 * What the audit asks of the log beyond the event store port: which streams exist, and which
 * event of a stream a moment falls on. SQL only (ADR 26): EventStoreDB would answer the same
 * from its `$streams` and `$ce-` projections, which nobody has needed yet.
 */
export interface AuditLog {
  /** Streams whose id starts with `prefix`, after `after`, in byte order of their ids. */
  streams(query: { readonly prefix: string; readonly after: string | null; readonly limit: number }): Promise<StreamSummary[]>;
  /** The stream's first and last event, or null for a stream without events. */
  bounds(streamId: string): Promise<{ readonly first: StreamPoint; readonly last: StreamPoint } | null>;
  /** The stream's last event at or before the moment (recordedAt to the millisecond, or global position), or null. */
  pointAt(streamId: string, moment: Moment): Promise<StreamPoint | null>;
  /** The highest global position in the log (0 when empty): positions past it are in the future. */
  lastPosition(): Promise<bigint>;
}

/**
 * One row per stream (its first event), in byte order: the stream search is a range scan of this
 * small index, whatever the database's collation and however long the streams are. Byte order
 * (COLLATE "C") makes "ids that start with a prefix" one contiguous range, which a linguistic
 * collation does not promise.
 */
export const auditStreamsStep: SchemaStep = {
  // Sorts after 'event-log' (steps run in name order), whose table it indexes.
  name: 'event-stream-starts',
  sql: `CREATE INDEX IF NOT EXISTS es_events_stream_starts ON es_events (stream_id COLLATE "C") WHERE stream_revision = 0;`,
};

/**
 * The first string past every string that starts with `prefix`, in code point order (byte order
 * of UTF-8): the prefix with its last code point raised by one. Null for an empty prefix (no
 * upper bound) and for one that ends in the last code point and has nothing to raise.
 *
 * @example prefixUpperBound('customer-') // 'customer.'
 */
export function prefixUpperBound(prefix: string): string | null {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      // Surrogate code points never stand alone in a well-formed string: skip past them.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}

type PointRow = { stream_revision: unknown; global_position: unknown; recorded_at: Date | string };
type StreamRow = { stream_id: string; first_at: Date | string; last_revision: unknown; last_at: Date | string };

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const pointOf = (row: PointRow): StreamPoint => ({ revision: Number(toBigInt(row.stream_revision)), globalPosition: toBigInt(row.global_position), recordedAt: iso(row.recorded_at) });

/** The audit log over the event store's own SQL database (PostgreSQL or PGlite). */
export class SqlAuditLog implements AuditLog {
  private readonly sql: SqlDriver;

  private constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  /** Opens it, making the stream index when missing (a no-op once the process's migration ran). */
  static async open(sql: SqlDriver): Promise<SqlAuditLog> {
    await migrate(sql, [auditStreamsStep]);
    return new SqlAuditLog(sql);
  }

  async streams(query: { readonly prefix: string; readonly after: string | null; readonly limit: number }): Promise<StreamSummary[]> {
    const upper = prefixUpperBound(query.prefix);
    const params: unknown[] = [query.prefix, query.limit];
    const bound = (condition: string, value: string | null): string => (value === null ? '' : `AND (f.stream_id COLLATE "C") ${condition} $${params.push(value)}`);
    // The last event of each listed stream comes from the (stream_id, stream_revision) index; its
    // revision + 1 is the stream's length, as revisions have no gaps.
    const { rows } = await this.sql.query<StreamRow>(
      `SELECT f.stream_id, f.recorded_at AS first_at, l.stream_revision AS last_revision, l.recorded_at AS last_at
         FROM es_events f
        CROSS JOIN LATERAL (SELECT e.stream_revision, e.recorded_at FROM es_events e
                             WHERE e.stream_id = f.stream_id ORDER BY e.stream_revision DESC LIMIT 1) l
        WHERE f.stream_revision = 0 AND (f.stream_id COLLATE "C") >= $1 ${bound('<', upper)} ${bound('>', query.after)}
        ORDER BY (f.stream_id COLLATE "C")
        LIMIT $2`,
      params,
    );
    return rows.map((row) => ({ streamId: row.stream_id, events: Number(toBigInt(row.last_revision)) + 1, firstRecordedAt: iso(row.first_at), lastRecordedAt: iso(row.last_at) }));
  }

  async bounds(streamId: string): Promise<{ first: StreamPoint; last: StreamPoint } | null> {
    const { rows } = await this.sql.query<PointRow & { edge: string }>(
      `(SELECT 'first' AS edge, stream_revision, global_position, recorded_at FROM es_events WHERE stream_id = $1 ORDER BY stream_revision ASC LIMIT 1)
       UNION ALL
       (SELECT 'last' AS edge, stream_revision, global_position, recorded_at FROM es_events WHERE stream_id = $1 ORDER BY stream_revision DESC LIMIT 1)`,
      [streamId],
    );
    const first = rows.find((r) => r.edge === 'first');
    const last = rows.find((r) => r.edge === 'last');
    return first && last ? { first: pointOf(first), last: pointOf(last) } : null;
  }

  async pointAt(streamId: string, moment: Moment): Promise<StreamPoint | null> {
    // recordedAt is published to the millisecond: a moment copied from an answer must include
    // the event it was copied from, so the comparison drops the microseconds too.
    const condition = moment.kind === 'time' ? `date_trunc('milliseconds', recorded_at) <= $2::timestamptz` : `global_position <= $2::bigint`;
    const value = moment.kind === 'time' ? moment.at.toISOString() : moment.position.toString();
    const { rows } = await this.sql.query<PointRow>(
      `SELECT stream_revision, global_position, recorded_at FROM es_events WHERE stream_id = $1 AND ${condition} ORDER BY stream_revision DESC LIMIT 1`,
      [streamId, value],
    );
    return rows[0] ? pointOf(rows[0]) : null;
  }

  async lastPosition(): Promise<bigint> {
    const { rows } = await this.sql.query<{ last: unknown }>('SELECT coalesce(max(global_position), 0) AS last FROM es_events');
    return toBigInt(rows[0]?.last ?? 0);
  }
}
