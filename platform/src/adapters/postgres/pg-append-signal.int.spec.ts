import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RecordedEvent } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { freshPgSchema, whenServer } from '../../testing/pg-test-db.ts';
import type { SqlEventStore } from '../sql/sql-event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

// With a one-minute poll, only the notification can deliver an event within these bounds.
const pollMs = 60_000;
const withinMs = 5_000;

/** Collects what a live subscription delivers and lets a test wait for one event id. */
function follow(store: SqlEventStore, signal: AbortSignal): { arrival: (eventId: string) => Promise<number> } {
  const seen = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  void (async () => {
    for await (const batch of store.subscribe({ signal })) {
      for (const event of batch as RecordedEvent[]) {
        const now = performance.now();
        seen.set(event.id, now);
        waiters.get(event.id)?.(now);
      }
    }
  })();
  return {
    arrival: (eventId) =>
      new Promise((resolve, reject) => {
        const at = seen.get(eventId);
        if (at !== undefined) return resolve(at);
        const timer = setTimeout(() => reject(new Error(`event ${eventId} not delivered within ${withinMs} ms`)), withinMs);
        waiters.set(eventId, (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      }),
  };
}

whenServer('PORTAL_PG_URL', 'append signal: postgres LISTEN/NOTIFY', (base) => {
  describe('append signal: postgres LISTEN/NOTIFY between two stores', () => {
    let db: Awaited<ReturnType<typeof freshPgSchema>>;
    let writer: SqlEventStore;
    let reader: SqlEventStore;
    let admin: pg.Client;
    const abort = new AbortController();

    beforeAll(async () => {
      db = await freshPgSchema(base);
      // Two stores with their own pools, as two processes would have.
      writer = await createPostgresEventStore(db.url, { pollMs });
      reader = await createPostgresEventStore(db.url, { pollMs });
      admin = new pg.Client({ connectionString: base });
      await admin.connect();
    });

    afterAll(async () => {
      abort.abort();
      await admin?.end();
      await writer?.close();
      await reader?.close();
      await db?.drop();
    });

    const listenerPids = async (): Promise<number[]> =>
      (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [`es-listener es_appended_${db.schema}`])).rows.map((r) => r.pid);

    const append = async (): Promise<{ id: string; at: number }> => {
      const event = testEvent('Appended');
      const at = performance.now();
      await writer.append(`signal-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      return { id: event.id, at };
    };

    it('an append in one store wakes a live subscription of the other', async () => {
      const live = follow(reader, abort.signal);
      // The subscription has caught up (nothing to read) and sleeps on its one-minute poll.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { id, at } = await append();
      const delivered = await live.arrival(id);
      expect(delivered - at).toBeLessThan(withinMs);
    });

    it('a killed listener connection comes back, and the readers catch what was sent meanwhile', async () => {
      const live = follow(reader, abort.signal);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = await listenerPids();
      expect(before).toHaveLength(2);
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
      // Appended while the listeners are down: their NOTIFY is lost, the wake-up after the
      // reconnect must deliver it anyway.
      const missed = await append();
      await live.arrival(missed.id);

      // The writer's listener reconnects on its own schedule.
      let after = await listenerPids();
      for (const deadline = Date.now() + withinMs; after.length < 2 && Date.now() < deadline; after = await listenerPids()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      const { id } = await append();
      await live.arrival(id);
    });
  });
});
