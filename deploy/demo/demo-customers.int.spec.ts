import { openLoginStores, runSystemCommand, totpCode } from '@portal/command-api';
import { customerStream, defaultPlatformConfig, portalCatalog, userStream } from '@portal/events';
import { createPersonalDataKeys, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { demoCustomers, seedDemoCustomers } from './demo-customers.ts';
import { alphaDemoId, betaDemoId } from './demo-partners.ts';
import { demoPassword, seedDemoUsers } from './demo-users.ts';
import { seedDemo } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

describe('demo customers', () => {
  let eventStore: SqlEventStore;
  afterAll(() => eventStore.close());

  it('creates a firm and a private customer of alpha whose first users log in with the demo password and TOTP secret, once', async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const deps = { eventStore, catalog, blobStore: await createSqlBlobStore(eventStore.sql), personalData: await createPersonalDataKeys(eventStore.sql) };
    await runSystemCommand(deps, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await seedDemo(deps);
    const login = await openLoginStores(eventStore.sql, 'demo-test-key-with-at-least-32-chars');
    await seedDemoUsers(deps, login, [alphaDemoId, betaDemoId]);

    const seeded = await seedDemoCustomers(deps, login, [alphaDemoId, betaDemoId]);
    expect(seeded.map((c) => c.customer)).toEqual(['Muster Energie AG', 'Paul Privat']);
    expect(seeded.map((c) => c.customerId)).toEqual(['100001', '100002']);
    for (const [i, demo] of demoCustomers.entries()) {
      const { user } = demo.command;
      const customerId = seeded[i]!.customerId;
      expect((await eventStore.readStream(customerStream(customerId))).map((e) => e.type)).toEqual(['CustomerCreated']);
      // Created by alpha's partner user, as in the portal; the first user is the customer admin,
      // activated by the seed (no activation mail: the seed knows the credentials).
      const userEvents = await eventStore.readStream(userStream(user.userId));
      expect(userEvents.map((e) => e.type)).toEqual(['UserInvited', 'UserActivated', 'UserPasswordChanged']);
      expect(userEvents[0]?.data).toMatchObject({ role: 'customer', customerId, isCustomerAdmin: true, salesPartnerId: alphaDemoId });
      expect(userEvents[0]?.metadata.actor).toMatchObject({ role: 'salesPartner', salesPartnerId: alphaDemoId });
      expect(await login.credentials.checkPassword(user.userId, demoPassword, new Date())).toBe(true);
      expect(await login.credentials.checkTotp(user.userId, await totpCode(demo.totpSecret, new Date()), new Date())).toBe(true);
    }

    const head = await eventStore.head();
    await seedDemoCustomers(deps, login, [alphaDemoId, betaDemoId]);
    expect(await eventStore.head()).toEqual(head);
  });

  it('seeds no customer of a partner that was not seeded', async () => {
    const catalog = portalCatalog();
    const store = await testEventStore({ catalog });
    try {
      const deps = { eventStore: store, catalog, blobStore: await createSqlBlobStore(store.sql), personalData: await createPersonalDataKeys(store.sql) };
      const login = await openLoginStores(store.sql, 'demo-test-key-with-at-least-32-chars');
      expect(await seedDemoCustomers(deps, login, [betaDemoId])).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
