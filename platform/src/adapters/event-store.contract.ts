import { randomUUID } from 'node:crypto';
import { compareCheckpoints, START, type Checkpoint, type RecordedEvent } from '@portal/events';
import { WrongExpectedRevisionError } from '@portal/events';
import type { EventStore } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { skipLine } from '../testing/pg-test-db.ts';

/** A transaction held open on its own connection, to stage the gap race by hand. */
export interface OpenTransaction {
  /** Appends as the adapter does, inside this still-open transaction. */
  append(streamId: string, type: string): Promise<void>;
  /** Makes the transaction take its id now, before it writes anything. */
  takeTransactionId(): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface EventStoreHarness {
  readonly store: EventStore;
  /** Where the adapter allows concurrent writers (PostgreSQL); others give `unstageable.openTransaction`. */
  readonly openTransaction?: () => Promise<OpenTransaction>;
  /** Where unrelated transactions run beside the store (PostgreSQL; `other`: in another database); others give `unstageable.openBystander`. */
  readonly openBystander?: (where: 'same' | 'other') => Promise<{ appendLate(streamId: string): Promise<void>; end(): Promise<void> }>;
  /** Where a writer can roll back after appending (PostgreSQL, PGlite); others give `unstageable.rolledBackAppend`. */
  readonly rolledBackAppend?: (streamId: string) => Promise<void>;
  readonly teardown: () => Promise<void>;
}

/** A stage of the gap race a harness can offer; an adapter that cannot says why, per stage. */
export type RaceStage = 'openTransaction' | 'rolledBackAppend' | 'openBystander';
export type Unstageable = Partial<Record<RaceStage, string>>;

/** The stage a registered test needs: a harness that has no reason to lack it must offer it. */
function stage<T>(offered: T | undefined, name: RaceStage): T {
  if (offered === undefined) throw new Error(`the harness offers no ${name} and gave no reason why it cannot`);
  return offered;
}

const stream = (prefix = 'test'): string => `${prefix}-${randomUUID()}`;

async function readEverything(store: EventStore, after: Checkpoint = START): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const batch = await store.readAll({ after: cursor, maxCount: 500 });
    if (batch.length === 0) return all;
    all.push(...batch);
    cursor = batch[batch.length - 1]!.checkpoint;
  }
}

/**
 * Reads $all until `enough` holds. On a shared PostgreSQL cluster another process's open
 * transaction holds the visible horizon back (ADR 1), so a committed event may become
 * readable a moment after its append returned; readers wait, they never skip.
 */
