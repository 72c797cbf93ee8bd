import { createPostgresEventStore } from '@portal/platform';
import pg from 'pg';
import { createPgReadStore } from '../store/pg/pg-read-store.ts';
import { crashAndRecover, type CrashBench } from '../testing/crash-scenario.ts';
import { seedCounters } from '../testing/seed.ts';
import { splitOrders } from '../testing/split-writes-read-store.ts';
import { freshPgSchema, pgUrl, skipLine } from '../testing/test-db.ts';

const EVENTS = 20_000;
const COUNTERS = 400;
// Five child processes start per scenario; on a loaded two-core machine each takes seconds.
const SCENARIO_MS = 240_000;

if (!pgUrl) {
  skipLine('projection crash safety', 'PORTAL_PG_URL is not set');
  it.skip('projection crash safety (PORTAL_PG_URL not set)', () => undefined);
} else {
  const base = pgUrl;
  describe('projection crash safety: SIGKILL in the middle of a batch', () => {
    let db: Awaited<ReturnType<typeof freshPgSchema>>;
    let bench: CrashBench;
    const clients: pg.Client[] = [];
    beforeAll(async () => {
      db = await freshPgSchema(base);
      const eventStore = await createPostgresEventStore(db.url);
      const readStore = await createPgReadStore(eventStore.sql);
      for (let i = 0; i < 2; i += 1) {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        clients.push(client);
      }
      bench = { url: db.url, eventStore, readStore, holder: clients[0]!, monitor: clients[1]!, events: EVENTS };
      await seedCounters(eventStore, { count: EVENTS, counters: COUNTERS, prefix: 'k', perAppend: 200 });
    }, SCENARIO_MS);
    afterAll(async () => {
      for (const client of clients) await client.end();
      await bench?.eventStore.close();
      await db?.drop();
    });

    it('restarts after every kill and ends equal to a fresh rebuild, row for row', async () => {
      expect(await crashAndRecover(bench, 'crash', 'atomic')).toEqual([]);
    }, SCENARIO_MS);

    // The same scenario must be able to fail: a writer that commits documents and checkpoint in
    // two transactions loses or doubles the batch it was killed in, and the rebuild shows it.
    it.each(splitOrders)('catches a writer that commits documents and checkpoint separately (%s)', async (order) => {
      const violations = await crashAndRecover(bench, `crash-${order}`, order);
      expect(violations).toContainEqual(expect.stringMatching(/documents differ from a fresh rebuild/));
    }, SCENARIO_MS);
  });
}
