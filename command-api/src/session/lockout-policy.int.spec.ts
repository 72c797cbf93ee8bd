import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, type CommandData, type CommandType } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from './login-stores.ts';
import { testEventStore } from '@portal/platform/testing';

const password = 'Portal-Test-2026!';
const wrong = 'Wrong-Password-1!';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
const home = '198.51.100.7';

// ADR 12 through the login route with the default limits: 5 per account and address, 20 per
// address (15 minutes), 50 per account from all addresses in an hour except where it logged in.
describe('lockout policy of the login', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let now = new Date('2026-11-20T10:00:00Z');
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const users = { anna: 'anna@alpha.test', carl: 'carl@alpha.test', dora: 'dora@alpha.test' };

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
    await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
    await system('CreateSalesPartner', partner());
    const session = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    for (const mail of Object.values(users)) {
      const userId = randomUUID();
      await system('CreatePlatformUser', { userId, salesPartnerId: alphaId, role: 'salesPartner', mail, ...person });
      await session.setKnownCredentials(userId, password, secret, now);
    }
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const login = (mail: string, from: string, pw = password) =>
    app.inject({ method: 'POST', url: '/api/login', remoteAddress: from, headers: { host: 'alpha.localhost' }, payload: { mail, password: pw } });
  const outcome = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.statusCode === 200 ? 'OK' : res.json().code });
  const ok = { status: 200, code: 'OK' };
  const blocked = { status: 429, code: 'TOO_MANY_REQUESTS' };

  it("lets the user log in from their own address after a stranger's five wrong passwords from another", async () => {
    for (let i = 0; i < 5; i++) expect(outcome(await login(users.anna, '203.0.113.5', wrong))).toEqual({ status: 401, code: 'LOGIN_ERROR' });
    expect(outcome(await login(users.anna, home))).toEqual(ok);
  });

  it('blocks the stranger at their address after five, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) await login(users.carl, '203.0.113.6', wrong);
    const refused = await login(users.carl, '203.0.113.6');
    expect(outcome(refused)).toEqual(blocked);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().details).toEqual({ retryAfterSeconds: 900 });
    // A neighbour in the stranger's IPv4 network is another address; one in the same IPv6 /64 is not.
    expect(outcome(await login(users.carl, '203.0.113.66'))).toEqual(ok);
    for (let i = 0; i < 5; i++) await login(users.carl, '2001:db8:7:7::1', wrong);
    expect(outcome(await login(users.carl, '2001:db8:7:7::abcd'))).toEqual(blocked);
    later(15 * 60_000);
    expect(outcome(await login(users.carl, '203.0.113.6'))).toEqual(ok);
  });

  it('closes the account to new addresses after 50 failures from many in an hour, not at an address it logged in from', async () => {
    expect(outcome(await login(users.dora, home))).toEqual(ok);
    later(60_000);
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 5; i++) expect(outcome(await login(users.dora, `192.0.2.${address}`, wrong)).status).toBe(401);
    }
    expect(outcome(await login(users.dora, '192.0.2.99'))).toEqual(blocked);
    expect(outcome(await login(users.dora, home))).toEqual(ok);
    later(60 * 60_000);
    expect(outcome(await login(users.dora, '192.0.2.99'))).toEqual(ok);
  });
});
