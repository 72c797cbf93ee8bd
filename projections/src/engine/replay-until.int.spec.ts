import { DomainError, type EventStore, type RecordedEvent } from '@portal/events';
import { counterEvents, counterView } from '../testing/counter-view.ts';
import { readWholeLog, storedDocuments } from '../testing/expect-model.ts';
import { seedCounters } from '../testing/seed.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { auditReplayDocuments, auditReplays, dropAuditReplay } from './audit-replays.ts';
import { ProjectionEngine } from './projection-engine.ts';
import { projectionStatus } from './projection-status.ts';
import type { RebuildProgress } from './rebuild-progress.ts';
import { replayUntil } from './replay-until.ts';
import type { AnyView } from './view.ts';
import { waitForCheckpoint } from './wait-for-checkpoint.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `view` held at `until`: evolve folded over the events recorded at or before it, in log order. */
function foldUntil(events: readonly RecordedEvent[], view: AnyView, until: Date): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const event of events) {
    if (!view.handles.includes(event.type) || Date.parse(event.recordedAt) > until.getTime()) continue;
    for (const id of view.documentIds(event)) {
      const next = view.evolve(docs.get(id) ?? null, event, id);
      if (next === null) docs.delete(id);
      else docs.set(id, next);
    }
  }
  return docs;
}

async function replayed(t: SqlTarget, name: string): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>();
  for await (const page of auditReplayDocuments(t.readStore, name, 50)) for (const { id, doc } of page) docs.set(id, doc);
  return docs;
}

const setRecordedAt = (t: SqlTarget, position: bigint, at: Date) =>
  t.eventStore.sql.query('UPDATE es_events SET recorded_at = $1 WHERE global_position = $2', [at.toISOString(), position.toString()]);

