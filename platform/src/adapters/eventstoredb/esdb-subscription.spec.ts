import { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '@portal/events';
import { toRecorded } from './esdb-records.ts';
import { batchSubscription } from './esdb-subscription.ts';

/** A readable that stands in for the client's $all subscription: the test pushes events into it. */
function fakeSubscription(): { sub: AllStreamSubscription; push: (commit: bigint, streamId?: string, type?: string) => void; unsubscribed: () => boolean } {
  const stream = new PassThrough({ objectMode: true });
  let unsubscribed = false;
  const sub = Object.assign(stream, {
    unsubscribe: async () => {
      unsubscribed = true;
      stream.destroy();
    },
  }) as unknown as AllStreamSubscription;
  const push = (commit: bigint, streamId = 's-1', type = 'Happened'): void => {
    const resolved: AllStreamResolvedEvent = {
      event: {
        streamId,
        id: `00000000-0000-4000-8000-${commit.toString().padStart(12, '0')}`,
        isJson: true,
        revision: commit,
        type,
        created: new Date(),
        data: { n: commit.toString() },
        metadata: {},
        position: { commit, prepare: commit },
      },
    } as AllStreamResolvedEvent;
    stream.write(resolved);
  };
  return { sub, push, unsubscribed: () => unsubscribed };
}

const commits = (batch: RecordedEvent[]): bigint[] => batch.map((e) => e.checkpoint.commit);
const map = (r: AllStreamResolvedEvent): RecordedEvent | null => (r.event ? toRecorded(r.event) : null);

describe('eventstoredb subscription batches', () => {
  it('batches what arrives together, drops system events and events not after the start, and stops on abort', async () => {
    const { sub, push, unsubscribed } = fakeSubscription();
    const controller = new AbortController();
    const it = batchSubscription(sub, { signal: controller.signal, maxCount: 3, after: { commit: 10n, position: 10n }, toRecorded: map });
    push(10n); // the start position itself: servers differ on whether it is repeated
    push(11n);
    push(12n, '$stats-node');
    push(13n, 's-1', '$>');
    push(14n);
    push(15n);
    push(16n);
    expect(commits((await it.next()).value as RecordedEvent[])).toEqual([11n, 14n, 15n]);
    expect(commits((await it.next()).value as RecordedEvent[])).toEqual([16n]);
    const pending = it.next();
    setImmediate(() => push(17n));
    expect(commits((await pending).value as RecordedEvent[])).toEqual([17n]);
    const waiting = it.next();
    controller.abort();
    expect((await waiting).done).toBe(true);
    expect(unsubscribed()).toBe(true);
  });

  it('ends with the error the subscription reports', async () => {
    const { sub } = fakeSubscription();
    const it = batchSubscription(sub, { signal: new AbortController().signal, maxCount: 10, after: null, toRecorded: map });
    const next = it.next();
    sub.destroy(new Error('connection lost'));
    await expect(next).rejects.toThrow('connection lost');
  });
});
