import type { NewEvent } from '@portal/events';
import type { RawClient } from './database.ts';
import type { Contender, Operation } from './measure.ts';
import { benchEvents } from './raw-events.ts';

/**
 * The plain-SQL ways to load a batch of events, for the `append.batch100` ceiling: the fastest
 * in the run is the ceiling. Both write the rows the store writes (the last one carries
 * the command's id) into `bench_raw_events`, one autocommit statement per batch.
 */
const columns = 'stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, command_id';

/**
 * One statement, prepared once per connection and never parsed again: eight array parameters
 * whatever the batch size, where a multi-row VALUES list has eight per row.
 */
const unnestSql = `INSERT INTO bench_raw_events (${columns})
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::text[])`;

export function unnestParams(streamId: string, firstRevision: number, events: readonly NewEvent[]): unknown[] {
  return [
    events.map(() => streamId),
    events.map((_, i) => firstRevision + i),
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.metadata.schemaVersion),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
    events.map((e, i) => (i === events.length - 1 ? e.metadata.commandId : null)),
  ];
}

/**
 * The store's own trick without its function: the rows as one jsonb parameter, unpacked by
 * `jsonb_to_recordset` in a prepared statement. node-pg sends each array of `unnest` as an array
 * literal in which every quote of every JSON document is escaped, and PostgreSQL parses it back;
 * one JSON document avoids both.
 */
const recordsetSql = `INSERT INTO bench_raw_events (${columns})
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text, stream_revision bigint, event_id uuid, event_type text,
    schema_version int, data jsonb, metadata jsonb, command_id text)`;

export function recordsetParam(streamId: string, firstRevision: number, events: readonly NewEvent[]): string {
  return JSON.stringify(
    events.map((e, i) => ({
      stream_id: streamId,
      stream_revision: firstRevision + i,
      event_id: e.id,
      event_type: e.type,
      schema_version: e.metadata.schemaVersion,
      data: e.data,
      metadata: e.metadata,
      command_id: i === events.length - 1 ? e.metadata.commandId : null,
    })),
  );
}

// COPY's text format: tab-separated, \N for NULL, and backslash, tab, newline, carriage return escaped.
const field = (value: string | number | null): string =>
  value === null ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);

export function copyText(streamId: string, firstRevision: number, events: readonly NewEvent[]): string {
  return events
    .map((e, i) =>
      [streamId, firstRevision + i, e.id, e.type, e.metadata.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata), i === events.length - 1 ? e.metadata.commandId : null]
        .map(field)
        .join('\t'),
    )
    .join('\n')
    .concat('\n');
}

function writer(load: (streamId: string, revision: number, events: NewEvent[]) => Promise<unknown>, streamId: string, batch: number): Operation {
  let revision = 0;
  return async () => {
    await load(streamId, revision, benchEvents(batch));
    revision += batch;
    return batch;
  };
}

/** One writer: a prepared `INSERT ... SELECT FROM unnest(...)` per batch. */
export function unnestContender(label: string, client: RawClient, batch: number): Contender {
  return { label, workers: [writer((s, r, events) => client.query(unnestSql, unnestParams(s, r, events), 'bench_unnest_insert'), `${label}-0`, batch)] };
}

/** One writer: a prepared `INSERT ... SELECT FROM jsonb_to_recordset($1)` per batch. */
export function recordsetContender(label: string, client: RawClient, batch: number): Contender {
  return { label, workers: [writer((s, r, events) => client.query(recordsetSql, [recordsetParam(s, r, events)], 'bench_recordset_insert'), `${label}-0`, batch)] };
}

/** One writer: a `COPY ... FROM STDIN` per batch. */
export function copyContender(label: string, client: RawClient, batch: number): Contender {
  return { label, workers: [writer((s, r, events) => client.copyFrom(`bench_raw_events (${columns})`, copyText(s, r, events)), `${label}-0`, batch)] };
}
