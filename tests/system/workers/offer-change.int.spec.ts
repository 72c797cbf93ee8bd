import { customerOffersStream, meteringPointStream, offerStream } from '@portal/events';
import { OfferChangeWatcher } from '@portal/workers';
import { offerRequested } from '@portal/workers/testing';
import { alphaId, offerWorkerHarness, until } from './offer-worker-harness.ts';

type Harness = Awaited<ReturnType<typeof offerWorkerHarness>>;

const customerId = '100001';
const code = 'CH1001';
const zurich = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH' as const, countryState: 'ZH' };

describe('offer change worker', () => {
  let h: Harness;
  const running: OfferChangeWatcher[] = [];
  const start = async (harness: Harness = h): Promise<OfferChangeWatcher> => {
    const worker = new OfferChangeWatcher(harness);
    running.push(worker);
    await worker.start();
    return worker;
  };
  beforeEach(async () => {
    h = await offerWorkerHarness();
    await h.append(meteringPointStream(code, 'CONS'), [
      {
        type: 'MeteringPointRegistered',
        data: { code, direction: 'CONS', customerId, salesPartnerId: alphaId, marketArea: 'CH', yearlyQuantityKwh: '100000', address: zurich, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null },
      },
    ]);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
    await h.close();
  });

  /** An offer of the point, opened in the customer's ledger, accepted for `years` (none: still requested). */
  async function offer(offerId: string, years: number[]) {
    await h.append(customerOffersStream(customerId), [{ type: 'CustomerOfferOpened', data: { customerId, salesPartnerId: alphaId, offerId } }]);
    await h.append(offerStream(offerId), [{ type: 'OfferRequested', data: offerRequested({ offerId, customerId, salesPartnerId: alphaId }) }]);
    if (years.length > 0) {
      await h.append(offerStream(offerId), [
        { type: 'OfferReleased', data: { offerId, releasedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T10:00:00.000Z', forecastVolumes: [] } },
        { type: 'OfferAccepted', data: { offerId, years, termsAccepted: true, acceptedBy: { userId: 'u1', role: 'customer' } } },
      ]);
    }
  }
  const flagsOf = async (offerId: string) => (await h.offerEvents(offerId)).filter((e) => e.type === 'OfferChangeFlagged');

  it('flags the accepted offers of a point whose yearly quantity changes, with a delta per accepted year', async () => {
    await offer('500001', [2027, 2028]);
    await offer('500002', [2028]);
    await offer('500003', []);
    const worker = await start();
    const [change] = await h.append(meteringPointStream(code, 'CONS'), [{ type: 'MeteringPointYearlyQuantityChanged', data: { code, direction: 'CONS', yearlyQuantityKwh: '120000', validFrom: '2026-12-01' } }]);
    await until(async () => ((await flagsOf('500002')).length > 0 ? true : undefined), 'second offer flagged');
    await h.caughtUp(worker);
    const reason = 'metering point CH1001 (CONS): yearly quantity 100000 kWh changed to 120000 kWh from 2026-12-01';
    expect((await flagsOf('500001'))[0]!.data).toEqual({
      offerId: '500001',
      deltas: [
        { year: 2027, direction: 'CONS', volumeDeltaKwh: '20000', reason },
        { year: 2028, direction: 'CONS', volumeDeltaKwh: '20000', reason },
      ],
    });
    expect((await flagsOf('500002'))[0]!.data).toEqual({ offerId: '500002', deltas: [{ year: 2028, direction: 'CONS', volumeDeltaKwh: '20000', reason }] });
    expect((await flagsOf('500001'))[0]!.metadata).toMatchObject({ causationId: change!.id, actor: { userId: 'worker:offer-change', role: 'system' } });
    expect(await flagsOf('500003')).toEqual([]);
  });

  it('flags a shortened delivery period, leaves offers accepted after the change alone, and acts once on a replay', async () => {
    await offer('500004', [2027, 2028]);
    const worker = await start();
    await h.append(meteringPointStream(code, 'CONS'), [{ type: 'MeteringPointDeliveryPeriodChanged', data: { code, direction: 'CONS', deliveryFrom: null, deliveryTo: '2027-12-31' } }]);
    await offer('500005', [2028]);
    await until(async () => ((await flagsOf('500004')).length > 0 ? true : undefined), 'offer flagged');
    await h.caughtUp(worker);
    expect((await flagsOf('500004'))[0]!.data).toMatchObject({ deltas: [{ year: 2028, direction: 'CONS', volumeDeltaKwh: '-100000' }] });
    expect(await flagsOf('500005')).toEqual([]);
    // From the start of the log again (no checkpoint): the derived commandIds append nothing new.
    const readStore = await h.freshReadStore();
    await start({ ...h, readStore });
    await h.caughtUpIn(readStore, 'offer-change');
    expect(await flagsOf('500004')).toHaveLength(1);
  });
});
