import { compareCheckpoints, formatCheckpoint, parseCheckpoint, type Bus, type Checkpoint, type Notification } from '@portal/events';
import { counterEvents, counterView, type CounterIncremented } from '../testing/counter-view.ts';
import { eventually, expectedDocuments, storedDocuments } from '../testing/expect-model.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { seedCounters } from '../testing/seed.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { documentOf } from '../store/view-documents.ts';
import { testEvent } from '../testing/test-db.ts';
import { projectionStatus } from './projection-status.ts';
import { ProjectionEngine } from './projection-engine.ts';
import { waitForCheckpoint } from './wait-for-checkpoint.ts';

/**
 * A bus that, at publish time, looks the document up in the read store (`seen`) or, for a
 * checkpoint notification, the projection's committed checkpoint (`checkpoints`).
 */
function checkingBus(
  read: (n: Notification) => Promise<unknown>,
  fail = false,
): Bus & { seen: { n: Notification; doc: unknown }[]; checkpoints: { n: Notification; committed: unknown }[] } {
  const seen: { n: Notification; doc: unknown }[] = [];
  const checkpoints: { n: Notification; committed: unknown }[] = [];
  return {
    name: 'checking',
    seen,
    checkpoints,
    async publish(n) {
      if (n.topic === 'CHECKPOINT') checkpoints.push({ n, committed: await read(n) });
      else seen.push({ n, doc: await read(n) });
      if (fail) throw new Error('bus is down');
    },
    subscribe: () => Promise.reject(new Error('not used')),
    flush: async () => undefined,
    close: async () => undefined,
  };
}

