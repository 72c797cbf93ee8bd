import { openLoginStores, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, meteringPointStream, portalCatalog } from '@portal/events';
import { checkMeteringPoint } from '@portal/events/validation';
import { createPersonalDataKeys, createPgliteEventStore, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { seedDemoCustomers } from './demo-customers.ts';
import { demoMeteringPoints, seedDemoMeteringPoints } from './demo-metering-points.ts';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemo } from './seed-demo.ts';

describe('demo metering points', () => {
  let eventStore: SqlEventStore;
  afterAll(() => eventStore.close());

  it('registers valid Swiss points for both demo customers through the command, once', async () => {
    const catalog = portalCatalog();
    eventStore = await createPgliteEventStore({ catalog });
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
});
