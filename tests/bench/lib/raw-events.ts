import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@portal/events';
import type { RawClient } from './database.ts';

/**
 * The ceiling's table: the columns, types, defaults and indexes of `es_events`
 * (platform/src/adapters/sql/schema.ts), commandId index included. Keep the two in step, or the
 * ceiling measures a different table. The hash chain's column is left out on purpose: the ceiling
 * is a plain INSERT, and ADR 27 allows the chain at most 5 % of the store's figure.
 */
export const rawTableSql = /* sql */ `
CREATE TABLE IF NOT EXISTS bench_raw_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id        uuid NOT NULL,
  event_type      text NOT NULL,
  schema_version  integer NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  command_id      text,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_revision)
);
CREATE INDEX IF NOT EXISTS bench_raw_events_reader_order ON bench_raw_events (transaction_id, global_position);
CREATE UNIQUE INDEX IF NOT EXISTS bench_raw_events_command ON bench_raw_events (command_id) WHERE command_id IS NOT NULL;
`;

const columnCount = 8;
const insertHead = 'INSERT INTO bench_raw_events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, command_id) VALUES ';

/** `INSERT ... VALUES ($1..$7), ($8..$14), ...` for `rows` rows. */
export function rawInsertSql(rows: number): string {
  const tuples = Array.from({ length: rows }, (_, r) => `(${Array.from({ length: columnCount }, (_, c) => `$${r * columnCount + c + 1}`).join(', ')})`);
  return insertHead + tuples.join(', ');
}

/**
 * The parameters of `rawInsertSql` for events appended to `streamId` from `firstRevision` on;
 * like the store, the last row carries the command's id.
 */
export function rawInsertParams(streamId: string, firstRevision: number, events: readonly NewEvent[]): unknown[] {
  return events.flatMap((e, i) => [
    streamId,
    firstRevision + i,
    e.id,
    e.type,
    e.metadata.schemaVersion,
    JSON.stringify(e.data),
    JSON.stringify(e.metadata),
    i === events.length - 1 ? e.metadata.commandId : null,
  ]);
}

export async function createRawTable(client: RawClient): Promise<void> {
  for (const statement of rawTableSql.split(';').filter((s) => s.trim() !== '')) await client.query(statement);
}

let sequence = 0;

/**
 * A meter reading with full command metadata: the size and shape of a typical portal event
 * (about 450 bytes of JSON), the same payload for the event store and the ceilings.
 */
export function benchEvent(): NewEvent {
  sequence += 1;
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type: 'MeterReadingRecorded',
    data: {
      meteringPointId: `DE00056266802000000000000${String(sequence % 100_000).padStart(8, '0')}`,
      readAt: '2026-11-21T12:00:00.000Z',
      kwh: (sequence * 0.25).toFixed(3),
      quality: 'measured',
    },
    metadata: {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'bench-user', role: 'salesPartner', salesPartnerId: 'sp-bench' },
      tenant: 'sp-bench',
      occurredAt: '2026-11-21T12:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

export const benchEvents = (n: number): NewEvent[] => Array.from({ length: n }, benchEvent);
