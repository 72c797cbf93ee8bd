import { randomUUID } from 'node:crypto';
import { compareCheckpoints, START, type Checkpoint, type EventStore, type ExpectedRevision } from '@portal/events';
import { defineBench, mustBeZero, progress } from './lib/bench.ts';
import { followNaively, interleavedEvents } from './lib/naive-reader.ts';
import { benchEvents } from './lib/raw-events.ts';
import { DeliveryTally } from './lib/tally.ts';

const total = 100_000;
const writers = 8;
/** Aggregates of a few dozen events: every writer also opens new streams as it goes. */
const streamLength = 40;
const catchUpLimitMs = 60_000;

/**
 * One writer's share: small appends of 1 to 8 events with exact expected revisions. On
 * PostgreSQL every writer has its own store and pool, like 8 command processes, so their
 * transactions interleave; on PGlite they share the one store.
 */
async function writeShare(store: EventStore, writer: number, count: number, appended: Set<string>): Promise<void> {
  let random = writer + 1;
  let written = 0;
  let stream = 0;
  let inStream = 0;
  let expected: ExpectedRevision = 'no_stream';
  while (written < count) {
    random = (Math.imul(random, 1_664_525) + 1_013_904_223) >>> 0;
    const events = benchEvents(Math.min(1 + (random >>> 29), count - written));
    for (const e of events) appended.add(e.id);
    const result = await store.append(`exactly-once-${writer}-${stream}`, events, { expectedRevision: expected, commandId: randomUUID() });
    expected = result.nextExpectedRevision;
    written += events.length;
    inStream += events.length;
    if (inStream >= streamLength) [stream, inStream, expected] = [stream + 1, 0, 'no_stream'];
  }
}

/**
 * The live subscriber: follows from the start into `tally` until `signal` aborts. `reach(target)`
 * resolves true once `target` has been delivered, or false after `limitMs`.
 */
function followLive(store: EventStore, tally: DeliveryTally, signal: AbortSignal): { done: Promise<void>; reach: (target: Checkpoint, limitMs: number) => Promise<boolean> } {
  let goal: { target: Checkpoint; reached: () => void } | undefined;
  const done = (async () => {
    for await (const batch of store.subscribe({ after: START, signal })) {
      tally.record(batch);
      if (goal && compareCheckpoints(tally.last, goal.target) >= 0) goal.reached();
    }
  })();
  const reach = (target: Checkpoint, limitMs: number): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), limitMs);
      goal = { target, reached: () => { clearTimeout(timer); resolve(true); } };
      if (compareCheckpoints(tally.last, target) >= 0) goal.reached();
    });
  return { done, reach };
}

async function replayAll(store: EventStore): Promise<DeliveryTally> {
  const tally = new DeliveryTally();
  let after: Checkpoint = START;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 1000 });
    const last = batch.at(-1);
    if (!last) return tally;
    tally.record(batch);
    after = last.checkpoint;
  }
}

export default defineBench({
  figures: ['replay.exactly_once'],
  async run(db, report) {
    const reader = await db.eventStore();
    const stores = await Promise.all(Array.from({ length: writers }, () => db.eventStore()));
    const [naiveClient] = await db.rawClients(1);
    const appended = new Set<string>();
    const live = new DeliveryTally();
    const stop = new AbortController();

    const following = followLive(reader, live, stop.signal);
    const naive = db.kind === 'postgres' ? followNaively(naiveClient!, stop.signal) : undefined;

    progress(`replay.exactly_once: ${writers} writers append ${total} events while a subscriber follows`);
    const started = performance.now();
    await Promise.all(stores.map((store, w) => writeShare(store, w, total / writers, appended)));
    const writeSeconds = (performance.now() - started) / 1000;
    if (!(await following.reach(await reader.head(), catchUpLimitMs))) progress(`  the subscriber did not reach the head within ${catchUpLimitMs} ms`);
    stop.abort();
    await Promise.all([following.done, naive?.done]);

    const replayStarted = performance.now();
    const replay = await replayAll(reader);
    const replaySeconds = (performance.now() - replayStarted) / 1000;

    const l = live.against(appended);
    const r = replay.against(appended);
    progress(`  writes: ${Math.round(total / writeSeconds)} events/s; replay with readAll: ${Math.round(total / replaySeconds)} events/s`);
    progress(`  live: missing ${l.missing}, twice ${l.duplicates}, out of order ${l.outOfOrder}, unknown ${l.unknown}`);
    progress(`  replay: missing ${r.missing}, twice ${r.duplicates}, out of order ${r.outOfOrder}, unknown ${r.unknown}`);
    if (naive) {
      const missed = [...appended].filter((id) => !naive.seen.has(id)).length;
      progress(`  interleaving: ${await interleavedEvents(naiveClient!)} events sit behind an event of a later transaction; a reader by global_position alone missed ${missed}`);
    }
    report(mustBeZero('replay.exactly_once', l.missing + l.duplicates + r.missing + r.duplicates, 'events'));
  },
});
