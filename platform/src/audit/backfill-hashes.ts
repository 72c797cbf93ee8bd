import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import { contentHash, linkHash } from './event-hash.ts';
import { jcsText } from './jcs-text.ts';

interface Row {
  stream_revision: string | number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  micros: string;
}

/**
 * Chains the streams written before the hash chain existed (ADR 27): every stream with an event
 * without a hash gets its whole chain computed from revision 0, as es_append_unit would have.
 * Runs at the first start after the upgrade, and from the sealer when it meets an event without
 * a hash (appended by a process of the release before, during a rolling update). Appends wait
 * meanwhile, because an append that read an unhashed predecessor would otherwise keep a link the
 * backfill does not know about; SHARE ROW EXCLUSIVE also excludes a second backfill (SHARE would
 * not: two processes starting together would each hold it and deadlock on their updates), which
 * then finds nothing left. Returns the number of streams it chained.
 */
export async function backfillHashes(driver: SqlDriver): Promise<number> {
  // The partial index es_events_unhashed answers this without a scan once everything is chained.
  const pending = await driver.query('SELECT 1 FROM es_events WHERE hash IS NULL LIMIT 1');
  if (pending.rows.length === 0) return 0;
  return driver.transaction(async (tx) => {
    await tx.query('LOCK TABLE es_events IN SHARE ROW EXCLUSIVE MODE');
    const streams = await tx.query<{ stream_id: string }>('SELECT DISTINCT stream_id FROM es_events WHERE hash IS NULL');
    for (const { stream_id: streamId } of streams.rows) {
      const { rows } = await tx.query<Row>(
        `SELECT stream_revision, event_id::text AS event_id, event_type, schema_version, data, metadata,
                ((extract(epoch FROM recorded_at) * 1000000)::bigint)::text AS micros
           FROM es_events WHERE stream_id = $1 ORDER BY stream_revision`,
        [streamId],
      );
      let previous: Buffer | null = null;
      const revisions: string[] = [];
      const hashes: string[] = [];
      for (const row of rows) {
        const revision = BigInt(row.stream_revision);
        const content = contentHash({ streamId, id: row.event_id, type: row.event_type, schemaVersion: row.schema_version, dataText: jcsText(row.data), metadataText: jcsText(row.metadata) });
        previous = linkHash(previous, revision, BigInt(row.micros), content);
        revisions.push(revision.toString());
        hashes.push(previous.toString('hex'));
      }
      await tx.query(
        `UPDATE es_events e SET hash = decode(u.h, 'hex')
           FROM unnest($2::bigint[], $3::text[]) AS u(r, h)
          WHERE e.stream_id = $1 AND e.stream_revision = u.r`,
        [streamId, revisions, hashes],
      );
    }
    return streams.rows.length;
  });
}
