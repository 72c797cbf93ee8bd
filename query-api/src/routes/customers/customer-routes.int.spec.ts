import { randomUUID } from 'node:crypto';
import { createPersonalDataKeys } from '@portal/platform';
import { newCustomerId } from '@portal/events/testing';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const alpha = randomUUID();
const beta = randomUUID();
const contact = (name: string, mail: string) => ({
  sex: 'MS', prename: 'Anna', name, mail, phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH',
});
const created = (customerId: string, salesPartnerId: string, customerType: 'FI' | 'PR', name: string) => ({
  type: 'CustomerCreated',
  data: {
    customerId, salesPartnerId, customerType, firmname: customerType === 'FI' ? name : null, contact: contact(customerType === 'PR' ? name : 'Kontakt', `${customerId}@example.ch`),
    billingAddress: null, currencies: ['CHF'], registered: false,
  },
});

describe('customer read routes', () => {
  let api: QueryApiForTest;
  // Twelve customers of alpha whose names sort as the letters; one of beta.
  const names = ['Zeta AG', 'alpha GmbH', 'Beta AG', 'Delta AG', 'Epsilon AG', 'Fox AG', 'Gamma AG', 'Hotel AG', 'India AG', 'Juliet AG', 'Kilo AG', 'Lima AG'];
  const ids = names.map(() => newCustomerId());
  const betaCustomer = newCustomerId();
  const person = newCustomerId();
  beforeAll(async () => {
    api = await queryApiForTest();
    for (const [i, name] of names.entries()) await api.given(`customer-${ids[i]}`, [created(ids[i]!, alpha, 'FI', name)]);
    await api.given(`customer-${betaCustomer}`, [created(betaCustomer, beta, 'FI', 'Aaa Beta AG')]);
    await api.given(`customer-${person}`, [created(person, alpha, 'PR', 'Privat'), { type: 'CustomerErased', data: { customerId: person, salesPartnerId: alpha } }]);
    await api.given(`members-customer-${ids[0]}`, [{ type: 'MemberAdded', data: { scope: 'customer', scopeId: ids[0], userId: randomUUID() } }]);
  });
  afterAll(() => api.close());

  const principals = {
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    ben: () => testPrincipals.salesPartner(randomUUID(), beta),
    admin: () => testPrincipals.admin(randomUUID()),
    firmUser: () => testPrincipals.customer(randomUUID(), alpha, ids[0]!, 'FI', false),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });
  const namesOf = (res: LightMyRequestResponse): string[] => (res.statusCode === 200 ? res : (() => { throw new Error(res.body); })()).json().data.rows.map((r: { customername: string }) => r.customername);

  it('pages the own customers by name, ten at a time, forwards and back', async () => {
    const first = await get('/api/customers', 'anna');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(namesOf(first)).toEqual(['alpha GmbH', 'Beta AG', 'Delta AG', 'Epsilon AG', 'Fox AG', 'Gamma AG', 'Hotel AG', 'India AG', 'Juliet AG', 'Kilo AG']);
    expect(page).toMatchObject({ hasNext: true, hasPrevious: false });
    const second = await get(`/api/customers?after=${page.lastKey}`, 'anna');
    expect(namesOf(second)).toEqual(['Lima AG', 'Zeta AG']);
    expect(second.json().data).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(second.json().data.rows[1]).toEqual({
      id: ids[0], salesPartnerId: alpha, customerType: 'FI', customername: 'Zeta AG', firmname: 'Zeta AG', prename: 'Anna', name: 'Kontakt', mail: `${ids[0]}@example.ch`,
      place: 'Zürich', country: 'CH', users: 1, updatedAt: expect.any(String),
    });
    const back = await get(`/api/customers?before=${second.json().data.firstKey}&limit=3`, 'anna');
    expect(namesOf(back)).toEqual(['India AG', 'Juliet AG', 'Kilo AG']);
    expect(back.json().data).toMatchObject({ hasNext: true, hasPrevious: true });
  });

  it('refuses keys that are not keys, and other roles', async () => {
    expect(problem(await get('/api/customers?after=nonsense', 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(problem(await get('/api/customers', 'admin'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/customers'))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it('refuses a forged, altered, truncated or foreign key with VALIDATION_ERROR at its field, never reading rows with it', async () => {
    const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
    const { lastKey, firstKey } = (await get('/api/customers?limit=3', 'anna')).json().data as { lastKey: string; firstKey: string };
    const [body, mac] = lastKey.split('.') as [string, string];
    // What the keys were before they were signed: the sort value and id in base64url JSON.
    const forged = Buffer.from(JSON.stringify(['aaa beta ag', betaCustomer])).toString('base64url');
    const altered = `${Buffer.from(JSON.stringify(['a', ids[0]])).toString('base64url')}.${mac}`;
    for (const [field, key] of [['after', forged], ['after', `${forged}.${mac}`], ['after', altered], ['after', lastKey.slice(0, -4)], ['before', body], ['before', `${firstKey}x`]]) {
      expect(refusal(await get(`/api/customers?${field}=${encodeURIComponent(key!)}`, 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field });
    }
    // Another tenant's list, and another route's: the key names its list, so it opens no other.
    expect(refusal(await get(`/api/customers?after=${lastKey}`, 'ben'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'after' });
    expect(refusal(await get(`/apiadmin/salesPartners?after=${lastKey}`, 'admin'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'after' });
    expect(namesOf(await get(`/api/customers?after=${lastKey}&limit=2`, 'anna'))).toEqual(['Epsilon AG', 'Fox AG']);
  });

  it('answers a customer to its partner and its own users; another tenant and an unknown id get 403 alike', async () => {
    expect((await get(`/api/customers/${ids[0]}`, 'anna')).json().data).toMatchObject({ id: ids[0], firmname: 'Zeta AG', contact: { name: 'Kontakt' }, erased: false });
    expect((await get(`/api/customers/${ids[0]}`, 'firmUser')).statusCode).toBe(200);
    expect(problem(await get(`/api/customers/${ids[1]}`, 'firmUser'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/customers/${ids[0]}`, 'ben'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/api/customers/${newCustomerId()}`, 'ben'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('opens a customer whose person travels sealed in the log', async () => {
    const keys = await createPersonalDataKeys(api.eventStore.sql);
    const sealedOne = newCustomerId();
    const personal = await keys.seal(sealedOne, { contact: contact('Versiegelt', 'v@example.ch'), billingAddress: null });
    await api.given(`customer-${sealedOne}`, [{ type: 'CustomerCreated', data: { customerId: sealedOne, salesPartnerId: alpha, customerType: 'PR', firmname: null, personal, currencies: ['CHF'], registered: false } }]);
    expect((await get(`/api/customers/${sealedOne}`, 'anna')).json().data).toMatchObject({ contact: { name: 'Versiegelt', mail: 'v@example.ch' }, erased: false });
  });

  it('shows an erased person without any personal field, and leaves it out of the list', async () => {
    const res = await get(`/api/customers/${person}`, 'anna');
    expect(res.json().data).toMatchObject({ erased: true, contact: null, billingAddress: null, firmname: null });
    expect(res.body).not.toContain('Privat');
  });

  it('answers empty frame contracts, strategies and open tranches until offers exist, with the tenant check', async () => {
    for (const part of ['frameContracts', 'strategies', 'openTranches']) {
      expect((await get(`/api/customers/${ids[0]}/${part}`, 'firmUser')).json()).toEqual({ data: [] });
      expect(problem(await get(`/api/customers/${ids[0]}/${part}`, 'ben'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    }
  });
});
