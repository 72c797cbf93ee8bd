import { openLoginStores, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, meteringPointStream, portalCatalog } from '@portal/events';
import { checkMeteringPoint } from '@portal/events/validation';
import { createPersonalDataKeys, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { seedDemoCustomers } from './demo-customers.ts';
import { demoHistoryYear, seedDemoLoadProfiles } from './demo-load-profiles.ts';
import { demoMeteringPoints, seedDemoMeteringPoints } from './demo-metering-points.ts';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemo } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

describe('demo metering points', () => {
  let eventStore: SqlEventStore;
  afterAll(() => eventStore.close());

  it('registers valid Swiss points for both demo customers through the command, once', async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const deps = { eventStore, catalog, blobStore: await createSqlBlobStore(eventStore.sql), personalData: await createPersonalDataKeys(eventStore.sql) };
    await runSystemCommand(deps, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await seedDemo(deps);
    const login = await openLoginStores(eventStore.sql, 'demo-test-key-with-at-least-32-chars');
    await seedDemoUsers(deps, login, [alphaDemoId, betaDemoId]);
    const customers = await seedDemoCustomers(deps, login, [alphaDemoId, betaDemoId]);

    expect(await seedDemoMeteringPoints(deps, customers)).toBe(4);
    for (const { points } of demoMeteringPoints) {
      for (const point of points) {
        const check = checkMeteringPoint(defaultPlatformConfig, { code: point.code, country: 'CH', state: point.address.countryState, marketArea: 'CH', direction: point.direction });
        expect(check).toMatchObject({ valid: true, kind: 'CH' });
        const events = await eventStore.readStream(meteringPointStream(point.code, point.direction));
        expect(events.map((e) => e.type)).toEqual(['MeteringPointRegistered']);
        expect(events[0]?.metadata.actor).toMatchObject({ role: 'salesPartner', salesPartnerId: alphaDemoId });
      }
    }

    const head = await eventStore.head();
    await seedDemoMeteringPoints(deps, customers);
    expect(await eventStore.head()).toEqual(head);
  });

  it('uploads a year of history for every point that passes the load profile checks, near its yearly quantity, once', async () => {
    const deps = { eventStore, catalog: portalCatalog(), blobStore: await createSqlBlobStore(eventStore.sql) };
    expect(await seedDemoLoadProfiles(deps)).toBe(4);
    for (const { points } of demoMeteringPoints) {
      for (const point of points) {
        const uploaded = (await eventStore.readStream(meteringPointStream(point.code, point.direction))).find((e) => e.type === 'LoadProfileUploaded');
        const data = uploaded?.data as { period: { from: string; to: string }; summary: { kwh: string } } | undefined;
        expect(data?.period).toMatchObject({ from: `${demoHistoryYear}-01-01`, to: `${demoHistoryYear}-12-31` });
        // kW rounded to 3 decimals: the year's kWh stays within a kWh per thousand of the quantity.
        expect(Math.abs(Number(data?.summary.kwh) / Number(point.yearlyQuantityKwh) - 1)).toBeLessThan(0.001);
      }
    }
    const head = await eventStore.head();
    expect(await seedDemoLoadProfiles(deps)).toBe(0);
    expect(await eventStore.head()).toEqual(head);
    // Four years of quarter hours checked and stored: over a minute on a busy machine.
  }, 240_000);
});
