import { openLoginStores, runSystemCommand, totpCode } from '@portal/command-api';
import { defaultPlatformConfig, portalCatalog, userStream } from '@portal/events';
import { createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { demoPassword, demoUsers, seedDemoUsers } from './demo-users.ts';
import { seedDemo } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

describe('demo users', () => {
  let eventStore: SqlEventStore;
  afterAll(() => eventStore.close());

  it('creates the admin, the auditor and one user per seeded partner with the demo password and TOTP secret, once', async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const deps = { eventStore, catalog, blobStore: await createSqlBlobStore(eventStore.sql) };
    await runSystemCommand(deps, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await seedDemo(deps);
    const login = await openLoginStores(eventStore.sql, 'demo-test-key-with-at-least-32-chars');
    const now = new Date('2026-11-20T10:00:00Z');
    const seeded = await seedDemoUsers(deps, login, [alphaDemoId]);
    expect(seeded.map((d) => [d.user.mail, d.user.role])).toEqual([['admin@portal.localhost', 'admin'], ['auditor@portal.localhost', 'auditor'], ['anna.alpha@alpha-energie.ch', 'salesPartner']]);
    for (const demo of seeded) {
      expect(await login.credentials.checkPassword(demo.user.userId, demoPassword, now)).toBe(true);
      expect(await login.credentials.checkTotp(demo.user.userId, await totpCode(demo.totpSecret, new Date()), new Date())).toBe(true);
    }
    const head = await eventStore.head();
    await seedDemoUsers(deps, login, [alphaDemoId]);
    expect(await eventStore.head()).toEqual(head);
    await seedDemoUsers(deps, login, [alphaDemoId, betaDemoId]);
    const ben = demoUsers.find((d) => d.user.salesPartnerId === betaDemoId);
    expect((await eventStore.readStream(userStream(ben?.user.userId ?? ''))).map((e) => e.type)).toEqual(['PlatformUserCreated']);
  });
});
