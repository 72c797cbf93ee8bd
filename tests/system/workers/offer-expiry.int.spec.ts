import { offerStream } from '@portal/events';
import { OfferExpiry } from '@portal/workers';
import { offerRequested } from '@portal/workers/testing';
import { DateTime } from 'luxon';
import { alphaId, offerWorkerHarness, until } from './offer-worker-harness.ts';

type Harness = Awaited<ReturnType<typeof offerWorkerHarness>>;

const today = (): string => DateTime.now().setZone('Europe/Zurich').toISODate() ?? '';
const daysAgo = (days: number): string => DateTime.now().setZone('Europe/Zurich').minus({ days }).toISODate() ?? '';

describe('offer expiry worker', () => {
  let h: Harness;
  const running: OfferExpiry[] = [];
  const start = async (harness: Harness = h): Promise<OfferExpiry> => {
    const worker = new OfferExpiry(harness);
    running.push(worker);
    await worker.start();
    return worker;
  };
  beforeEach(async () => {
    h = await offerWorkerHarness();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
    await h.close();
  });

  /** An offer of today requested and released `agoMs` ago with a validity of `minutes`. */
  async function released(offerId: string, agoMs: number, minutes = 1) {
    const releasedAt = new Date(Date.now() - agoMs);
    const expiresAt = new Date(releasedAt.getTime() + minutes * 60_000);
    await h.append(offerStream(offerId), [{ type: 'OfferRequested', data: offerRequested({ offerId, salesPartnerId: alphaId, offerDate: today(), offerValidityPeriod: minutes }) }]);
    const [release] = await h.append(offerStream(offerId), [{ type: 'OfferReleased', data: { offerId, releasedAt: releasedAt.toISOString(), expiresAt: expiresAt.toISOString(), forecastVolumes: [] } }]);
    return { expiresAt, release: release! };
  }
  const expiredOf = async (offerId: string) => (await h.offerEvents(offerId)).filter((e) => e.type === 'OfferExpired');

  it('expires an offer released with a 1-minute validity within a second of its time', async () => {
    await start();
    // Released 58.5 s ago: its minute runs out 1.5 s from now.
    const { expiresAt, release } = await released('500001', 58_500);
    const [expired] = await until(async () => ((await expiredOf('500001')).length > 0 ? expiredOf('500001') : undefined), 'OfferExpired');
    const late = Date.parse(expired!.recordedAt) - expiresAt.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1000);
    expect(expired!.data).toEqual({ offerId: '500001', expiredAt: expiresAt.toISOString(), before: 'acceptance' });
    expect(expired!.metadata).toMatchObject({ causationId: release.id, correlationId: release.metadata.correlationId, tenant: alphaId, actor: { userId: 'worker:offer-expiry', role: 'system' } });
  });

  it('expires at once on start what is overdue: an unreleased offer whose offer day is over, a released one past its time', async () => {
    await h.append(offerStream('500002'), [{ type: 'OfferRequested', data: offerRequested({ offerId: '500002', offerDate: daysAgo(2) }) }]);
    await released('500003', 120_000);
    await start();
    await until(async () => ((await expiredOf('500002')).length + (await expiredOf('500003')).length === 2 ? true : undefined), 'both expired');
    expect((await expiredOf('500002'))[0]!.data).toMatchObject({ before: 'release', expiredAt: DateTime.fromISO(daysAgo(2), { zone: 'Europe/Zurich' }).plus({ days: 1 }).toUTC().toISO() });
    expect((await expiredOf('500003'))[0]!.data).toMatchObject({ before: 'acceptance' });
  });

  it('keeps its schedule beside its checkpoint: stopped before the time, the next start expires on time, once', async () => {
    const first = await start();
    const { expiresAt } = await released('500004', 58_000);
    await h.caughtUp(first);
    expect(first.pending().map((p) => p.offerId)).toEqual(['500004']);
    await first.stop();
    expect(await expiredOf('500004')).toHaveLength(0);
    const second = await start();
    expect(second.pending().map((p) => p.dueAt)).toEqual([expiresAt.toISOString()]);
    const [expired] = await until(async () => ((await expiredOf('500004')).length > 0 ? expiredOf('500004') : undefined), 'OfferExpired');
    expect(Date.parse(expired!.recordedAt) - expiresAt.getTime()).toBeLessThan(1000);
    await h.caughtUp(second);
    expect(second.pending()).toEqual([]);
    // A worker that has never run (no checkpoint, no schedule) replays the whole log and sends nothing new.
    const readStore = await h.freshReadStore();
    const fresh = await start({ ...h, readStore });
    await h.caughtUpIn(readStore, 'offer-expiry');
    expect(fresh.pending()).toEqual([]);
    expect(await expiredOf('500004')).toHaveLength(1);
  });

  it('drops an offer the customer accepts in time, and never expires it', async () => {
    const worker = await start();
    await released('500005', 30_000, 10);
    await h.append(offerStream('500005'), [{ type: 'OfferAccepted', data: { offerId: '500005', years: [2027], termsAccepted: true, acceptedBy: { userId: 'u1', role: 'customer' } } }]);
    await h.caughtUp(worker);
    expect(worker.pending()).toEqual([]);
    expect(await h.readStore.list('worker-offer-expiry')).toEqual([]);
    expect(worker.status()).toEqual({ name: 'offer-expiry', state: 'running' });
  });
});