describe.each(sqlTargets)('projection failures on $name', (target) => {
  let t: SqlTarget;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.teardown();
  });

  it('stops only the view that throws, at the failing event, and resumes it on start', async () => {
    let broken = true;
    const good = counterView('iso-good');
    const bad = counterView('iso-bad', {
      evolve: (doc, e, id) => {
        if (broken && (e.data as CounterIncremented).by === 13) throw new Error('thirteen is unlucky');
        return good.evolve(doc, e, id);
      },
    });
    const logger = recordingLogger();
    await seedCounters(t.eventStore, { count: 1_000, counters: 20, prefix: 'i' });
    await t.eventStore.append('poison', [testEvent(counterEvents.incremented, { counter: 'i1', by: 13 })], { expectedRevision: 'any' });
    const [poison] = await t.eventStore.readStream('poison');
    await seedCounters(t.eventStore, { count: 500, counters: 20, prefix: 'i' });
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, logger, batchSize: 300, failedPollMs: 60_000 }).register(bad, good);
    await engine.start();
    try {
      expect(await waitForCheckpoint(t.readStore, good.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
      await eventually(() => engine.status()[0]?.state === 'failed', 10_000, 'bad view failed');
      const failure = { checkpoint: formatCheckpoint(poison!.checkpoint), globalPosition: poison!.globalPosition.toString(), eventType: counterEvents.incremented, message: 'thirteen is unlucky' };
      expect(engine.status()).toEqual([
        expect.objectContaining({ name: bad.name, state: 'failed', error: failure }),
        expect.objectContaining({ name: good.name, state: 'live' }),
      ]);
      expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', obj: expect.objectContaining({ projection: bad.name, ...failure }) }));
      // Nothing of the failing batch was written: the checkpoint stays before the poison event.
      const stuck = await t.readStore.checkpoint(bad.name);
      expect(compareCheckpoints(stuck, poison!.checkpoint)).toBeLessThan(0);
      const i1 = await documentOf(t.readStore, bad, 'i1');
      expect(i1?.applied.every((p) => BigInt(p) <= stuck.position)).toBe(true);
      const rows = await projectionStatus({ eventStore: t.eventStore, readStore: t.readStore, views: [bad, good] });
      expect(rows.find((r) => r.name === bad.name)).toMatchObject({ state: 'failed', failure, checkpoint: formatCheckpoint(stuck) });

      // The good view keeps following while the bad one is stopped.
      await t.eventStore.append('after', [testEvent(counterEvents.incremented, { counter: 'i2', by: 1 })], { expectedRevision: 'any' });
      expect(await waitForCheckpoint(t.readStore, good.name, await t.eventStore.head(), { timeoutMs: 10_000 })).toBe(true);
      expect(await t.readStore.checkpoint(bad.name)).toEqual(stuck);

      broken = false;
      await engine.start();
      expect(await waitForCheckpoint(t.readStore, bad.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
      expect(await storedDocuments(t.readStore, bad.name)).toEqual(await expectedDocuments(t.eventStore, good));
      expect(engine.status()[0]).toMatchObject({ state: 'live' });
      expect(engine.status()[0]?.error).toBeUndefined();
    } finally {
      await engine.stop();
    }
  });

  it('leaves documents and checkpoint unchanged when writing a batch fails', async () => {
    const plain = counterView('atomic');
    // PostgreSQL cannot store a NUL character in jsonb: this document fails mid-transaction.
    const view = counterView('atomic', {
      evolve: (doc, e, id) => {
        const next = plain.evolve(doc, e, id);
        return next && (e.data as CounterIncremented).by === 99 ? { ...next, group: 'nul\u0000' } : next;
      },
    });
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, failedPollMs: 60_000 }).register(view);
    await engine.start();
    try {
      const first = await t.eventStore.append('a-1', [testEvent(counterEvents.incremented, { counter: 'a', by: 1 })], { expectedRevision: 'any' });
      const before = (await t.eventStore.checkpointOf(first.position))!;
      expect(await waitForCheckpoint(t.readStore, view.name, before, { timeoutMs: 10_000 })).toBe(true);
      await t.eventStore.append('a-2', [testEvent(counterEvents.incremented, { counter: 'a', by: 2 }), testEvent(counterEvents.incremented, { counter: 'b', by: 99 })], {
        expectedRevision: 'any',
      });
      await eventually(() => engine.status()[0]?.state === 'failed', 10_000, 'write failure stops the projection');
      expect(engine.status()[0]?.error?.message).toMatch(/writing the batch from here failed/);
      expect(compareCheckpoints(await t.readStore.checkpoint(view.name), before)).toBe(0);
      expect(await documentOf(t.readStore, view, 'a')).toMatchObject({ sum: 1 });
      expect(await t.readStore.get(view.name, 'b')).toBeNull();
    } finally {
      await engine.stop();
    }
  });

  it('publishes one notification per changed document, only after the commit, and survives a failing bus', async () => {
    const view = counterView('notify');
    const logger = recordingLogger();
    const bus = checkingBus((n) => (n.topic === 'CHECKPOINT' ? t.readStore.checkpoint(n.dbId) : t.readStore.get(view.name, n.dbId)));
    const broken = checkingBus(() => Promise.resolve(null), true);
    const engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, bus, logger }).register(view);
    const other = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore, bus: broken, logger }).register(counterView('notify-broken'));
    await Promise.all([engine.start(), other.start()]);
    try {
      await t.eventStore.append('n-1', [1, 2, 3].map((by) => testEvent(counterEvents.incremented, { counter: 'n1', by })), { expectedRevision: 'any' });
      const n2 = testEvent(counterEvents.incremented, { counter: 'n2', by: 5 }, { tenant: 'alpha' });
      await t.eventStore.append('n-2', [n2], { expectedRevision: 'any' });
      const head = await t.eventStore.head();
      expect(await waitForCheckpoint(t.readStore, view.name, head, { timeoutMs: 10_000 })).toBe(true);
      expect(await waitForCheckpoint(t.readStore, 'notify-broken', head, { timeoutMs: 10_000 })).toBe(true);
      const ours = () => bus.seen.filter((s) => s.n.dbId === 'n1' || s.n.dbId === 'n2');
      await eventually(() => new Set(ours().map((s) => s.n.dbId)).size === 2, 5_000, 'both notifications');
      expect(bus.seen.length).toBeGreaterThan(2); // the catch-up of earlier counters notified too
      for (const { n, doc } of bus.seen) {
        expect(n).toMatchObject({ topic: 'COUNTER', messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        expect(doc).toMatchObject({ id: n.dbId }); // the committed document was already readable
      }
      expect(bus.seen.filter((s) => s.n.dbId === 'n1').length).toBeLessThanOrEqual(2); // one per batch, not per event
      expect(bus.seen.find((s) => s.n.dbId === 'n2')?.n.tenant).toBe('alpha');
      // The messageId names the command behind the change, so its sender can spot the echo.
      expect(bus.seen.find((s) => s.n.dbId === 'n2')?.n.messageId).toBe(n2.metadata.commandId);
      // Every commit is announced for read-your-writes waiters in other processes, after it.
      await eventually(() => bus.checkpoints.some((c) => compareCheckpoints(parseCheckpoint(c.n.messageId), head) >= 0), 5_000, 'the head checkpoint');
      for (const { n, committed } of bus.checkpoints) {
        expect(n).toMatchObject({ tenant: 'projections', dbId: view.name });
        expect(compareCheckpoints(committed as Checkpoint, parseCheckpoint(n.messageId))).toBeGreaterThanOrEqual(0);
      }
      expect(other.status()[0]?.state).toBe('live');
      expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', msg: 'publishing a notification failed' }));
    } finally {
      await Promise.all([engine.stop(), other.stop()]);
    }
  });
});
