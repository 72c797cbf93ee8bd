import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, principalFrom, salesPartnerStream, termsAcceptanceStream, userStream } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores, type LoginStores } from '../session/login-stores.ts';

const person = { sex: 'MS', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Paula' } as const;
const ids = { fritz: randomUUID(), emil: randomUUID(), anna: randomUUID() };
const pdf = 'a'.repeat(64);
const published = (language: string, version: number, names: string[]) => ({
  salesPartnerId: alphaId, language, version, documents: names.map((name, i) => ({ id: `${alphaId}-${language}-${version}-${i + 1}`, name, pdf })),
});
const listOf = (terms: ReturnType<typeof published>) => terms.documents.map(({ id, name }) => ({ id, name }));

describe('portal terms acceptance routes', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let stores: LoginStores;
  const sessions: Record<string, TestSession> = {};
  const de1 = published('de', 1, ['Nutzungsbedingungen']);
  const de2 = published('de', 2, ['Nutzungsbedingungen 2027', 'Datenschutz']);
  const en1 = published('en', 1, ['Terms of use']);

  const customerUser = (userId: string, language: 'de' | 'en' | 'fr', mail: string) => [
    testEvent('UserInvited', { userId, salesPartnerId: alphaId, customerId: 'CUST-1', role: 'customer', isCustomerAdmin: true, mail, language, ...person }),
    testEvent('UserActivated', { userId }),
  ];

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    await eventStore.append(salesPartnerStream(alphaId), [testEvent('PortalTermsPublished', de1), testEvent('PortalTermsPublished', en1)], { expectedRevision: 'any' });
    await eventStore.append(userStream(ids.fritz), customerUser(ids.fritz, 'de', 'fritz@firm.test'), { expectedRevision: 'no_stream' });
    await eventStore.append(userStream(ids.emil), customerUser(ids.emil, 'fr', 'emil@firm.test'), { expectedRevision: 'no_stream' });
    await runSystemCommand({ eventStore, catalog }, 'CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', language: 'de', ...person });
    stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session: stores });
    await app.ready();
    const customer = (userId: string) => principalFrom({ userId, role: 'customer', salesPartnerId: alphaId, customerId: 'CUST-1', customerType: 'FI', isCustomerAdmin: true });
    sessions.fritz = await openTestSession(stores, customer(ids.fritz));
    sessions.emil = await openTestSession(stores, customer(ids.emil));
    sessions.anna = await openTestSession(stores, principalFrom({ userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId }));
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const check = async (who: string) => (await app.inject({ method: 'GET', url: '/api/checkTermsConditionsPortal', headers: sessions[who]!.headers })).json();
  const resign = (who: string, payload: unknown, headers: Record<string, string> = sessions[who]!.headers) =>
    app.inject({ method: 'POST', url: '/api/resignTermsConditionsPortal', headers, payload: payload as object });
  const accepted = async (userId: string) => (await eventStore.readStream(termsAcceptanceStream(userId))).map((e) => e.data);

  it('answers true for users who are not customers, NOT_AUTHORIZED without a session', async () => {
    expect(await check('anna')).toEqual({ data: true });
    const res = await app.inject({ method: 'GET', url: '/api/checkTermsConditionsPortal' });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it("records a customer's acceptance of the current terms in its language; the check turns true at once", async () => {
    expect(await check('fritz')).toEqual({ data: false });
    const res = await resign('fritz', listOf(de1));
    expect(res.json()).toEqual({ data: true });
    expect(await check('fritz')).toEqual({ data: true });
    expect(await accepted(ids.fritz)).toEqual([{ userId: ids.fritz, salesPartnerId: alphaId, language: 'de', version: 1, documents: listOf(de1) }]);
    // Accepting again changes nothing.
    await resign('fritz', listOf(de1));
    expect(await accepted(ids.fritz)).toHaveLength(1);
  });

  it('falls back to the German terms for a language the partner has none in', async () => {
    expect((await resign('emil', listOf(en1))).statusCode).toBe(409);
    await resign('emil', listOf(de1));
    expect(await check('emil')).toEqual({ data: true });
  });

  it('asks again after a new version, and refuses the stale list with DATA_MISMATCH_RELOAD', async () => {
    await eventStore.append(salesPartnerStream(alphaId), [testEvent('PortalTermsPublished', de2)], { expectedRevision: 'any' });
    expect(await check('fritz')).toEqual({ data: false });
    const stale = await resign('fritz', listOf(de1));
    expect({ status: stale.statusCode, code: stale.json().code }).toEqual({ status: 409, code: 'DATA_MISMATCH_RELOAD' });
    expect(await accepted(ids.fritz)).toHaveLength(1);
    await resign('fritz', listOf(de2));
    expect(await check('fritz')).toEqual({ data: true });
  });

  it('refuses partner users, and a resign without the CSRF header', async () => {
    const partnerUser = await resign('anna', listOf(de2));
    expect({ status: partnerUser.statusCode, code: partnerUser.json().code }).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    const noCsrf = await resign('emil', listOf(de2), { cookie: sessions.emil!.cookie });
    expect({ status: noCsrf.statusCode, code: noCsrf.json().code }).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await accepted(ids.emil)).toHaveLength(1);
  });

  it('refuses a body that is no list of documents', async () => {
    expect((await resign('fritz', { documents: [] })).statusCode).toBe(400);
  });
});
