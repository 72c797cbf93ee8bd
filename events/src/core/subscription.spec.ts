import { START, type Checkpoint, type RecordedEvent } from './envelope.ts';
import { catchUpThenFollow, Doorbell } from './subscription.ts';

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
    const next = live.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    l.events.push(event(1));
    await next;
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    abort.abort();
  });
});
