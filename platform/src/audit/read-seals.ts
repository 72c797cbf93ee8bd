import { auditSealStream, parseCheckpoint, type AuditBlockSealed, type Checkpoint } from '@portal/events';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';

export type SealData = AuditBlockSealed['data'];

export interface StoredSeal {
  readonly revision: bigint;
  readonly data: SealData;
  readonly first: Checkpoint;
  readonly last: Checkpoint;
}

/** The seals in block order, straight from the log (they hold no personal data: nothing to open). */
export async function readSeals(driver: SqlDriver, options: { last?: boolean } = {}): Promise<StoredSeal[]> {
  const { rows } = await driver.query<{ stream_revision: string | number; data: SealData }>(
    `SELECT stream_revision, data FROM es_events WHERE stream_id = $1 ORDER BY stream_revision ${options.last ? 'DESC LIMIT 1' : ''}`,
    [auditSealStream],
  );
  return rows.map((r) => ({ revision: BigInt(r.stream_revision), data: r.data, first: parseCheckpoint(r.data.first), last: parseCheckpoint(r.data.last) }));
}
