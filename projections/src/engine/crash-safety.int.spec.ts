import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { compareCheckpoints, createPostgresEventStore, formatCheckpoint, type Checkpoint, type SqlEventStore } from '@portal/events';
import pg from 'pg';
import { createPgReadStore, type PgReadStore } from '../store/pg/pg-read-store.ts';
import { counterView, type Counter } from '../testing/counter-view.ts';
import { eventually } from '../testing/expect-model.ts';
import { seedCounters } from '../testing/seed.ts';
import { freshPgSchema, pgUrl, skipLine } from '../testing/test-db.ts';
import { rebuild } from './rebuild.ts';

const child = fileURLToPath(new URL('../testing/crash-child.ts', import.meta.url));
const EVENTS = 20_000;
const COUNTERS = 400;

if (!pgUrl) {
  skipLine('projection crash safety', 'PORTAL_PG_URL is not set');
  it.skip('projection crash safety (PORTAL_PG_URL not set)', () => undefined);
} else {
  const base = pgUrl;
  describe('projection crash safety: SIGKILL in the middle of a batch', () => {
    let db: Awaited<ReturnType<typeof freshPgSchema>>;
    let eventStore: SqlEventStore;
    let readStore: PgReadStore;
    let admin: pg.Client;
    beforeAll(async () => {
      db = await freshPgSchema(base);
      eventStore = await createPostgresEventStore(db.url);
      readStore = await createPgReadStore(eventStore.sql);
      admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      await seedCounters(eventStore, { count: EVENTS, counters: COUNTERS, prefix: 'k', perAppend: 200 });
    });
    const children = new Set<ChildProcess>();
    afterAll(async () => {
      for (const proc of children) proc.kill('SIGKILL');
      await admin?.end();
      await eventStore?.close();
      await db?.drop();
    });

    const start = async (): Promise<ChildProcess> => {
      // process.execPath is the Node 24 that runs jest (npm scripts put node@24 first on PATH).
      const proc = spawn(process.execPath, [child, db.url, 'crash'], { stdio: ['ignore', 'ignore', 'pipe'] });
      proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      children.add(proc);
      proc.once('exit', () => children.delete(proc));
      return proc;
    };
    const kill = async (proc: ChildProcess): Promise<void> => {
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      await exited;
    };
    const checkpoint = (): Promise<Checkpoint> => readStore.checkpoint('crash');

    it('restarts after every kill and ends equal to a fresh rebuild, row for row', async () => {
      const head = await eventStore.head();
      let kills = 0;
      for (let round = 0; round < 4; round += 1) {
        const before = await checkpoint();
        const proc = await start();
        await eventually(async () => compareCheckpoints(await checkpoint(), before) > 0, 30_000, 'the child makes progress');
        if (round % 2 === 0) {
          // Hold the table so the child's next batch blocks inside its transaction, after the
          // checkpoint update and before its documents are written: then kill it there.
          await admin.query('BEGIN');
          await admin.query('LOCK TABLE rm_crash_g1 IN SHARE MODE');
          const { rows } = await pollWaiting(admin);
          const stuck = await checkpoint();
          await kill(proc);
          await admin.query('ROLLBACK');
          await eventually(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [rows[0]!.pid])).rows.length === 0, 10_000, 'the dead transaction ends');
          expect(await checkpoint()).toEqual(stuck);
        } else {
          await kill(proc);
        }
        kills += 1;
        expect(compareCheckpoints(await checkpoint(), head)).toBeLessThan(0);
      }
      expect(kills).toBe(4);

      const last = await start();
      try {
        await eventually(async () => compareCheckpoints(await checkpoint(), head) >= 0, 60_000, 'the last child catches up');
      } finally {
        await kill(last);
      }
      expect(formatCheckpoint(await checkpoint())).toBe(formatCheckpoint(head));

      await rebuild({ eventStore, readStore, view: counterView('crash-check') });
      const crashed = await admin.query<{ id: string; doc: Counter }>('SELECT id, doc FROM rm_crash ORDER BY id');
      const fresh = await admin.query<{ id: string; doc: Counter }>('SELECT id, doc FROM rm_crash_check ORDER BY id');
      expect(crashed.rows.length).toBe(COUNTERS);
      expect(crashed.rows).toEqual(fresh.rows);
      expect(crashed.rows.reduce((n, r) => n + r.doc.count, 0)).toBe(EVENTS);
    });
  });
}

/** Waits until a backend is blocked on the generation table (its batch's INSERT). */
async function pollWaiting(admin: pg.Client): Promise<{ rows: { pid: number }[] }> {
  let found: { rows: { pid: number }[] } = { rows: [] };
  await eventually(async () => {
    found = await admin.query<{ pid: number }>(
      `SELECT DISTINCT pid FROM pg_locks WHERE relation = 'rm_crash_g1'::regclass AND NOT granted AND pid <> pg_backend_pid()`,
    );
    return found.rows.length > 0;
  }, 30_000, 'the child blocks inside its batch transaction').catch(async (error: unknown) => {
    const { rows } = await admin.query(`SELECT pid, state, wait_event_type, left(query, 80) AS query FROM pg_stat_activity WHERE datname = current_database()`);
    throw new Error(`${(error as Error).message}; backends: ${JSON.stringify(rows)}`);
  });
  return found;
}