async function readEverythingUntil(
  store: EventStore,
  after: Checkpoint,
  enough: (events: RecordedEvent[]) => boolean,
  ms = 15_000,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const events = await readEverything(store, after);
    if (enough(events) || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function nextBatch(iterator: AsyncIterator<RecordedEvent[]>, ms = 5000): Promise<RecordedEvent[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no batch within ${ms} ms`)), ms);
  });
  try {
    const next = await Promise.race([iterator.next(), timeout]);
    if (next.done) throw new Error('subscription ended');
    return next.value;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The behaviour every event store adapter must show. `unstageable` names the gap-race stages
 * the adapter cannot stage, each with the reason: the tests needing one are reported as skipped
 * with it (and one SKIP line), never passed without running.
 */
export function eventStoreContract(name: string, setup: () => Promise<EventStoreHarness>, unstageable: Unstageable = {}): void {
  describe(`event store contract: ${name}`, () => {
    let h: EventStoreHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h?.teardown();
    });

    describe('append with an expected revision', () => {
      it('creates a stream with no_stream and continues it with the exact revision', async () => {
        const s = stream();
        const first = await h.store.append(s, [testEvent('A'), testEvent('B')], { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1n);
        expect(first.duplicate).toBe(false);
        const second = await h.store.append(s, [testEvent('C')], { expectedRevision: 1n });
        expect(second.nextExpectedRevision).toBe(2n);
        expect(second.position > first.position).toBe(true);
        const events = await h.store.readStream(s);
        expect(events.map((e) => [e.type, e.revision])).toEqual([['A', 0n], ['B', 1n], ['C', 2n]]);
        expect(events[2]!.globalPosition).toBe(second.position);
      });

      it('appends with any, whether or not the stream exists', async () => {
        const s = stream();
        expect((await h.store.append(s, [testEvent('A')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await h.store.append(s, [testEvent('B')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(1n);
      });

      it('refuses a wrong revision with a conflict that names the actual revision, and stores nothing', async () => {
        const s = stream();
        await h.store.append(s, [testEvent('A')], { expectedRevision: 'no_stream' });
        const stale = h.store.append(s, [testEvent('B')], { expectedRevision: 5n });
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ code: 'DATA_MISMATCH_RELOAD', status: 409, actual: 0n });
        await expect(h.store.append(s, [testEvent('B')], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ actual: 0n });
        await expect(h.store.append(stream(), [testEvent('B')], { expectedRevision: 0n })).rejects.toMatchObject({ actual: null });
        await expect(h.store.append(stream(), [testEvent('B')], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
          WrongExpectedRevisionError,
        );
        expect(await h.store.readStream(s)).toHaveLength(1);
      });

      it('lets exactly one of two concurrent writers with the same expectation win', async () => {
        const s = stream();
        await h.store.append(s, [testEvent('A')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled([
          h.store.append(s, [testEvent('B1')], { expectedRevision: 0n }),
          h.store.append(s, [testEvent('B2')], { expectedRevision: 0n }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
        expect(await h.store.readStream(s)).toHaveLength(2);
      });
    });

    describe('idempotency by commandId', () => {
      it('appends a command once and answers its replay with the first result', async () => {
        const s = stream();
        const commandId = randomUUID();
        const first = await h.store.append(s, [testEvent('A'), testEvent('B')], { expectedRevision: 'no_stream', commandId });
        const again = await h.store.append(s, [testEvent('A'), testEvent('B')], { expectedRevision: 'no_stream', commandId });
        expect(again).toEqual({ ...first, duplicate: true });
        expect(await h.store.lookupCommand(commandId)).toEqual({ ...first, duplicate: true });
        expect(await h.store.lookupCommand(randomUUID())).toBeNull();
        expect(await h.store.readStream(s)).toHaveLength(2);
      });

      it('keeps one set of events when the same command races itself', async () => {
        const s = stream();
        const commandId = randomUUID();
        const results = await Promise.all(
          [1, 2, 3].map(() => h.store.append(s, [testEvent('A')], { expectedRevision: 'any', commandId })),
        );
        expect(new Set(results.map((r) => r.position)).size).toBe(1);
        expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
        expect(await h.store.readStream(s)).toHaveLength(1);
      });
    });

    describe('several streams at once', () => {
      it('appends to every stream under one commandId and answers its replay with the first result', async () => {
        const [a, b] = [stream('a'), stream('b')];
        await h.store.append(b, [testEvent('Before')], { expectedRevision: 'no_stream' });
        const commandId = randomUUID();
        const mine = { commandId };
        const writes = [
          { streamId: a, events: [testEvent('A1', {}, mine), testEvent('A2', {}, mine)], expectedRevision: 'no_stream' as const },
          { streamId: b, events: [testEvent('B1', {}, mine)], expectedRevision: 0n },
        ];
        const first = await h.store.appendStreams(writes, { commandId });
        expect(first.duplicate).toBe(false);
        expect(first.streams.map((x) => [x.streamId, x.nextExpectedRevision])).toEqual([[a, 1n], [b, 1n]]);
        expect(first.nextExpectedRevision).toBe(1n);
        const again = await h.store.appendStreams(writes, { commandId });
        expect(again).toMatchObject({ duplicate: true, position: first.position });
        expect((await h.store.readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2']);
        expect((await h.store.readStream(b)).map((e) => e.type)).toEqual(['Before', 'B1']);
        expect((await h.store.lookupCommand(commandId))?.position).toBe(first.position);
        const recorded = await h.store.readCommand(commandId);
        expect(recorded.map((e) => e.type)).toEqual(['A1', 'A2', 'B1']);
        expect(recorded.at(-1)?.globalPosition).toBe(first.position);
        expect(await h.store.readCommand(randomUUID())).toEqual([]);
      });

      it('stores nothing of any stream when one expectation fails, and names that stream', async () => {
        const [a, b] = [stream('a'), stream('b')];
        await h.store.append(b, [testEvent('Taken')], { expectedRevision: 'no_stream' });
        const commandId = randomUUID();
        const refused = h.store.appendStreams(
          [
            { streamId: a, events: [testEvent('A1')], expectedRevision: 'no_stream' },
            { streamId: b, events: [testEvent('B1')], expectedRevision: 'no_stream' },
          ],
          { commandId },
        );
        await expect(refused).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(refused).rejects.toMatchObject({ streamId: b });
        expect(await h.store.readStream(a)).toEqual([]);
        expect((await h.store.readStream(b)).map((e) => e.type)).toEqual(['Taken']);
        expect(await h.store.lookupCommand(commandId)).toBeNull();
      });

      it('lets one of two commands racing for the same stream win, whole', async () => {
        const shared = stream('shared');
        const [a, b] = [stream('a'), stream('b')];
        const race = await Promise.allSettled([
          h.store.appendStreams([{ streamId: a, events: [testEvent('A')], expectedRevision: 'no_stream' }, { streamId: shared, events: [testEvent('FromA')], expectedRevision: 'no_stream' }], { commandId: randomUUID() }),
          h.store.appendStreams([{ streamId: b, events: [testEvent('B')], expectedRevision: 'no_stream' }, { streamId: shared, events: [testEvent('FromB')], expectedRevision: 'no_stream' }], { commandId: randomUUID() }),
        ]);
        expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const winner = (await h.store.readStream(shared))[0]?.type;
        expect((await h.store.readStream(a)).length).toBe(winner === 'FromA' ? 1 : 0);
        expect((await h.store.readStream(b)).length).toBe(winner === 'FromB' ? 1 : 0);
      });
    });

    describe('reading', () => {
      it('reads a stream forwards and backwards, from a revision, with a limit', async () => {
        const s = stream();
        await h.store.append(s, ['A', 'B', 'C', 'D'].map((t) => testEvent(t)), { expectedRevision: 'no_stream' });
        expect((await h.store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
        expect((await h.store.readStream(s, { direction: 'backwards' })).map((e) => e.type)).toEqual(['D', 'C', 'B', 'A']);
        expect((await h.store.readStream(s, { fromRevision: 2n })).map((e) => e.type)).toEqual(['C', 'D']);
        expect((await h.store.readStream(s, { direction: 'backwards', fromRevision: 1n })).map((e) => e.type)).toEqual(['B', 'A']);
        expect((await h.store.readStream(s, { maxCount: 1, direction: 'backwards' })).map((e) => e.type)).toEqual(['D']);
        expect(await h.store.readStream(stream())).toEqual([]);
      });

      it('reads many streams at once, each in revision order, leaving out streams without events (where offered)', async () => {
        if (!h.store.readStreams) return;
        const [a, b, empty] = [stream(), stream(), stream()];
        await h.store.append(a, ['A1', 'A2'].map((t) => testEvent(t)), { expectedRevision: 'no_stream' });
        await h.store.append(b, [testEvent('B1')], { expectedRevision: 'no_stream' });
        await h.store.append(a, [testEvent('A3')], { expectedRevision: 1n });
        const read = await h.store.readStreams([b, empty, a]);
        expect([...read.keys()].sort()).toEqual([a, b].sort());
        expect(read.get(a)?.map((e) => [e.type, e.revision])).toEqual([['A1', 0n], ['A2', 1n], ['A3', 2n]]);
        expect(read.get(b)?.map((e) => e.type)).toEqual(['B1']);
        expect((await h.store.readStreams([])).size).toBe(0);
      });

      it('reads $all from a checkpoint, in one order that batches agree on', async () => {
        const head = await h.store.head();
        const s1 = stream();
        const s2 = stream();
        await h.store.append(s1, [testEvent('A')], { expectedRevision: 'no_stream' });
        await h.store.append(s2, [testEvent('B'), testEvent('C')], { expectedRevision: 'no_stream' });
        await h.store.append(s1, [testEvent('D')], { expectedRevision: 0n });
        const ours = (e: RecordedEvent) => e.streamId === s1 || e.streamId === s2;
        const mine = (await readEverythingUntil(h.store, head, (events) => events.filter(ours).length >= 4)).filter(ours);
        expect(mine.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
        for (let i = 1; i < mine.length; i += 1) expect(compareCheckpoints(mine[i - 1]!.checkpoint, mine[i]!.checkpoint)).toBe(-1);
        const afterSecond = (await readEverything(h.store, mine[1]!.checkpoint)).filter(ours);
        expect(afterSecond.map((e) => e.type)).toEqual(['C', 'D']);
        expect(compareCheckpoints(await h.store.head(), mine[3]!.checkpoint)).toBeGreaterThanOrEqual(0);
        expect(await h.store.checkpointOf(mine[2]!.globalPosition)).toEqual(mine[2]!.checkpoint);
      });

      it('round-trips data and every metadata field', async () => {
        const s = stream();
        const event = testEvent('Typed', { text: 'Grüezi', amount: '12.3456', nested: { list: [1, 2] } }, {
          actor: { userId: 'u-1', role: 'salesPartner', salesPartnerId: 'sp-1' },
          tenant: 'sp-1',
        });
        await h.store.append(s, [event], { expectedRevision: 'no_stream' });
        const [read] = await h.store.readStream(s);
        expect(read).toMatchObject({ id: event.id, type: 'Typed', data: event.data, metadata: event.metadata, streamId: s, revision: 0n });
        expect(Number.isNaN(Date.parse(read!.recordedAt))).toBe(false);
      });
    });

    describe('live subscription', () => {
      it('catches up, then delivers new events as they are appended', async () => {
        const s = stream();
        await h.store.append(s, [testEvent('Before')], { expectedRevision: 'no_stream' });
        const controller = new AbortController();
        const iterator = h.store.subscribe({ after: START, signal: controller.signal, maxCount: 100 })[Symbol.asyncIterator]();
        const seen: RecordedEvent[] = [];
        while (!seen.some((e) => e.streamId === s)) seen.push(...(await nextBatch(iterator)));
        const appended = h.store.append(s, [testEvent('After')], { expectedRevision: 0n });
        let live: RecordedEvent[] = [];
        while (!live.some((e) => e.streamId === s && e.type === 'After')) live = await nextBatch(iterator);
        await appended;
        controller.abort();
        await iterator.return?.();
      });
    });

    describe('the gap race', () => {
      const skipped = new Set<string>();
      const raceTest = (needs: RaceStage, title: string, fn: () => Promise<void>): void => {
        const reason = unstageable[needs];
        if (reason === undefined) {
          it(title, fn);
        } else {
          skipped.add(reason);
          it.skip(`${title} (skipped: ${reason})`, fn);
        }
      };

      raceTest('rolledBackAppend', 'leaves no hole behind a rolled-back append', async () => {
        const before = await h.store.head();
        const s = stream();
        await stage(h.rolledBackAppend, 'rolledBackAppend')(s);
        await h.store.append(s, [testEvent('Kept')], { expectedRevision: 'no_stream' });
        const after = await readEverythingUntil(h.store, before, (events) => events.some((e) => e.streamId === s));
        expect(after.filter((e) => e.streamId === s).map((e) => [e.type, e.revision])).toEqual([['Kept', 0n]]);
      });

      raceTest('openTransaction', 'delivers a low position that commits after a higher one, in order, without skipping it', async () => {
        const openTransaction = stage(h.openTransaction, 'openTransaction');
        const start = await h.store.head();
        const slow = await openTransaction();
        const fast = await openTransaction();
        const [sSlow, sFast] = [stream('slow'), stream('fast')];
        await slow.append(sSlow, 'Slow'); // takes the lower global position
        await fast.append(sFast, 'Fast'); // takes the higher one
        await fast.commit(); // ... and commits first
        const early = (await readEverything(h.store, start)).filter((e) => e.streamId === sSlow || e.streamId === sFast);
        expect(early).toEqual([]); // held back: delivering Fast now would let a reader skip Slow
        await slow.commit();
        const race = (e: RecordedEvent) => e.streamId === sSlow || e.streamId === sFast;
        const late = (await readEverythingUntil(h.store, start, (events) => events.filter(race).length >= 2)).filter(race);
        expect(late.map((e) => e.type)).toEqual(['Slow', 'Fast']);
        expect(late[0]!.globalPosition < late[1]!.globalPosition).toBe(true);
      });

      raceTest('openTransaction', 'does not skip a low position whose transaction began after the delivered one', async () => {
        const openTransaction = stage(h.openTransaction, 'openTransaction');
        const start = await h.store.head();
        const older = await openTransaction();
        await older.takeTransactionId(); // older transaction id ...
        const younger = await openTransaction();
        const [sOld, sYoung] = [stream('old'), stream('young')];
        await younger.append(sYoung, 'Young'); // ... but the lower global position goes to the younger one
        await older.append(sOld, 'Old');
        await older.commit();
        const race = (e: RecordedEvent) => e.streamId === sOld || e.streamId === sYoung;
        const first = (await readEverythingUntil(h.store, start, (events) => events.some(race))).filter(race);
        expect(first.map((e) => e.type)).toEqual(['Old']);
        await younger.commit();
        const rest = (await readEverythingUntil(h.store, first[0]!.checkpoint, (events) => events.some(race))).filter(race);
        expect(rest.map((e) => e.type)).toEqual(['Young']); // a position-only checkpoint would have skipped it
        expect(rest[0]!.globalPosition < first[0]!.globalPosition).toBe(true);
      });

      raceTest('openTransaction', 'holds a live reader back only while a long transaction stays open', async () => {
        const openTransaction = stage(h.openTransaction, 'openTransaction');
        const s = stream();
        const controller = new AbortController();
        const head = await h.store.head();
        const iterator = h.store.subscribe({ after: head, signal: controller.signal })[Symbol.asyncIterator]();
        const long = await openTransaction();
        await long.takeTransactionId();
        await h.store.append(s, [testEvent('Waiting')], { expectedRevision: 'no_stream' });
        const pending = nextBatch(iterator, 10_000);
        let delivered = false;
        void pending.then(() => { delivered = true; }, () => undefined);
        await new Promise((r) => setTimeout(r, 400));
        expect(delivered).toBe(false);
        await long.rollback();
        const batch = await pending;
        expect(batch.map((e) => e.streamId)).toContain(s);
        controller.abort();
        await iterator.return?.();
      });

      if (skipped.size > 0) skipLine(`event store contract: ${name}, gap race`, [...skipped].join('; '));
    });

    describe('many writers, one live reader', () => {
      it('delivers every event of concurrent writers exactly once, in one order', async () => {
        const controller = new AbortController();
        const iterator = h.store.subscribe({ after: await h.store.head(), signal: controller.signal })[Symbol.asyncIterator]();
        const prefix = `many-${randomUUID()}`;
        const written = new Set<string>();
        // Eight writers keep the group committer's connections busy, so transactions end while
        // the reader computes its horizon: the moment ADR 10's lock reading must get right.
        await Promise.all(
          Array.from({ length: 8 }, async (_, w) => {
            for (let i = 0; i < 250; i += 1) {
              const event = testEvent('Many');
              written.add(event.id);
              await h.store.append(`${prefix}-${w}-${i}`, [event], { expectedRevision: 'no_stream', commandId: randomUUID() });
            }
          }),
        );
        const seen: string[] = [];
        while (seen.length < written.size) {
          for (const e of await nextBatch(iterator, 15_000)) if (e.streamId.startsWith(prefix)) seen.push(e.id);
        }
        controller.abort();
        await iterator.return?.();
        expect(new Set(seen).size).toBe(seen.length);
        expect([...written].filter((id) => !seen.includes(id))).toEqual([]);
      }, 120_000);
    });

    describe('readers wait only for writers', () => {
      const skipped = new Set<string>();
      const bystanderTest = (needs: readonly RaceStage[], title: string, fn: () => Promise<void>): void => {
        const reasons = needs.flatMap((n) => (unstageable[n] === undefined ? [] : [unstageable[n]]));
        if (reasons.length === 0) {
          it(title, fn);
        } else {
          reasons.forEach((r) => skipped.add(r));
          it.skip(`${title} (skipped: ${reasons.join('; ')})`, fn);
        }
      };

      for (const where of ['same', 'other'] as const) {
        bystanderTest(['openBystander'], `delivers at once while an unrelated transaction stays open (${where} database)`, async () => {
        const bystander = await stage(h.openBystander, 'openBystander')(where);
        const controller = new AbortController();
        try {
          const iterator = h.store.subscribe({ after: await h.store.head(), signal: controller.signal })[Symbol.asyncIterator]();
          const s = stream();
          const started = performance.now();
          await h.store.append(s, [testEvent('NotHeld')], { expectedRevision: 'no_stream' });
          let seen: RecordedEvent[] = [];
          while (!seen.some((e) => e.streamId === s)) seen = await nextBatch(iterator, 3000);
          // Generous for a shared 2-core machine; before ADR 10 the reader waited for the bystander to end.
          expect(performance.now() - started).toBeLessThan(1500);
          controller.abort();
          await iterator.return?.();
        } finally {
          await bystander.end();
        }
        });
      }

      bystanderTest(['openBystander'], 'refuses an append from a transaction that wrote something else first', async () => {
        const bystander = await stage(h.openBystander, 'openBystander')('same');
        try {
          await expect(bystander.appendLate(stream())).rejects.toMatchObject({ code: 'ES500' });
        } finally {
          await bystander.end();
        }
      });

      bystanderTest(['openTransaction', 'openBystander'], 'still holds readers back for an open append while an unrelated transaction is open too', async () => {
        const bystander = await stage(h.openBystander, 'openBystander')('same');
        try {
          const start = await h.store.head();
          const slow = await stage(h.openTransaction, 'openTransaction')();
          const s = stream('slow');
          await slow.append(s, 'Slow');
          const after = stream('after');
          await h.store.append(after, [testEvent('After')], { expectedRevision: 'no_stream' });
          const race = (e: RecordedEvent) => e.streamId === s || e.streamId === after;
          expect((await readEverything(h.store, start)).filter(race)).toEqual([]);
          await slow.commit();
          const late = (await readEverythingUntil(h.store, start, (events) => events.filter(race).length >= 2)).filter(race);
          expect(late.map((e) => e.type)).toEqual(['Slow', 'After']);
        } finally {
          await bystander.end();
        }
      });

      if (skipped.size > 0) skipLine(`event store contract: ${name}, readers and bystanders`, [...skipped].join('; '));
    });
  });
}
