import { randomUUID } from 'node:crypto';
import { customerStream, defaultPlatformConfig, portalCatalog, principalFrom, userMailStream, userStream } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import { openTestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { totpCode } from '../identity/credentials/totp.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from './login-stores.ts';

// Customer users (invited, activated, deactivated) as login and the session see them.
const password = 'Portal-Test-2026!';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Fritzi' } as const;
const customerId = randomUUID();
const ids = { fritz: randomUUID(), dora: randomUUID(), ivan: randomUUID() };
const cookiesFrom = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ');
const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });

describe('customer users at login', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let now = new Date('2026-11-20T10:00:00Z');
  let stores: Awaited<ReturnType<typeof openLoginStores>>;

  async function customerUser(userId: string, mail: string, lifecycle: string[]): Promise<void> {
    await eventStore.append(userMailStream(mail), [testEvent('UserMailReserved', { mail, userId })], { expectedRevision: 'no_stream' });
    const invited = testEvent('UserInvited', { userId, salesPartnerId: alphaId, customerId, role: 'customer', isCustomerAdmin: true, mail, ...person });
    await eventStore.append(userStream(userId), [invited, ...lifecycle.map((type) => testEvent(type, { userId }))], { expectedRevision: 'no_stream' });
  }

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    // Only the type of the customer's first event matters to login.
    await eventStore.append(customerStream(customerId), [testEvent('CustomerCreated', { customerId, salesPartnerId: alphaId, customerType: 'FI' })], { expectedRevision: 'no_stream' });
    await customerUser(ids.fritz, 'fritz@firm.test', ['UserActivated']);
    await customerUser(ids.dora, 'dora@firm.test', ['UserActivated', 'UserDeactivated']);
    await customerUser(ids.ivan, 'ivan@firm.test', []);
    stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    for (const id of [ids.fritz, ids.dora]) await stores.setKnownCredentials(id, password, secret, now);
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session: stores, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const login = (mail: string, pw = password) => app.inject({ method: 'POST', url: '/api/login', headers: { host: 'alpha.localhost' }, payload: { mail, password: pw } });

  it('logs a customer user in with its customer, type and admin flag, and acts for its customer', async () => {
    now = new Date(now.getTime() + 60_000);
    const first = await login('fritz@firm.test');
    const second = await app.inject({ method: 'POST', url: '/api/login/totp', headers: { host: 'alpha.localhost', cookie: cookiesFrom(first) }, payload: { code: await totpCode(secret, now) } });
    const principal = { role: 'customer', salesPartnerId: alphaId, customerId, customerType: 'FI', isCustomerAdmin: true };
    expect(second.json().data).toMatchObject({ loggedIn: true, id: ids.fritz, ...principal });
    const cookie = cookiesFrom(second);
    const csrf = second.cookies.find((c) => c.name === 'portal_csrf')?.value ?? '';
    expect((await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { cookie } })).json().data).toMatchObject(principal);

    const change = { type: 'ChangeUserDetails', commandId: randomUUID(), data: { userId: ids.fritz, ...person, prename: 'Fritz', isCustomerAdmin: true } };
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie, 'x-csrf-token': csrf }, payload: change });
    expect(res.statusCode).toBe(200);
    const events = await eventStore.readStream(userStream(ids.fritz));
    expect(events.at(-1)?.metadata.actor).toEqual({ userId: ids.fritz, role: 'customer', salesPartnerId: alphaId, customerId });
  });

  it('answers USER_INACTIVE to a deactivated user after the right password only', async () => {
    expect(problem(await login('dora@firm.test'))).toEqual({ status: 403, code: 'USER_INACTIVE' });
    expect(problem(await login('dora@firm.test', 'Wrong-Password-1!'))).toEqual({ status: 401, code: 'LOGIN_ERROR' });
  });

  it('answers logged out to a session of a deactivated user that is somehow still open', async () => {
    const left = await openTestSession(stores, principalFrom({ userId: ids.dora, role: 'customer', salesPartnerId: alphaId, customerId, customerType: 'FI' }), { now });
    expect((await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: left.headers })).json()).toEqual({ data: { loggedIn: false, role: 'default' } });
  });

  it('answers LOGIN_ERROR to an invited user: no password exists yet', async () => {
    expect(problem(await login('ivan@firm.test'))).toEqual({ status: 401, code: 'LOGIN_ERROR' });
  });
});
