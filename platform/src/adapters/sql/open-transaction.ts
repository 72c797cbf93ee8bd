import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { testMetadata } from '@portal/events/testing';
import { contentHashHex } from '../../audit/event-hash.ts';
import { jcsText } from '../../audit/jcs-text.ts';
import type { OpenTransaction } from '../event-store.contract.ts';

function item(streamId: string, type: string): string {
  const id = randomUUID();
  const m = jcsText(testMetadata());
  const h = contentHashHex({ streamId, id, type, schemaVersion: 1, dataText: '{}', metadataText: m });
  return `{"c":null,"st":[{"s":${JSON.stringify(streamId)},"k":0,"e":null,"h":"${h}","ev":[{"id":"${id}","t":${JSON.stringify(type)},"v":1,"d":{},"m":${m}}]}]}`;
}

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
      await client.query('SELECT * FROM es_append_unit($1::jsonb)', [item(streamId, type)]);
    },
    // An appender that takes its id before it writes: marked first, as every append is.
    takeTransactionId: async () => {
      await client.query('SELECT es_enter_append()');
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
      await tx.query('SELECT * FROM es_append_unit($1::jsonb)', [item(streamId, 'RolledBack')]);
      throw new Error(rollbackMarker);
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== rollbackMarker) throw error;
    });
}

/**
 * A transaction that has nothing to do with the event log (a report, `pg_dump`, a session idle
 * in a transaction), open on `url` until `end`: it has a transaction id and holds it. `appendLate`
 * tries an append after that first write, which the store must refuse.
 */
export async function openBystander(url: string): Promise<{ appendLate(streamId: string): Promise<void>; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  return {
    appendLate: async (streamId) => {
      await client.query('SAVEPOINT late');
      try {
        await client.query('SELECT * FROM es_append_unit($1::jsonb)', [item(streamId, 'Late')]);
      } finally {
        await client.query('ROLLBACK TO SAVEPOINT late');
      }
    },
    end: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** The same server's other database (`postgres`): a transaction there is as unrelated as it gets. */
export function otherDatabaseUrl(url: string): string {
  const other = new URL(url);
  other.pathname = '/postgres';
  other.searchParams.delete('options');
  return other.toString();
}
