import { START, type Checkpoint, type RecordedEvent } from './envelope.ts';
import { catchUpThenFollow, Doorbell, sharedReads } from './subscription.ts';

const event = (position: number): RecordedEvent => ({
  id: `e-${position}`,
  type: 'Happened',
  data: {},
  metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T00:00:00.000Z', schemaVersion: 1 } as RecordedEvent['metadata'],
  streamId: 's',
  revision: BigInt(position),
  globalPosition: BigInt(position),
  checkpoint: { commit: BigInt(position), position: BigInt(position) },
  recordedAt: '2026-11-24T00:00:00.000Z',
});

/** A log the test appends to; `readable` is how far readers may see (an older transaction holds the rest). */
function log(): { events: RecordedEvent[]; readable: number; reads: number; readAll: (after: Checkpoint, max: number) => Promise<RecordedEvent[]> } {
  const state = {
    events: [] as RecordedEvent[],
    readable: Number.MAX_SAFE_INTEGER,
    reads: 0,
    readAll: async (after: Checkpoint, max: number) => {
      state.reads += 1;
      return state.events.filter((e) => e.globalPosition > after.position && e.globalPosition <= BigInt(state.readable)).slice(0, max);
    },
  };
  return state;
}

const pollMs = 60_000;

describe('catchUpThenFollow', () => {
  it('does not lose a ring that comes while a read is under way', async () => {
    const doorbell = new Doorbell();
    const l = log();
    const abort = new AbortController();
    const readAll = async (after: Checkpoint, max: number): Promise<RecordedEvent[]> => {
      const batch = await l.readAll(after, max);
      // The append commits and rings after this read's snapshot was taken.
      if (l.reads === 1) {
        l.events.push(event(1));
        doorbell.ring();
      }
      return batch;
    };
    const live = catchUpThenFollow(readAll, doorbell, { after: START, signal: abort.signal, pollMs })[Symbol.asyncIterator]();
    const started = Date.now();
    const first = await live.next();
    expect(first.value?.map((e: RecordedEvent) => e.id)).toEqual(['e-1']);
    expect(Date.now() - started).toBeLessThan(1_000);
    abort.abort();
  });

  it('looks again soon when a ring promised events that an open transaction still holds back', async () => {
    const doorbell = new Doorbell();
    const l = log();
    const abort = new AbortController();
    const live = catchUpThenFollow(l.readAll, doorbell, { after: START, signal: abort.signal, pollMs })[Symbol.asyncIterator]();
    const next = live.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    l.events.push(event(1));
    l.readable = 0;
    doorbell.ring();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = Date.now();
    // The older transaction ends: no ring says so.
    l.readable = Number.MAX_SAFE_INTEGER;
    const delivered = await next;
    expect(delivered.value?.map((e: RecordedEvent) => e.id)).toEqual(['e-1']);
    expect(Date.now() - started).toBeLessThan(1_000);
    abort.abort();
  });

  it('without a ring waits for the poll', async () => {
    const doorbell = new Doorbell();
    const l = log();
    const abort = new AbortController();
    const live = catchUpThenFollow(l.readAll, doorbell, { after: START, signal: abort.signal, pollMs: 300 })[Symbol.asyncIterator]();
    // Measured from the first read, not from after the 20 ms pause: on a loaded machine that pause
    // alone can take 200 ms, and the poll's 300 ms run from the first read either way.
    const started = Date.now();
    const next = live.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    l.events.push(event(1));
    await next;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    abort.abort();
  });
});

describe('sharedReads', () => {
  const at = (position: number): Checkpoint => ({ commit: BigInt(position), position: BigInt(position) });

  it('answers readers at the same position and size with the one read under way', async () => {
    const doorbell = new Doorbell();
    const l = log();
    l.events.push(event(1), event(2));
    const read = sharedReads(l.readAll, doorbell);
    const answers = await Promise.all([read(START, 10), read(START, 10), read(START, 10)]);
    expect(l.reads).toBe(1);
    expect(answers.map((a) => a.map((e) => e.id))).toEqual([['e-1', 'e-2'], ['e-1', 'e-2'], ['e-1', 'e-2']]);
  });

  it('reads again for another position, another size, or once the read is done', async () => {
    const doorbell = new Doorbell();
    const l = log();
    l.events.push(event(1), event(2));
    const read = sharedReads(l.readAll, doorbell);
    await Promise.all([read(START, 10), read(at(1), 10), read(START, 1)]);
    expect(l.reads).toBe(3);
    await read(START, 10);
    expect(l.reads).toBe(4);
  });

  it('does not hand a read started before a ring to a reader that came after it', async () => {
    const doorbell = new Doorbell();
    const l = log();
    l.events.push(event(1));
    const read = sharedReads(l.readAll, doorbell);
    const before = read(START, 10);
    // Event 2 commits and rings while the first read is under way; that read may not see it.
    l.events.push(event(2));
    doorbell.ring();
    const after = read(START, 10);
    expect(l.reads).toBe(2);
    expect((await after).map((e) => e.id)).toContain('e-2');
    await before;
  });
});
