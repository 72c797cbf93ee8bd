import { compareCheckpoints, formatCheckpoint } from '@portal/events';
import type { ReadStore } from '../store/read-store.ts';
import { documentOf, documentsOf } from '../store/view-documents.ts';
import { counterEvents, counterView, type Counter } from '../testing/counter-view.ts';
import { eventually, expectedDocuments, storedDocuments } from '../testing/expect-model.ts';
import { seedCounters } from '../testing/seed.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { projectionStatus } from './projection-status.ts';
import { ProjectionEngine } from './projection-engine.ts';
import { rebuild, type RebuildProgress } from './rebuild.ts';
import type { View } from './view.ts';
import { waitForCheckpoint } from './wait-for-checkpoint.ts';

type Versioned = Counter & { version: number };

/** The counter view stamping each document with the code version that built it. */
function versionedView(name: string, version: () => number): View<Versioned> {
  const base = counterView(name);
  return { ...base, evolve: (doc, e, id) => { const next = base.evolve(doc, e, id); return next && { ...next, version: version() }; } } as View<Versioned>;
}

describe.each(sqlTargets)('rebuild and status on $name', (target) => {
  let t: SqlTarget;
  const counters = 100;
  const seeded = 3_000;
  beforeAll(async () => {
    t = await target.open();
    await seedCounters(t.eventStore, { count: seeded, counters, prefix: 'r' });
  });
  afterAll(async () => {
    await t.teardown();
  });

  it('reports lag before a projection runs and none once it has caught up', async () => {
    const view = counterView('status-view');
    const head = await t.eventStore.head();
    const now = Date.now() + 60_000;
    const [before] = await projectionStatus({ eventStore: t.eventStore, readStore: t.readStore, views: [view], now: () => now });
    expect(before).toMatchObject({ name: view.name, generation: null, state: 'never-run', checkpoint: '0/0', head: formatCheckpoint(head), lagEvents: Number(head.position) });
    expect(before!.lagSeconds).toBeGreaterThanOrEqual(60);
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore }).register(view);
    await engine.start();
    try {
      expect(await waitForCheckpoint(t.readStore, view.name, head, { timeoutMs: 20_000 })).toBe(true);
      const [after] = await projectionStatus({ eventStore: t.eventStore, readStore: t.readStore, views: [view] });
      expect(after).toMatchObject({ generation: 1, state: 'active', checkpoint: formatCheckpoint(head), lagEvents: 0, lagSeconds: 0 });
    } finally {
      await engine.stop();
    }
  });

  it('lets readers see the complete old model until the switch, then the complete new one; the live engine moves over', async () => {
    let version = 1;
    const view = versionedView('rebuilt', () => version);
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore }).register(view);
    await engine.start();
    try {
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
      const seen: number[] = [];
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const docs = await documentsOf(t.readStore, view, { limit: 10_000 });
          const versions = new Set(docs.map((d) => d.version));
          // Complete: every counter, every event; one version at a time.
          expect(docs.length).toBe(counters);
          expect(docs.reduce((n, d) => n + d.count, 0)).toBe(seeded);
          expect(versions.size).toBe(1);
          seen.push(docs[0]!.version);
        }
      })();
      version = 2;
      const progress: RebuildProgress[] = [];
      const result = await rebuild({ eventStore: t.eventStore, readStore: t.readStore, view, batchSize: 500, progressEveryMs: 0, onProgress: (p) => progress.push(p) });
      reading = false;
      await reader;
      expect(seen[0]).toBe(1);
      expect(seen.at(-1) ?? 2).toBe(2);
      expect(seen.indexOf(2) === -1 || seen.slice(seen.indexOf(2)).every((v) => v === 2)).toBe(true);
      expect(result).toMatchObject({ generation: 2, previous: 1, events: seeded });
      expect(progress.at(-1)).toMatchObject({ done: seeded, total: seeded, etaSeconds: 0 });
      expect(progress.length).toBeGreaterThanOrEqual(6);
      expect(progress.every((p) => p.perSecond > 0 && p.done <= p.total)).toBe(true);
      expect(new Set((await documentsOf(t.readStore, view, { limit: 10_000 })).map((d) => d.version))).toEqual(new Set([2]));
      expect((await t.readStore.generations(view.name)).map((g) => [g.generation, g.status])).toEqual([[2, 'active']]);

      // The engine wrote generation 1; its next batch finds it retired and continues on 2.
      await t.eventStore.append('after-rebuild', [testEvent(counterEvents.incremented, { counter: 'r1', by: 1000 })], { expectedRevision: 'any' });
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 10_000 })).toBe(true);
      expect(await documentOf(t.readStore, view, 'r1')).toMatchObject({ version: 2, sum: expect.any(Number) });
      expect(await storedDocuments(t.readStore, view.name)).toEqual(await expectedDocuments(t.eventStore, view));
      expect(engine.status()[0]).toMatchObject({ state: 'live', generation: 2 });
    } finally {
      await engine.stop();
    }
  });

  it('does not switch readers back in the log: a rebuild behind the live generation catches up first', async () => {
    const view = counterView('behind');
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore }).register(view);
    await engine.start();
    try {
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
      let attempts = 0;
      // Between the rebuild's last read and its switch, the live engine applies one more event.
      const racing: ReadStore = Object.create(t.readStore, {
        activate: {
          value: async (projection: string, generation: number) => {
            attempts += 1;
            if (attempts === 1) {
              await t.eventStore.append('late', [testEvent(counterEvents.incremented, { counter: 'r7', by: 7 })], { expectedRevision: 'any' });
              expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 10_000 })).toBe(true);
            }
            return t.readStore.activate(projection, generation);
          },
        },
      });
      const head = await t.eventStore.head();
      await rebuild({ eventStore: t.eventStore, readStore: racing, view });
      expect(attempts).toBe(2);
      expect(compareCheckpoints(await t.readStore.checkpoint(view.name), head)).toBeGreaterThan(0);
      expect(await storedDocuments(t.readStore, view.name)).toEqual(await expectedDocuments(t.eventStore, view));
    } finally {
      await engine.stop();
    }
  });

  it('rebuilds in process while events keep arriving, and resumes a failed projection on the new generation', async () => {
    let broken = true;
    const base = counterView('inproc');
    const view: View<Counter> = { ...base, evolve: (doc, e, id) => { if (broken && e.type === counterEvents.removed) throw new Error('not yet'); return base.evolve(doc, e, id); } };
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, failedPollMs: 60_000 }).register(view);
    await engine.start();
    try {
      await t.eventStore.append('rm', [testEvent(counterEvents.removed, { counter: 'r5' })], { expectedRevision: 'any' });
      await eventually(() => engine.status()[0]?.state === 'failed', 10_000, 'the removal fails the projection');
      broken = false;
      const states = new Set<string>();
      const writing = seedCounters(t.eventStore, { count: 400, counters, prefix: 'r', perAppend: 10 });
      await engine.rebuild(view.name, { batchSize: 300, onProgress: () => states.add(engine.status()[0]!.state) });
      await writing;
      expect(states).toContain('rebuilding');
      expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
      expect(engine.status()[0]).toMatchObject({ state: 'live', generation: 2 });
      expect(await storedDocuments(t.readStore, view.name)).toEqual(await expectedDocuments(t.eventStore, view));
    } finally {
      await engine.stop();
    }
  });
});
