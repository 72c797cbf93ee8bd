import { randomUUID } from 'node:crypto';
import type { EventStore, ExpectedRevision } from '@portal/events';
import type { RawClient } from './database.ts';
import type { Contender, Operation } from './measure.ts';
import { benchEvents, rawInsertParams, rawInsertSql } from './raw-events.ts';

/**
 * Appends `batch` events per call to its own stream through the event store, the way a command
 * handler does: the exact expected revision it last saw and a fresh commandId every time.
 */
export function storeWriter(store: EventStore, streamId: string, batch: number): Operation {
  let expected: ExpectedRevision = 'no_stream';
  return async () => {
    const result = await store.append(streamId, benchEvents(batch), { expectedRevision: expected, commandId: randomUUID() });
    expected = result.nextExpectedRevision;
    return batch;
  };
}

/** The ceiling's writer: one autocommit INSERT of `batch` rows per call into the plain table. */
export function rawWriter(client: RawClient, streamId: string, batch: number): Operation {
  const sql = rawInsertSql(batch);
  let revision = 0;
  return async () => {
    await client.query(sql, rawInsertParams(streamId, revision, benchEvents(batch)));
    revision += batch;
    return batch;
  };
}

/** `writers` concurrent event-store writers sharing one store, each on its own stream. */
export function storeContender(label: string, store: EventStore, writers: number, batch: number): Contender {
  return { label, workers: Array.from({ length: writers }, (_, i) => storeWriter(store, `${label}-${i}`, batch)) };
}

/** One raw writer per client, each on its own stream. */
export function rawContender(label: string, clients: readonly RawClient[], batch: number): Contender {
  return { label, workers: clients.map((client, i) => rawWriter(client, `${label}-${i}`, batch)) };
}
