import { openLoginStores, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, meteringPointStream, offerStream, portalCatalog, salesPartnerFeesStream } from '@portal/events';
import { createPersonalDataKeys, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { OfferTableProjection, OfferTableReader } from '@portal/projections';
import { forecastOutcomeCommandId } from '@portal/workers';
import { DateTime } from 'luxon';
import { seedDemoCustomers, type DemoCustomerLogin } from './demo-customers.ts';
import { demoDeliveryYears, seedDemoForecasts } from './demo-forecasts.ts';
import { seedDemoLoadProfiles } from './demo-load-profiles.ts';
import { demoMeteringPoints, seedDemoMeteringPoints } from './demo-metering-points.ts';
import { demoOffers, seedDemoOffers } from './demo-offers.ts';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { seedDemoPartnerFees } from './demo-prices.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemo, type DemoDeps } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

describe('demo offers', () => {
  let eventStore: SqlEventStore;
  let deps: DemoDeps;
  let customers: DemoCustomerLogin[];
  const logged: string[] = [];
  const [firstYear, secondYear] = demoDeliveryYears(new Date());

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    deps = { eventStore, catalog, blobStore: await createSqlBlobStore(eventStore.sql), log: (message) => logged.push(message) };
    await runSystemCommand(deps, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await seedDemo(deps);
    const login = await openLoginStores(eventStore.sql, 'demo-test-key-with-at-least-32-chars');
    await seedDemoUsers(deps, login, [alphaDemoId, betaDemoId]);
    customers = await seedDemoCustomers({ ...deps, personalData: await createPersonalDataKeys(eventStore.sql) }, login, [alphaDemoId, betaDemoId]);
    await seedDemoMeteringPoints(deps, customers);
    await seedDemoLoadProfiles(deps);
    // Four years of quarter hours checked and stored: slow on a busy machine.
  }, 240_000);
  afterAll(() => eventStore.close());

  it('sets both partners\' margins and service fees as the admin', async () => {
    expect(await seedDemoPartnerFees(deps, [alphaDemoId, betaDemoId])).toBe(2);
    for (const id of [alphaDemoId, betaDemoId]) {
      const events = await eventStore.readStream(salesPartnerFeesStream(id));
      expect(events.map((e) => e.type)).toEqual(['MarginsServiceFeesSet']);
      expect(events[0]?.metadata.actor.role).toBe('admin');
    }
  });

  it('generates, records and accepts a forecast of the next two years for every demo point, as the worker would', async () => {
    expect(await seedDemoForecasts(deps, customers)).toBe(4);
    for (const point of demoMeteringPoints.flatMap((d) => d.points)) {
      const events = await eventStore.readStream(meteringPointStream(point.code, point.direction));
      const types = events.map((e) => e.type);
      expect(types.slice(types.indexOf('LongTermForecastRequested'))).toEqual(['LongTermForecastRequested', 'LongTermForecastGenerated', 'LongTermForecastAccepted']);
      const generated = events.find((e) => e.type === 'LongTermForecastGenerated');
      const data = generated?.data as { forecastId: string; yearly: { year: number; kwh: string }[] };
      // The worker's commandId: when it starts after the seed, it records nothing a second time.
      expect(generated?.metadata.commandId).toBe(forecastOutcomeCommandId(data.forecastId));
      expect(data.yearly.map((y) => y.year)).toEqual([firstYear, secondYear]);
      // Scaled to the declared yearly quantity.
      for (const year of data.yearly) expect(Number(year.kwh)).toBeCloseTo(Number(point.yearlyQuantityKwh), 0);
    }
  }, 120_000);

  it('makes the five offers through the real commands, each as far as its demo stage, by the people who act in the portal', async () => {
    expect(await seedDemoOffers(deps, customers)).toBe(5);
    expect(logged).toEqual([]);
    const table = new OfferTableProjection({ eventStore, sql: eventStore.sql });
    await table.catchUp();
    // In the order they were requested (demoOffers).
    const hits = await new OfferTableReader(eventStore.sql).read({ filter: {}, direction: 'asc', limit: 10 });
    const rows = hits.map((hit) => hit.row).sort((a, b) => Number(a.offerId) - Number(b.offerId));
    const muster = customers.find((c) => c.mail === 'erika.muster@muster-energie.ch')?.customerId;
    const paul = customers.find((c) => c.mail === 'paul.privat@privat-demo.ch')?.customerId;
    expect(rows.map((r) => [r.customerId, r.product, r.status])).toEqual([
      [muster, 'FULL', 'accepted'],
      [muster, 'FULL', 'released'],
      [muster, 'SPOT', 'priced'],
      [muster, 'BALA', 'requested'],
      [paul, 'FULL', 'released'],
    ]);
    const today = DateTime.now().setZone('Europe/Zurich').toISODate();
    for (const row of rows) {
      expect(row.offerDate).toBe(today);
      expect(new Date(row.offerDateTime).getTime()).toBeLessThanOrEqual(Date.now());
      if (row.status === 'released' || row.status === 'accepted') {
        expect(row.offerValidityPeriod).toBe(10080);
        expect(new Date(row.offerExpireDateTime ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
      }
      // Swiss prices with margin around 80 to 130 CHF/MWh for consumption (SPOT: the fixed part beside the index).
      if (row.product === 'FULL') expect(Number(row.priceCons)).toBeGreaterThan(80);
      if (row.product === 'FULL') expect(Number(row.priceCons)).toBeLessThan(130);
    }
    expect(rows[0]?.acceptedYears).toEqual([firstYear]);
    expect(rows[0]?.priceProd).not.toBeNull();

    const accepted = await eventStore.readStream(offerStream(rows[0]?.offerId ?? ''));
    expect(accepted.map((e) => [e.type, e.metadata.actor.role])).toEqual([
      ['OfferRequested', 'customer'],
      ['OfferPriced', 'admin'],
      ['OfferReleased', 'admin'],
      ['OfferAccepted', 'customer'],
    ]);
    expect(demoOffers).toHaveLength(5);
  });

  it('changes nothing when seeded again', async () => {
    const head = await eventStore.head();
    expect(await seedDemoPartnerFees(deps, [alphaDemoId, betaDemoId])).toBe(2);
    expect(await seedDemoForecasts(deps, customers)).toBe(4);
    expect(await seedDemoOffers(deps, customers)).toBe(5);
    expect(await eventStore.head()).toEqual(head);
    expect(logged).toEqual([]);
  });
});
