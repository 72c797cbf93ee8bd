import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, type CommandData, type CommandType } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { attemptLimitsWith } from '../identity/credentials/attempt-limits.ts';
import { totpCode } from '../identity/credentials/totp.ts';
import { alphaId, betaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from './login-stores.ts';
import { testEventStore } from '@portal/platform/testing';

const password = 'Portal-Test-2026!';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ids = { admin: randomUUID(), anna: randomUUID(), ben: randomUUID() };
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
const beta = partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] });

/** Cookies a response set, by name, as the next request's Cookie header takes them. */
const cookiesFrom = (res: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
const header = (cookies: Record<string, string>) => Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

describe('login, session and logout', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let now = new Date('2026-11-20T10:00:00Z');
  const tick = () => (now = new Date(now.getTime() + 60_000));

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
    await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
    await system('CreateSalesPartner', partner());
    await system('CreateSalesPartner', beta);
    await system('CreatePlatformUser', { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person });
    await system('CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', ...person });
    await system('CreatePlatformUser', { userId: ids.ben, salesPartnerId: betaId, role: 'salesPartner', mail: 'ben@beta.test', ...person });
    const session = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters', {
      limits: attemptLimitsWith({ password: { accountAtAddress: { maxFailures: 3, windowMs: 900_000 } } }),
    });
    for (const id of Object.values(ids)) await session.setKnownCredentials(id, password, secret, now);
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const login = (mail: string, pw = password, host = 'alpha.localhost') =>
    app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: { mail, password: pw } });
  const totp = (cookies: Record<string, string>, code: string, host = 'alpha.localhost') =>
    app.inject({ method: 'POST', url: '/api/login/totp', headers: { host, cookie: header(cookies) }, payload: { code } });
  async function loggedIn(mail: string, host = 'alpha.localhost'): Promise<Record<string, string>> {
    tick();
    const first = await login(mail, password, host);
    expect(first.statusCode).toBe(200);
    const second = await totp(cookiesFrom(first), await totpCode(secret, now), host);
    expect(second.statusCode).toBe(200);
    return cookiesFrom(second);
  }
  const expectProblem = (res: LightMyRequestResponse, status: number, code: string) => {
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
  };

  it('asks for the authenticator code after a right password, with a strict httpOnly login cookie', async () => {
    const res = await login('Anna@Alpha.test');
    expect(res.json()).toEqual({ data: { step: 'totp' } });
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'portal_login', httpOnly: true, sameSite: 'Strict', maxAge: 300 })]);
  });

  it.each([
    ['a wrong password', 'anna@alpha.test', 'Wrong-Password-1!', 'alpha.localhost'],
    ['an unknown mail', 'nobody@alpha.test', password, 'alpha.localhost'],
    ["a partner's user on another partner's host", 'ben@beta.test', password, 'alpha.localhost'],
    ["a partner's user on the platform's host", 'anna@alpha.test', password, 'localhost'],
  ])('answers LOGIN_ERROR for %s', async (_name, mail, pw, host) => {
    const res = await login(mail, pw, host);
    expectProblem(res, 401, 'LOGIN_ERROR');
    expect(res.cookies).toEqual([]);
  });

  it('lets the admin log in on any host', async () => {
    const cookies = await loggedIn('admin@portal.test', 'beta.localhost');
    const info = await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { cookie: header(cookies) } });
    expect(info.json().data).toMatchObject({ loggedIn: true, id: ids.admin, role: 'admin', email: 'admin@portal.test', customerType: null });
  });

  it('refuses a wrong code, accepts the right one once, and refuses its replay', async () => {
    tick();
    const step = cookiesFrom(await login('anna@alpha.test'));
    const code = await totpCode(secret, now);
    const wrong = code === '000000' ? '111111' : '000000';
    expectProblem(await totp(step, wrong), 401, 'AUTHANTICATOR_CODE_WRONG');
    const ok = await totp(step, code);
    expect(ok.json().data).toMatchObject({ loggedIn: true, id: ids.anna, role: 'salesPartner', sexid: 'MS', language: 'de', salesPartnerId: alphaId, customerId: null, customerType: null, isCustomerAdmin: false });
    const set = Object.fromEntries(ok.cookies.map((c) => [c.name, c]));
    expect(set.portal_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 8 * 3600 });
    expect(set.portal_csrf).toMatchObject({ path: '/', maxAge: 8 * 3600 });
    expect(set.portal_csrf?.httpOnly).toBeFalsy();
    expect(set.portal_login).toMatchObject({ maxAge: 0 });
    // The principal is signed into the session: the query API's guards read it from there.
    const claims = JSON.parse(Buffer.from(String(set.portal_session?.value).split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims.principal).toEqual({ userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId, customerId: null, customerType: null, isCustomerAdmin: false });
    expectProblem(await totp(step, code), 401, 'AUTHANTICATOR_CODE_WRONG');
  });

  it('refuses the code step without a login cookie or with an expired one', async () => {
    expectProblem(await totp({}, '123456'), 401, 'NOT_AUTHORIZED');
    const step = cookiesFrom(await login('anna@alpha.test'));
    now = new Date(now.getTime() + 301_000);
    expectProblem(await totp(step, await totpCode(secret, now)), 401, 'NOT_AUTHORIZED');
  });

  it('answers role default without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { cookie: 'portal_session=forged.token' } });
    expect(res.json()).toEqual({ data: { loggedIn: false, role: 'default' } });
  });

  it('takes the session as the actor of a command, with the CSRF header', async () => {
    const cookies = await loggedIn('admin@portal.test');
    const command = { type: 'CreatePlatformUser', commandId: randomUUID(), data: { userId: randomUUID(), salesPartnerId: null, role: 'admin', mail: 'second@portal.test', ...person } };
    const without = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie: header(cookies) }, payload: command });
    expectProblem(without, 403, 'ERR_BAD_REQUEST');
    const wrong = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie: header(cookies), 'x-csrf-token': 'guess' }, payload: command });
    expectProblem(wrong, 403, 'ERR_BAD_REQUEST');
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie: header(cookies), 'x-csrf-token': cookies.portal_csrf ?? '' }, payload: command });
    expect(res.statusCode).toBe(200);
    const [event] = await eventStore.readStream(res.json().data.streamId);
    expect(event?.metadata.actor).toEqual({ userId: ids.admin, role: 'admin' });
  });

  it("keeps a partner user's session to its role's commands", async () => {
    const cookies = await loggedIn('anna@alpha.test');
    const command = { type: 'CreateSalesPartner', commandId: randomUUID(), data: partner({ salesPartnerId: randomUUID() }) };
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie: header(cookies), 'x-csrf-token': cookies.portal_csrf ?? '' }, payload: command });
    expectProblem(res, 403, 'ERR_BAD_REQUEST');
  });

  it('logs out: needs the CSRF header, clears the cookies', async () => {
    const cookies = await loggedIn('anna@alpha.test');
    expectProblem(await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: header(cookies) } }), 403, 'ERR_BAD_REQUEST');
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: header(cookies), 'x-csrf-token': cookies.portal_csrf ?? '' } });
    expect(res.json()).toEqual({ data: { loggedIn: false } });
    const cleared = cookiesFrom(res);
    expect(cleared).toMatchObject({ portal_session: '', portal_csrf: '' });
    const after = await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { cookie: header(cleared) } });
    expect(after.json().data).toEqual({ loggedIn: false, role: 'default' });
  });

  it('ends the session on the server: a copy of the cookie taken before logout opens nothing', async () => {
    const cookies = await loggedIn('admin@portal.test', 'beta.localhost');
    const copy = { cookie: header(cookies), 'x-csrf-token': cookies.portal_csrf ?? '' };
    expect((await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: copy })).json().data).toMatchObject({ loggedIn: true, role: 'admin', salesPartnerId: null, customerId: null, customerType: null });
    await app.inject({ method: 'POST', url: '/api/logout', headers: copy });
    expect((await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: copy })).json().data).toEqual({ loggedIn: false, role: 'default' });
    const command = { type: 'ChangeDefaultEnergyQuality', commandId: randomUUID(), data: { certificateId: 'CH-SOLAR', reason: 'after logout' } };
    expectProblem(await app.inject({ method: 'POST', url: '/api/commands', headers: copy, payload: command }), 401, 'NOT_AUTHORIZED');
  });

  it('answers SALESPARTNER_INACTIVE once the partner is deactivated, after the password, and ends its sessions', async () => {
    const cookies = await loggedIn('ben@beta.test', 'beta.localhost');
    await runSystemCommand({ eventStore, catalog: portalCatalog() }, 'ChangeSalesPartner', { ...beta, active: false });
    expectProblem(await login('ben@beta.test', password, 'beta.localhost'), 403, 'SALESPARTNER_INACTIVE');
    expectProblem(await login('ben@beta.test', 'Wrong-Password-1!', 'beta.localhost'), 401, 'LOGIN_ERROR');
    const info = await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { cookie: header(cookies) } });
    expect(info.json().data).toEqual({ loggedIn: false, role: 'default' });
    const command = { type: 'CreatePlatformUser', commandId: randomUUID(), data: {} };
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: { cookie: header(cookies), 'x-csrf-token': cookies.portal_csrf ?? '' }, payload: command });
    expectProblem(res, 401, 'NOT_AUTHORIZED');
  });

  it('refuses with TOO_MANY_REQUESTS after repeated wrong passwords, even the right one', async () => {
    for (let i = 0; i < 3; i += 1) expectProblem(await login('admin@portal.test', 'Wrong-Password-1!'), 401, 'LOGIN_ERROR');
    expectProblem(await login('admin@portal.test'), 429, 'TOO_MANY_REQUESTS');
  });
});