describe.each(sqlTargets)('replaying a view as of a moment on $name', (target) => {
  let t: SqlTarget;
  let engine: ProjectionEngine;
  const view = counterView('audited');
  let until: Date;
  let atUntil: Map<string, unknown>;

  beforeAll(async () => {
    t = await target.open();
    engine = new ProjectionEngine({ eventStore: t.eventStore, readStore: t.readStore }).register(view);
    await engine.start();
    await seedCounters(t.eventStore, { count: 400, counters: 12, perAppend: 40, prefix: 'a' });
    await t.eventStore.append('removals', [testEvent(counterEvents.removed, { counter: 'a3' })], { expectedRevision: 'any' });
    expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
    atUntil = await storedDocuments(t.readStore, view.name);
    await pause(20);
    until = new Date();
    await pause(20);
    // After the moment: more increments, a removal, a counter that did not exist yet.
    await seedCounters(t.eventStore, { count: 300, counters: 15, perAppend: 30, prefix: 'a' });
    await t.eventStore.append('removals', [testEvent(counterEvents.removed, { counter: 'a5' })], { expectedRevision: 'any' });
    expect(await waitForCheckpoint(t.readStore, view.name, await t.eventStore.head(), { timeoutMs: 20_000 })).toBe(true);
  });
  afterAll(async () => {
    await engine.stop();
    await t.teardown();
  });

  it('holds what the live view held at the moment, in a generation nobody reads; the live one stays active and current', async () => {
    const live = await t.readStore.active(view.name);
    const liveDocs = await storedDocuments(t.readStore, view.name);
    expect(liveDocs).not.toEqual(atUntil);
    const all = await readWholeLog(t.eventStore);
    const progress: RebuildProgress[] = [];

    const result = await replayUntil({ eventStore: t.eventStore, readStore: t.readStore, view, until, batchSize: 64, progressEveryMs: 0, onProgress: (p) => progress.push(p) });

    expect(result).toMatchObject({
      name: `audited@asof-${until.toISOString()}`,
      view: 'audited',
      until: until.toISOString(),
      documents: atUntil.size,
      events: all.length,
      folded: all.filter((e) => Date.parse(e.recordedAt) <= until.getTime()).length,
    });
    expect(result.folded).toBe(401); // the first seed and its removal
    expect(await replayed(t, result.name)).toEqual(atUntil);
    expect(progress.at(-1)).toMatchObject({ done: all.length, total: all.length });
    expect(progress.length).toBeGreaterThan(5);
    // Readers, the engine and the status see the live generation only.
    expect(await t.readStore.active(view.name)).toMatchObject({ generation: live?.generation, status: 'active' });
    expect(await storedDocuments(t.readStore, view.name)).toEqual(liveDocs);
    expect(await t.readStore.generations(view.name)).toEqual([expect.objectContaining({ generation: live?.generation, status: 'active' })]);
    expect((await projectionStatus({ eventStore: t.eventStore, readStore: t.readStore })).map((r) => r.name)).toEqual(['audited']);
    expect(await auditReplays(t.readStore)).toEqual([expect.objectContaining({ name: result.name, view: 'audited', until: result.until, generation: result.generation, checkpoint: result.checkpoint })]);
    expect(engine.status()[0]).toMatchObject({ generation: live?.generation, state: 'live' });

    await dropAuditReplay(t.readStore, result.name);
    expect(await auditReplays(t.readStore)).toEqual([]);
    await expect(dropAuditReplay(t.readStore, result.name)).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', status: 404, field: 'name' });
    await expect(dropAuditReplay(t.readStore, view.name)).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', status: 400, field: 'name' });
    expect(await t.readStore.active(view.name)).toMatchObject({ generation: live?.generation, status: 'active' });
  });

  it('folds by the time each event was recorded, not by where it stands in the log', async () => {
    const all = await readWholeLog(t.eventStore);
    // Not the first event of the log: a moment before that one is refused before anything is read.
    const before = all.filter((e) => e.type === counterEvents.incremented && Date.parse(e.recordedAt) <= until.getTime())[5]!;
    const after = all.findLast((e) => e.type === counterEvents.incremented && Date.parse(e.recordedAt) > until.getTime())!;
    // A transaction that began before the moment commits behind later ones, and the reverse.
    await setRecordedAt(t, after.globalPosition, new Date(until.getTime() - 1));
    await setRecordedAt(t, before.globalPosition, new Date(until.getTime() + 1));
    try {
      const expected = foldUntil(await readWholeLog(t.eventStore), view, until);
      expect(expected).not.toEqual(atUntil);
      const result = await replayUntil({ eventStore: t.eventStore, readStore: t.readStore, view, until, batchSize: 50 });
      expect(await replayed(t, result.name)).toEqual(expected);
      expect(result.checkpoint).toBe(`${after.checkpoint.commit}/${after.checkpoint.position}`);
      await dropAuditReplay(t.readStore, result.name);
    } finally {
      await setRecordedAt(t, after.globalPosition, new Date(after.recordedAt));
      await setRecordedAt(t, before.globalPosition, new Date(before.recordedAt));
    }
  });

  it('refuses a moment in the future, before the first event, or on an empty log, and creates nothing', async () => {
    const refusal = (until: Date, eventStore: EventStore = t.eventStore) => replayUntil({ eventStore, readStore: t.readStore, view, until }).catch((error: unknown) => error);
    const [first] = await t.eventStore.readAll({ maxCount: 1 });
    const empty = Object.create(t.eventStore, { readAll: { value: async () => [] } }) as EventStore;
    for (const [error, message] of [
      [await refusal(new Date(Date.now() + 60_000)), /is in the future \(it is /],
      [await refusal(new Date(Date.parse(first!.recordedAt) - 1)), new RegExp(`is before the first event of the log \\(recorded at ${first!.recordedAt}\\)`)],
      [await refusal(until, empty), /^the event log is empty/],
    ] as const) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'INVALID_DATE', status: 400, field: 'until' });
      expect((error as Error).message).toMatch(message);
    }
    expect(await auditReplays(t.readStore)).toEqual([]);
  });

  it('drops the half-built generation when aborted, and the live one stays', async () => {
    const abort = new AbortController();
    const run = replayUntil({ eventStore: t.eventStore, readStore: t.readStore, view, until, batchSize: 20, progressEveryMs: 0, signal: abort.signal, onProgress: (p) => p.done >= 100 && abort.abort(new Error('interrupted')) });
    await expect(run).rejects.toThrow('interrupted');
    expect(await auditReplays(t.readStore)).toEqual([]);
    expect(await t.readStore.active(view.name)).toMatchObject({ status: 'active' });
  });
});
