import { randomUUID } from 'node:crypto';
import { customerNumbersStream, customerStream, defaultPlatformConfig, portalCatalog, salesPartnerStream, termsAcceptanceStream, userStream, type CommandData, type CommandType } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { contact } from '../customer/testing/customer-fixtures.ts';
import { attemptLimitsWith } from '../identity/credentials/attempt-limits.ts';
import { alphaId, betaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../session/login-stores.ts';
import { createCaptchaStore } from './captcha-store.ts';
import { testEventStore } from '@portal/platform/testing';

describe('public registration', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let now = new Date('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
    await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
    await system('CreateSalesPartner', partner());
    await system('CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'], publicRegistration: false }));
    const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters', {
      limits: attemptLimitsWith({ registration: { address: { maxFailures: 16, windowMs: 900_000 } } }),
    });
    // A captcha whose text the test knows; the real one draws random characters.
    const captchas = await createCaptchaStore(eventStore.sql, () => ({ text: 'Xy7K', data: '<svg>Xy7K</svg>' }));
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session: { ...stores, captchas }, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const captcha = async (host = 'alpha.localhost'): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/api/registration/captcha', headers: { host } });
    expect(res.json().data).toEqual({ captchaId: expect.any(String), svg: '<svg>Xy7K</svg>' });
    return res.json().data.captchaId;
  };
  const body = (captchaId: string, overrides: Record<string, unknown> = {}) => ({
    captchaId, captcha: 'xy7k', userId: randomUUID(), firmname: `Neukunde ${randomUUID().slice(0, 8)} AG`, contact: contact({ mail: `${randomUUID()}@neu.ch` }),
    billingAddress: null, currencies: ['CHF'], acceptTerms: true, ...overrides,
  });
  const register = (payload: object, type = 'FI', host = 'alpha.localhost') =>
    app.inject({ method: 'POST', url: `/api/registration/${type}`, headers: { host }, payload });
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  it('registers a firm on a partner that allows it and invites its admin', async () => {
    const data = body(await captcha());
    const res = await register(data);
    expect(res.json()).toEqual({ data: { code: 'REGISTRATION_SUCCESSFULL' } });
    const [invited] = await eventStore.readStream(userStream(data.userId));
    expect(invited).toMatchObject({ type: 'UserInvited', data: { isCustomerAdmin: true, role: 'customer', customerId: expect.stringMatching(/^[1-9][0-9]*$/) } });
    const { customerId } = invited!.data as { customerId: string };
    const [created] = await eventStore.readStream(customerStream(customerId));
    expect(created).toMatchObject({ type: 'CustomerCreated', data: { customerId, salesPartnerId: alphaId, registered: true, customerType: 'FI' }, metadata: { actor: { role: 'default' } } });
  });

  it('records that the new user accepted the partner\'s current portal terms shown in the last step', async () => {
    const documents = [{ id: `${alphaId}-de-1-1`, name: 'Nutzungsbedingungen', pdf: 'a'.repeat(64) }];
    await eventStore.append(salesPartnerStream(alphaId), [testEvent('PortalTermsPublished', { salesPartnerId: alphaId, language: 'de', version: 1, documents })], { expectedRevision: 'any' });
    const data = body(await captcha());
    expect((await register(data)).statusCode).toBe(200);
    const accepted = (await eventStore.readStream(termsAcceptanceStream(data.userId))).map((e) => [e.type, e.data]);
    expect(accepted).toEqual([['PortalTermsAccepted', { userId: data.userId, salesPartnerId: alphaId, language: 'de', version: 1, documents: [{ id: documents[0]?.id, name: 'Nutzungsbedingungen' }] }]]);
  });

  it('uses a captcha once: a second answer is CAPTCHA_EXPIRED, as is an old one', async () => {
    const id = await captcha();
    expect((await register(body(id))).statusCode).toBe(200);
    expect(problem(await register(body(id)))).toEqual({ status: 400, code: 'CAPTCHA_EXPIRED', field: 'captcha' });
    const old = await captcha();
    now = new Date(now.getTime() + 11 * 60_000);
    expect(problem(await register(body(old)))).toEqual({ status: 400, code: 'CAPTCHA_EXPIRED', field: 'captcha' });
  });

  it('refuses a wrong captcha with CAPTCHA_WRONG, writing nothing', async () => {
    const data = body(await captcha(), { captcha: 'abcd' });
    const numbers = await eventStore.readStream(customerNumbersStream);
    expect(problem(await register(data))).toEqual({ status: 400, code: 'CAPTCHA_WRONG', field: 'captcha' });
    expect(await eventStore.readStream(userStream(data.userId))).toEqual([]);
    expect(await eventStore.readStream(customerNumbersStream)).toHaveLength(numbers.length);
  });

  it('refuses the same firm again and a mail that is taken, with the field of the form', async () => {
    const first = body(await captcha(), { firmname: 'Doppelt AG' });
    expect((await register(first)).statusCode).toBe(200);
    expect(problem(await register(body(await captcha(), { firmname: 'doppelt ag' })))).toEqual({ status: 409, code: 'CUSTOMER_ALREADY_EXISTS', field: 'firmname' });
    const taken = body(await captcha(), { firmname: null, contact: { ...first.contact, country: 'CH' } });
    expect(problem(await register(taken, 'PR'))).toEqual({ status: 409, code: 'ALREADY_REGISTERED', field: 'contact.mail' });
  });

  it('refuses registration where the host\'s partner does not allow it, and on unknown hosts', async () => {
    expect(problem(await register(body(await captcha('beta.localhost')), 'FI', 'beta.localhost'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await register(body(await captcha('nowhere.test')), 'FI', 'nowhere.test'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('refuses a form without accepted terms or with a bad zip code at the field', async () => {
    expect(problem(await register(body(await captcha(), { acceptTerms: false })))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'acceptTerms' });
    expect(problem(await register(body(await captcha(), { contact: contact({ zipCode: '80331', mail: 'z@neu.ch' }) })))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'contact.zipCode' });
  });

  it('limits registrations per address', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 16; i += 1) last = await register(body('no-such-captcha'));
    expect(problem(last!)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('limits captchas to 30 per address in 15 minutes, with Retry-After; other addresses still get theirs', async () => {
    const draw = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/registration/captcha', remoteAddress, headers: { host: 'alpha.localhost' } });
    for (let i = 0; i < 30; i += 1) expect((await draw('203.0.113.40')).statusCode).toBe(200);
    const refused = await draw('203.0.113.40');
    expect(problem(refused)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', field: undefined });
    expect(refused.headers['retry-after']).toBe('900');
    expect((await draw('203.0.113.41')).statusCode).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await draw('203.0.113.40')).statusCode).toBe(200);
  });
});
