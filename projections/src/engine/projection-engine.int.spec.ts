import { START } from '@portal/events';
import { counterEvents, counterView } from '../testing/counter-view.ts';
import { expectedDocuments, storedDocuments } from '../testing/expect-model.ts';
import { seedCounters } from '../testing/seed.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { ProjectionEngine } from './projection-engine.ts';
import { waitForCheckpoint, waitForPosition } from './wait-for-checkpoint.ts';

describe.each(sqlTargets)('projection engine on $name', (target) => {
  let t: SqlTarget;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.teardown();
  });

  it('catches up in batches, follows live, and applies every event exactly once across restarts and rival engines', async () => {
    const view = counterView('engine-counters');
    await seedCounters(t.eventStore, { count: 2_500, counters: 50, prefix: 'e' });
    await t.eventStore.append('noise', [testEvent(counterEvents.ignored), testEvent(counterEvents.ignored)], { expectedRevision: 'any' });
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, batchSize: 400 }).register(view);
    await engine.start();
    try {
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 30_000 })).toBe(true);
      expect(await storedDocuments(t.readStore, view.name)).toEqual(await expectedDocuments(t.eventStore, view));
      expect(engine.status()).toEqual([
        expect.objectContaining({ name: view.name, state: 'live', generation: 1, eventsProcessed: 2_502 }),
      ]);

      await t.eventStore.append('live-1', [testEvent(counterEvents.incremented, { counter: 'e1', by: 100 })], { expectedRevision: 'any' });
      await t.eventStore.append('live-2', [testEvent(counterEvents.removed, { counter: 'e2' })], { expectedRevision: 'any' });
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 10_000 })).toBe(true);
      expect(await t.readStore.get(view.name, 'e2')).toBeNull();
      expect(await storedDocuments(t.readStore, view.name)).toEqual(await expectedDocuments(t.eventStore, view));
    } finally {
      await engine.stop();
    }
    expect(engine.status()[0]?.state).toBe('stopped');

    // Two engines on the same projection (a restart overlapping the old process): the checkpoint
    // guard makes one of them reload whenever both try to write the same batch.
    const first = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, batchSize: 50 }).register(view);
    const second = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, batchSize: 70 }).register(view);
    await Promise.all([first.start(), second.start()]);
    try {
      await seedCounters(t.eventStore, { count: 600, counters: 50, prefix: 'e', perAppend: 20 });
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 30_000 })).toBe(true);
      const stored = await storedDocuments(t.readStore, view.name);
      expect(stored).toEqual(await expectedDocuments(t.eventStore, view));
      for (const doc of stored.values()) {
        const applied = (doc as { applied: string[] }).applied;
        expect(new Set(applied).size).toBe(applied.length);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('waits for a checkpoint or a global position, bounded', async () => {
    const view = counterView('engine-wait');
    const { position } = await t.eventStore.append('wait-1', [testEvent(counterEvents.incremented, { counter: 'w', by: 1 })], {
      expectedRevision: 'any',
    });
    const head = await t.eventStore.head();
    expect(await waitForCheckpoint(t.readStore, view.name, head, { timeoutMs: 50 })).toBe(false);
    expect(await waitForPosition(t.eventStore, t.readStore, view.name, position + 1_000_000n, { timeoutMs: 50 })).toBe(false);

    // Without an engine in this process: the store's checkpoint moves and the poll sees it.
    const g = await t.readStore.ensureView(view);
    const waiting = waitForCheckpoint(t.readStore, view.name, head, { timeoutMs: 5_000, pollMs: 20 });
    await t.readStore.commit(view.name, g.generation, { from: START, to: head, upserts: [], deletes: [] });
    expect(await waiting).toBe(true);

    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore }).register(counterView('engine-wait-2'));
    await engine.start();
    try {
      const next = await t.eventStore.append('wait-2', [testEvent(counterEvents.incremented, { counter: 'w', by: 2 })], { expectedRevision: 'any' });
      expect(await waitForPosition(t.eventStore, t.readStore, 'engine-wait-2', next.position, { timeoutMs: 10_000 })).toBe(true);
      expect(await t.readStore.get('engine-wait-2', 'w')).toMatchObject({ sum: 3 });
    } finally {
      await engine.stop();
    }
  });
});
