import { randomUUID } from 'node:crypto';
import { newCustomerId, testEvent } from '@portal/events/testing';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const alpha = randomUUID();
const beta = randomUUID();
const firm = newCustomerId();
const otherFirm = newCustomerId();
const person = { name: 'Muster', prename: 'Anna', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67' };
const ids = { admin: randomUUID(), anna: randomUUID(), ben: randomUUID(), eva: randomUUID(), max: randomUUID(), zoe: randomUUID(), audrey: randomUUID(), otto: randomUUID() };

describe('user read routes', () => {
  let api: QueryApiForTest;
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(`user-${ids.admin}`, [{ type: 'PlatformUserCreated', data: { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person } }]);
    await api.given(`user-${ids.anna}`, [{ type: 'PlatformUserCreated', data: { userId: ids.anna, salesPartnerId: alpha, role: 'salesPartner', mail: 'anna@alpha.test', ...person } }]);
    await api.given(`user-${ids.ben}`, [{ type: 'PlatformUserCreated', data: { userId: ids.ben, salesPartnerId: beta, role: 'salesPartner', mail: 'ben@beta.test', ...person, prename: 'Ben' } }]);
    const customerUser = (userId: string, customerId: string, mail: string, isCustomerAdmin: boolean, name: string) => ({
      type: 'UserInvited', data: { userId, salesPartnerId: alpha, customerId, role: 'customer', isCustomerAdmin, mail, ...person, name },
    });
    await api.given(`user-${ids.eva}`, [customerUser(ids.eva, firm, 'Eva@Firm.test', true, 'Zeller'), { type: 'UserActivated', data: { userId: ids.eva } }]);
    await api.given(`user-${ids.max}`, [customerUser(ids.max, firm, 'max@firm.test', false, 'Albrecht')]);
    await api.given(`user-${ids.zoe}`, [customerUser(ids.zoe, otherFirm, 'zoe@other.test', true, 'Zoe')]);
    const auditor = (userId: string, mail: string, name: string) => ({ type: 'UserInvited', data: { userId, salesPartnerId: null, customerId: null, role: 'auditor', isCustomerAdmin: false, mail, ...person, name } });
    await api.given(`user-${ids.audrey}`, [auditor(ids.audrey, 'audrey@audit.test', 'Pruefer'), { type: 'UserActivated', data: { userId: ids.audrey } }]);
    await api.given(`user-${ids.otto}`, [auditor(ids.otto, 'otto@audit.test', 'Ammann'), { type: 'UserDeactivated', data: { userId: ids.otto } }]);
    await api.given(`customer-${firm}`, [{ type: 'CustomerCreated', data: { customerId: firm, salesPartnerId: alpha, customerType: 'FI' } }]);
    await api.given(`customer-${otherFirm}`, [{ type: 'CustomerCreated', data: { customerId: otherFirm, salesPartnerId: beta, customerType: 'FI' } }]);
  });
  afterAll(() => api.close());

  const principals = {
    admin: () => testPrincipals.admin(ids.admin),
    anna: () => testPrincipals.salesPartner(ids.anna, alpha),
    eva: () => testPrincipals.customer(ids.eva, alpha, firm, 'FI'),
    max: () => testPrincipals.customer(ids.max, alpha, firm, 'FI', false),
    priv: () => testPrincipals.customer(randomUUID(), alpha, newCustomerId(), 'PR'),
    audrey: () => testPrincipals.auditor(ids.audrey),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const idsOf = (res: LightMyRequestResponse): string[] => (res.json().data as { id: string }[]).map((row) => row.id);
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });

  it("lists a partner's own users for the admin, in the contract's shape", async () => {
    const res = await get(`/apiadmin/salesPartners/${alpha}/users`, 'admin');
    expect(res.json().data).toEqual([
      { id: ids.anna, salesPartnerId: alpha, customerId: null, role: 'salesPartner', isCustomerAdmin: false, mail: 'anna@alpha.test', ...person, status: 'active', updatedAt: expect.any(String) },
    ]);
    expect(problem(await get(`/apiadmin/salesPartners/${alpha}/users`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/apiadmin/salesPartners/${alpha}/users`))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it("lists the platform's auditors for the admin only, with their status", async () => {
    const res = await get('/apiadmin/auditors', 'admin');
    expect(res.json().data.map((row: { id: string; status: string; role: string }) => [row.id, row.role, row.status])).toEqual([[ids.otto, 'auditor', 'inactive'], [ids.audrey, 'auditor', 'active']]);
    for (const who of ['anna', 'eva', 'audrey'] as const) expect(problem(await get('/apiadmin/auditors', who))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('shows an auditor his own user and nobody else', async () => {
    expect((await get(`/api/users/${ids.audrey}`, 'audrey')).json().data).toMatchObject({ id: ids.audrey, role: 'auditor', salesPartnerId: null });
    for (const other of [ids.anna, ids.admin, ids.otto, randomUUID()]) expect(problem(await get(`/api/users/${other}`, 'audrey'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    for (const list of [`/apiadmin/salesPartners/${alpha}/users`, '/api/account/users', `/api/customers/${firm}/users`]) expect(problem(await get(list, 'audrey')).status).toBe(403);
  });

  it('lists the account users: partner staff for a partner user, the own customer for a firm user, nothing for private customers', async () => {
    expect(idsOf(await get('/api/account/users', 'anna'))).toEqual([ids.anna]);
    const firmUsers = await get('/api/account/users', 'max');
    expect(idsOf(firmUsers)).toEqual([ids.max, ids.eva]);
    expect(firmUsers.json().data.map((row: { status: string }) => row.status)).toEqual(['invited', 'active']);
    expect(problem(await get('/api/account/users', 'priv')).status).toBe(403);
  });

  it('waits for the users view when asked to read a write, so an invited user is in the next list', async () => {
    const carl = randomUUID();
    const headers = (await api.session(principals.anna())).headers;
    // The views stand still while the user is written: the read must wait for them.
    await api.engine.stop();
    const written = await api.eventStore.append(`user-${carl}`, [testEvent('PlatformUserCreated', { userId: carl, salesPartnerId: alpha, role: 'salesPartner', mail: 'carl@alpha.test', ...person, prename: 'Carl' })], {
      expectedRevision: 'no_stream',
    });
    const reading = api.app.inject({ method: 'GET', url: '/api/account/users', headers: { ...headers, 'x-portal-min-position': written.position.toString() } });
    await api.engine.start();
    const res = await reading;
    expect(res.headers['x-portal-stale']).toBeUndefined();
    expect(idsOf(res)).toContain(carl);
  });

  it("lists a customer's users for its partner and its firm users, refusing other tenants and unknown customers alike", async () => {
    expect(idsOf(await get(`/api/customers/${firm}/users`, 'anna'))).toEqual([ids.max, ids.eva]);
    expect(idsOf(await get(`/api/customers/${firm}/users`, 'eva'))).toEqual([ids.max, ids.eva]);
    expect(problem(await get(`/api/customers/${otherFirm}/users`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/customers/${otherFirm}/users`, 'eva'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/customers/${newCustomerId()}/users`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('answers one user to themself, their managers and the admin, and 403 to others', async () => {
    expect((await get(`/api/users/${ids.max}`, 'max')).json().data).toMatchObject({ id: ids.max, customerId: firm, status: 'invited' });
    expect((await get(`/api/users/${ids.max}`, 'eva')).statusCode).toBe(200);
    expect((await get(`/api/users/${ids.max}`, 'anna')).statusCode).toBe(200);
    expect((await get(`/api/users/${ids.ben}`, 'admin')).statusCode).toBe(200);
    expect(problem(await get(`/api/users/${ids.ben}`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/users/${ids.zoe}`, 'eva'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/users/${randomUUID()}`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/users/${randomUUID()}`, 'admin'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
  });
});
