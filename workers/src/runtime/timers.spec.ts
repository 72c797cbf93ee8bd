import type { Logger } from '@portal/projections';
import { TimerSchedule, type Timer } from './timers.ts';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
// 10:00 on 26 November 2026 when the spec starts, running on with the real time (the retries wait for it).
const started = Date.now();
const clock = (): number => Date.parse('2026-11-26T10:00:00.000Z') + Date.now() - started;
const cause = { id: 'event-1', correlationId: 'correlation-1', tenant: 'tenant-a' };
const timer = (key: string, at: string): Timer => ({ key, at, type: 'ExpireOffer', data: { offerId: key }, commandId: `id-${key}`, cause });

/** A schedule whose sends are recorded, answering `refusals` (per key) refused before they pass. */
function schedule(refusals: Record<string, number> = {}) {
  const sent: string[] = [];
  const timers = new TimerSchedule({
    worker: 'test',
    logger: silent,
    clock,
    send: async (t) => {
      sent.push(t.key);
      const left = refusals[t.key] ?? 0;
      refusals[t.key] = left - 1;
      return left > 0 ? 'STATE_ERROR' : null;
    },
    fail: (error) => {
      throw error;
    },
  });
  return { timers, sent };
}

const until = async (check: () => boolean): Promise<void> => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not reached in 5 s');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('timer schedule', () => {
  it('sends every overdue timer on load, earliest first, and leaves those still to come', async () => {
    const { timers, sent } = schedule();
    timers.load([timer('500010', '2026-11-26T09:00:00.000Z'), timer('500002', '2026-11-26T08:00:00.000Z'), timer('500003', '2026-11-26T11:00:00.000Z')]);
    await until(() => sent.length === 2);
    expect(sent).toEqual(['500002', '500010']);
    await timers.stop();
  });

  it('gives the changes as documents to store with the checkpoint, once', async () => {
    const { timers } = schedule();
    timers.set(timer('500001', '2026-11-26T11:00:00.000Z'));
    timers.set(timer('500002', '2026-11-26T11:00:00.000Z'));
    timers.drop('500002');
    expect(timers.written()).toEqual({ upserts: [{ id: '500001', doc: timer('500001', '2026-11-26T11:00:00.000Z') }], deletes: ['500002'] });
    expect(timers.written()).toEqual({ upserts: [], deletes: [] });
    expect(timers.pending().map((t) => t.key)).toEqual(['500001']);
    await timers.stop();
  });

  it('tries a refused command again after a second, and no more once its timer is dropped', async () => {
    const { timers, sent } = schedule({ '500001': 1, '500002': 5 });
    timers.load([timer('500001', '2026-11-26T09:00:00.000Z'), timer('500002', '2026-11-26T09:00:00.000Z')]);
    await until(() => sent.filter((k) => k === '500001').length === 2);
    timers.drop('500002');
    const tried = sent.filter((k) => k === '500002').length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(sent.filter((k) => k === '500002').length).toBe(tried);
    await timers.stop();
  });
});
