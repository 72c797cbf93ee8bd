import { createPgReadStore, ProjectionEngine, waitForCheckpoint } from '@portal/projections';
import pg from 'pg';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { percentile } from './lib/command-to-socket.ts';
import { benchEvent } from './lib/raw-events.ts';
import { meterTotalsView } from './lib/readings.ts';

const samples = 30;
const timeoutMs = 1_000;
/** Blocked appends pile up behind each other: after this many timeouts the rest would time out too. */
const maxTimeouts = 3;

/**
 * Opens a transaction that takes an id and then idles, as a report, a `pg_dump` or a forgotten
 * session would. The server ends it after 20 s should this process die meanwhile.
 */
async function unrelatedTransaction(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("SET idle_in_transaction_session_timeout = '20s'");
  await client.query('BEGIN');
  await client.query('SELECT txid_current()');
  return client;
}

/**
 * Projection delay (append returned until the projection has committed the event) while
 * unrelated transactions are open, one on this database and one on the cluster's `postgres`
 * database; the ceiling is the same delay without them. The value is the median; a sample that
 * does not arrive within 1 s counts as 1 s, and after three of those the run stops, so a reader
 * that waits for every transaction in the cluster reports 1000 ms. PostgreSQL only: PGlite has
 * one connection, so no transaction can be open beside the writer.
 */
export default defineBench({
  figures: ['readers.unrelated_txn_delay_ms'],
  async run(db, report) {
    if (!db.url) {
      progress('readers.unrelated_txn_delay_ms: skipped, it needs PORTAL_PG_URL');
      return;
    }
    const store = await db.eventStore();
    const readStore = await createPgReadStore(store.sql);
    const engine = new ProjectionEngine({ eventStore: store, readStore }).register(meterTotalsView);
    await engine.start();

    const delays = async (label: string): Promise<number[]> => {
      const measured: number[] = [];
      let timeouts = 0;
      for (let i = 0; i < samples && timeouts < maxTimeouts; i += 1) {
        const event = { ...benchEvent(), data: { documentId: `mp-${i % 10}`, kwh: '1.000' } };
        const { position } = await store.append(`delay-${label}-${i}`, [event], { expectedRevision: 'no_stream' });
        const started = performance.now();
        const checkpoint = await store.checkpointOf(position);
        const reached = checkpoint !== null && (await waitForCheckpoint(readStore, meterTotalsView.name, checkpoint, { timeoutMs }));
        if (!reached) timeouts += 1;
        measured.push(reached ? performance.now() - started : timeoutMs);
      }
      measured.sort((a, b) => a - b);
      progress(`  ${label}: p50 ${percentile(measured, 50).toFixed(2)} ms, max ${(measured.at(-1) ?? 0).toFixed(2)} ms over ${measured.length} appends${timeouts > 0 ? `, ${timeouts} not projected within ${timeoutMs} ms` : ''}`);
      return measured;
    };

    try {
      progress('readers.unrelated_txn_delay_ms: projection delay without and with unrelated open transactions');
      const without = await delays('no open transaction');
      const postgresDb = new URL(db.url);
      postgresDb.pathname = '/postgres';
      postgresDb.searchParams.delete('options');
      const open = await Promise.all([unrelatedTransaction(db.url), unrelatedTransaction(postgresDb.toString())]);
      let blocked: number[];
      try {
        blocked = await delays('two unrelated transactions open');
      } finally {
        await Promise.all(open.map((client) => client.query('ROLLBACK').finally(() => client.end())));
      }
      report(lowerIsBetter('readers.unrelated_txn_delay_ms', percentile(blocked, 50), percentile(without, 50), 'ms'));
    } finally {
      await engine.stop();
    }
  },
});
