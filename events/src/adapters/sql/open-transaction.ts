import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { testMetadata } from '../../testing/fixtures.ts';
import type { OpenTransaction } from '../event-store.contract.ts';

const item = (streamId: string, type: string): string =>
  JSON.stringify({ s: streamId, k: 0, e: null, c: null, ev: [{ id: randomUUID(), t: type, v: 1, d: {}, m: testMetadata() }] });

/** A raw PostgreSQL transaction that appends the way the adapter does, for the gap race tests. */
export async function openPgTransaction(url: string): Promise<OpenTransaction> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  const end = async (sql: string): Promise<void> => {
    await client.query(sql);
    await client.end();
  };
  return {
    append: async (streamId, type) => {
      await client.query('SELECT * FROM es_append_one($1::jsonb)', [item(streamId, type)]);
    },
    takeTransactionId: async () => {
      await client.query('SELECT pg_current_xact_id()');
    },
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
  };
}

export const rollbackMarker = 'contract: roll this append back';

/** Appends inside a transaction that then rolls back, leaving a hole in the positions. */
export async function rolledBackAppend(driver: { transaction: <T>(fn: (tx: { query: (sql: string, params?: readonly unknown[]) => Promise<unknown> }) => Promise<T>) => Promise<T> }, streamId: string): Promise<void> {
  await driver
    .transaction(async (tx) => {
      await tx.query('SELECT * FROM es_append_one($1::jsonb)', [item(streamId, 'RolledBack')]);
      throw new Error(rollbackMarker);
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== rollbackMarker) throw error;
    });
}
