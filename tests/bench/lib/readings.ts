import type { EventStore, RecordedEvent } from '@portal/events';
import type { View } from '@portal/projections';
import type { RawClient } from './database.ts';
import { benchEvent } from './raw-events.ts';

interface Reading {
  readonly documentId: string;
  readonly kwh: string;
}

/**
 * Seeds `total` meter readings spread round-robin over `documents` metering points (so every
 * batch of a replay touches as many documents as it has events), in appends of 100 from four
 * concurrent writers.
 */
export async function seedReadings(store: EventStore, total: number, documents: number): Promise<void> {
  const appendSize = 100;
  const writers = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let n = 0; ; n += 1) {
        const first = next;
        if (first >= total) return;
        next += appendSize;
        const events = Array.from({ length: Math.min(appendSize, total - first) }, (_, i) => {
          const data: Reading = { documentId: `mp-${(first + i) % documents}`, kwh: ((first + i) * 0.25).toFixed(3) };
          return { ...benchEvent(), data };
        });
        await store.append(`seed-${w}-${n}`, events, { expectedRevision: 'no_stream' });
      }
    }),
  );
}

/** The rebuild's document: one per metering point, changed by every reading. */
export interface MeterTotals {
  readonly id: string;
  readonly readings: number;
  readonly lastKwh: string;
  readonly lastPosition: string;
}

/** The one evolve both sides run, so the ceiling writes exactly the documents the view writes. */
export const nextTotals = (doc: MeterTotals | null, id: string, kwh: string, position: string): MeterTotals => ({
  id,
  readings: (doc?.readings ?? 0) + 1,
  lastKwh: kwh,
  lastPosition: position,
});

export const meterTotalsView: View<MeterTotals> = {
  name: 'bench_meter_totals',
  handles: ['MeterReadingRecorded'],
  documentIds: (e: RecordedEvent) => [(e.data as Reading).documentId],
  evolve: (doc, e, id) => nextTotals(doc, id, (e.data as Reading).kwh, e.globalPosition.toString()),
};

/** A raw row of the log as the ceilings read it: every column the event store reads. */
export interface RawEventRow {
  readonly tx: string;
  readonly global_position: string | number | bigint;
  readonly data: Reading;
}

/**
 * The ceilings' read: the brief's keyset scan of es_events in reader order, `batch` rows at a
 * time, selecting the same columns the event store selects. `onBatch` sees each batch; with
 * `readAhead` the next read is already under way while it runs (the rebuild reads ahead too).
 */
export async function rawScan(client: RawClient, batch: number, onBatch: (rows: RawEventRow[]) => Promise<void> | void, readAhead = false): Promise<number> {
  const read = async (tx: string, position: string): Promise<RawEventRow[]> =>
    (
      (await client.query(
        `SELECT global_position, transaction_id::text AS tx, stream_id, stream_revision, event_id::text AS event_id,
                event_type, schema_version, data, metadata, recorded_at
           FROM es_events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          ORDER BY transaction_id, global_position LIMIT ${batch}`,
        [tx, position],
      )) as { rows: RawEventRow[] }
    ).rows;
  let rows = await read('0', '0');
  let count = 0;
  while (rows.length > 0) {
    const last = rows.at(-1) as RawEventRow;
    const next = (): Promise<RawEventRow[]> => (rows.length === batch ? read(last.tx, String(last.global_position)) : Promise.resolve([]));
    count += rows.length;
    if (readAhead) {
      const pending = next();
      pending.catch(() => undefined); // a failed batch write must not leave the read unhandled
      await onBatch(rows);
      rows = await pending;
    } else {
      await onBatch(rows);
      rows = await next();
    }
  }
  return count;
}
