import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, defaultProductFees, portalCatalog, principalFrom, products, salesPartnerFeesStream, type ProductFees } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { CommandUnit } from '../handler/unit.ts';
import { alphaId, betaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../session/login-stores.ts';
import { productFeesOf } from './fee-commands.ts';

const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
const ids = { anna: randomUUID(), admin: randomUUID() };
const unknownPartner = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000ff';

const fees = (over: Partial<Record<ProductFees['product'], Partial<ProductFees>>> = {}): ProductFees[] =>
  products.map((product) => ({ ...defaultProductFees(product), ...over[product] }));

describe('SetMarginsServiceFees through POST /api/commands', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  const sessions: Record<'anna' | 'admin', TestSession> = {} as never;

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const system = { eventStore, catalog };
    await runSystemCommand(system, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand(system, 'CreateSalesPartner', partner());
    await runSystemCommand(system, 'CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] }));
    await runSystemCommand(system, 'CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', ...person });
    await runSystemCommand(system, 'CreatePlatformUser', { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person });
    const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, session: stores });
    await app.ready();
    sessions.anna = await openTestSession(stores, principalFrom({ userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId }));
    sessions.admin = await openTestSession(stores, principalFrom({ userId: ids.admin, role: 'admin' }));
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const send = async (who: 'anna' | 'admin', data: unknown) => {
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: sessions[who].headers, payload: { type: 'SetMarginsServiceFees', commandId: randomUUID(), data } });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = async (salesPartnerId: string) => (await eventStore.readStream(salesPartnerFeesStream(salesPartnerId))).map((e) => ({ type: e.type, data: e.data, tenant: e.metadata.tenant }));
  const logLength = async () => (await eventStore.readAll({ maxCount: 100_000 })).length;
  const feesInForce = async (salesPartnerId: string, product: ProductFees['product']) =>
    productFeesOf(new CommandUnit({ eventStore, catalog: portalCatalog() }, { commandId: randomUUID(), correlationId: '', causationId: '', actor: { userId: 'x', role: 'system' }, tenant: 'platform', now: new Date() }), salesPartnerId, product);

  it('lets a partner\'s user set its own rows, in the partner\'s tenant; pricing reads them, the defaults before', async () => {
    expect(await feesInForce(alphaId, 'FULL')).toEqual(defaultProductFees('FULL'));
    const rows = fees({ FULL: { margin: '3.5', minFee: '500', maxFee: '5000', variableFeePerMwh: '1.85' }, SPOT: { spotFee: '0.75', multiplicatorSell: '0.95' } });
    expect((await send('anna', { salesPartnerId: alphaId, fees: rows })).status).toBe(200);
    expect(await stored(alphaId)).toEqual([{ type: 'MarginsServiceFeesSet', data: { salesPartnerId: alphaId, fees: rows }, tenant: alphaId }]);
    expect(await feesInForce(alphaId, 'FULL')).toEqual(rows[0]);
    expect(await feesInForce(alphaId, 'SPOT')).toEqual(rows[1]);
  });

  it('refuses a partner\'s user for another partner with ERR_BAD_REQUEST 403, storing nothing', async () => {
    const before = await logLength();
    expect(await send('anna', { salesPartnerId: betaId, fees: fees({ BALA: { margin: '1' } }) })).toMatchObject({ status: 403, body: { code: 'ERR_BAD_REQUEST', field: 'data.salesPartnerId' } });
    expect(await logLength()).toBe(before);
  });

  it('lets the admin set any existing partner\'s rows, in that partner\'s tenant; an unknown partner is 404', async () => {
    const rows = fees({ BALA: { margin: '2.2', minFee: '1000', maxFee: '8000', variableFeePerMwh: '1.2' } });
    expect((await send('admin', { salesPartnerId: betaId, fees: rows })).status).toBe(200);
    expect(await stored(betaId)).toEqual([{ type: 'MarginsServiceFeesSet', data: { salesPartnerId: betaId, fees: rows }, tenant: betaId }]);
    const before = await logLength();
    expect(await send('admin', { salesPartnerId: unknownPartner, fees: rows })).toMatchObject({ status: 404, body: { code: 'ERR_BAD_REQUEST', field: 'data.salesPartnerId' } });
    expect(await logLength()).toBe(before);
  });

  it('refuses minFee above maxFee at the row\'s minFee, storing nothing', async () => {
    const before = await logLength();
    const res = await send('anna', { salesPartnerId: alphaId, fees: fees({ SPOT: { minFee: '5000.01', maxFee: '5000' } }) });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'data.fees.1.minFee' } });
    expect(await logLength()).toBe(before);
  });

  it('refuses a decimal comma, a multiplicator above 1000, a missing row and a product twice, storing nothing', async () => {
    const before = await logLength();
    expect(await send('anna', { salesPartnerId: alphaId, fees: fees({ FULL: { margin: '3,5' } }) })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'data.fees.0.margin' } });
    expect(await send('anna', { salesPartnerId: alphaId, fees: fees({ SPOT: { multiplicatorBuy: '1000.01' } }) })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'data.fees.1.multiplicatorBuy' } });
    expect(await send('anna', { salesPartnerId: alphaId, fees: fees().slice(0, 2) })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const twice = fees();
    twice[2] = defaultProductFees('FULL');
    expect(await send('anna', { salesPartnerId: alphaId, fees: twice })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'data.fees.2' } });
    expect(await logLength()).toBe(before);
  });
});
