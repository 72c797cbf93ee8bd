import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, meteringPointStream, portalCatalog, principalFrom, userMailStream, userStream, type MeteringDirection } from '@portal/events';
import { luxonProfile, withValue } from '@portal/events/load-profile/testing';
import { testEvent } from '@portal/events/testing';
import { createHttpServer, createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { swissCode, zurich } from '../metering-point/testing/metering-fixtures.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../session/login-stores.ts';

const operatorToken = 'forecast-operator-token';
const admin = { authorization: `Bearer ${operatorToken}` };
const annaId = randomUUID();
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
const key = (n: number, direction: MeteringDirection = 'CONS') => ({ code: swissCode(n), direction });

describe('long-term forecast commands over POST /api/commands', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let blobStore: BlobStore;
  let anna: TestSession;

  /** A registered point, with an uploaded history of local days `from`..`to` when given. */
  const point = async (n: number, history?: { from: string; to: string }) => {
    const registered = testEvent('MeteringPointRegistered', {
      ...key(n), customerId: '100001', salesPartnerId: alphaId, marketArea: 'CH', yearlyQuantityKwh: '120000', address: zurich,
      deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null,
    }, { tenant: alphaId });
    const uploaded = history && testEvent('LoadProfileUploaded', {
      ...key(n), period: { ...history, timeZone: 'Europe/Zurich', resolution: 15 }, file: { hash: 'a'.repeat(64), format: 'csv', column: 'CONS' }, summary: { kwh: '100000.000', maxKw: '40' },
    }, { tenant: alphaId });
    await eventStore.append(meteringPointStream(swissCode(n), 'CONS'), uploaded ? [registered, uploaded] : [registered], { expectedRevision: 'no_stream' });
  };
  const generated = async (n: number, forecastId: string) => {
    await eventStore.append(meteringPointStream(swissCode(n), 'CONS'), [
      testEvent('LongTermForecastGenerated', {
        ...key(n), forecastId, years: [2027], period: { from: '2027-01-01', to: '2027-12-31', timeZone: 'Europe/Zurich', resolution: 15 },
        file: { hash: 'b'.repeat(64), format: 'f64le', column: 'CONS' }, basedOn: 'a'.repeat(64), yearly: [{ year: 2027, kwh: '120000.000' }], hints: [],
      }, { tenant: alphaId }),
    ], { expectedRevision: 'any' });
  };

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    blobStore = await createSqlBlobStore(eventStore.sql);
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    const mail = 'anna@alpha.test';
    await eventStore.append(userMailStream(mail), [testEvent('UserMailReserved', { mail, userId: annaId })], { expectedRevision: 'no_stream' });
    await eventStore.append(userStream(annaId), [testEvent('UserInvited', { userId: annaId, salesPartnerId: alphaId, customerId: null, role: 'salesPartner', isCustomerAdmin: false, mail, ...person }), testEvent('UserActivated', { userId: annaId })], { expectedRevision: 'no_stream' });
    const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    app = await createHttpServer({ logger: false, title: 'test', operatorToken });
    await app.register(commandApi, { eventStore, catalog, session: stores, operatorToken, blobStore });
    await app.ready();
    anna = await openTestSession({ tokens: stores.tokens, sessions: stores.sessions }, principalFrom({ userId: annaId, role: 'salesPartner', salesPartnerId: alphaId }));
    await point(1, { from: '2025-01-01', to: '2025-12-31' });
    await point(2);
    await point(3, { from: '2025-01-01', to: '2025-12-30' });
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const post = (type: string, data: unknown, headers: Record<string, string> = admin): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: '/api/commands', payload: { type, commandId: randomUUID(), data }, headers });
  const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
  const logLength = async () => (await eventStore.readAll({ maxCount: 100_000 })).length;
  const last = async (n: number) => (await eventStore.readStream(meteringPointStream(swissCode(n), 'CONS'))).at(-1);

  describe('RequestForecastRollout', () => {
    it('is the admin\'s: a partner user is refused', async () => {
      expect(refusal(await post('RequestForecastRollout', { points: [key(1)], fromYear: 2027, toYear: 2028 }, anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    });

    it('refuses the whole roll-out when a point has no history or less than 365 days, naming each, and stores nothing', async () => {
      const before = await logLength();
      const res = await post('RequestForecastRollout', { points: [key(1), key(2), key(3), key(99)], fromYear: 2027, toYear: 2028 });
      expect(refusal(res)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.points.1' });
      expect(res.json().details.problems.map((p: { field: string; key: string }) => [p.field, p.key])).toEqual([
        ['data.points.1', 'errorInfo.historyRange'],
        ['data.points.2', 'errorInfo.historyRange'],
        ['data.points.3', 'errorInfo.historyRange'],
      ]);
      expect(res.json().message).toMatch(/roll-out error/);
      expect(await logLength()).toBe(before);
    });

    it('refuses an end year before the start year and more years than the configured maximum', async () => {
      expect(refusal(await post('RequestForecastRollout', { points: [key(1)], fromYear: 2028, toYear: 2027 }))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.toYear' });
      const tooMany = await post('RequestForecastRollout', { points: [key(1)], fromYear: 2027, toYear: 2037 });
      expect(refusal(tooMany)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.toYear' });
      expect(tooMany.json().details.key).toBe('errorInfo.rolloutYearsMax');
    });

    it('asks for the forecast of a point with a year of history, in the point\'s tenant', async () => {
      const res = await post('RequestForecastRollout', { points: [key(1)], fromYear: 2027, toYear: 2036 });
      expect(res.statusCode).toBe(200);
      expect(await last(1)).toMatchObject({ type: 'LongTermForecastRequested', data: { ...key(1), years: [2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036] }, metadata: { tenant: alphaId } });
    });
  });

  it('does not take the worker\'s commands over HTTP', async () => {
    const res = await post('RecordLongTermForecastFailure', { ...key(1), forecastId: randomUUID(), reason: 'forged' });
    expect(res.statusCode).toBe(400);
    expect((await last(1))?.type).toBe('LongTermForecastRequested');
  });

  describe('AcceptLongTermForecast', () => {
    it('accepts a generated forecast once; a partner may not, a requested or accepted one answers STATE_ERROR', async () => {
      const requested = (await last(1))?.data as { forecastId: string };
      const accept = { ...key(1), forecastId: requested.forecastId };
      expect(refusal(await post('AcceptLongTermForecast', accept))).toEqual({ status: 403, code: 'STATE_ERROR', field: 'data.forecastId' });
      await generated(1, requested.forecastId);
      expect(refusal(await post('AcceptLongTermForecast', accept, anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
      expect((await post('AcceptLongTermForecast', accept)).statusCode).toBe(200);
      expect(await last(1)).toMatchObject({ type: 'LongTermForecastAccepted', data: accept });
      expect(refusal(await post('AcceptLongTermForecast', accept))).toMatchObject({ status: 403, code: 'STATE_ERROR' });
    });
  });

  describe('ReplaceLongTermForecast', () => {
    const period = { from: '2027-01-01', to: '2027-01-31', resolution: 15 as const };
    const file = luxonProfile({ ...period, directions: 'CONS', timeZone: 'Europe/Zurich' }, 'iso', (i) => (i % 96 < 32 ? '10' : '25.5'));

    it('refuses a file with a missing value, citing line, column and quarter hour, and stores nothing', async () => {
      const forecastId = randomUUID();
      await generated(1, forecastId);
      const { hash } = await blobStore.put(Buffer.from(withValue(file, 5, '')), 'text/csv');
      const before = await logLength();
      const res = await post('ReplaceLongTermForecast', { ...key(1), forecastId, ...period, file: hash });
      expect(refusal(res)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.file' });
      expect(res.json().details.problems[0]).toMatchObject({ line: 7, column: 3, timestamp: '2027-01-01T01:15:00+01:00', key: 'errorInfo.loadProfile.missingValue' });
      expect(await logLength()).toBe(before);
    });

    it('refuses a file the store does not hold, and a partner user', async () => {
      const forecastId = randomUUID();
      await generated(1, forecastId);
      expect(refusal(await post('ReplaceLongTermForecast', { ...key(1), forecastId, ...period, file: 'f'.repeat(64) }))).toEqual({ status: 400, code: 'INVALID_FILE', field: 'data.file' });
      const { hash } = await blobStore.put(Buffer.from(file), 'text/csv');
      expect(refusal(await post('ReplaceLongTermForecast', { ...key(1), forecastId, ...period, file: hash }, anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    });

    it('replaces a generated forecast by a good file in the point\'s zone, with its summary; not twice', async () => {
      const forecastId = randomUUID();
      await generated(1, forecastId);
      const { hash } = await blobStore.put(Buffer.from(file), 'text/csv');
      const replace = { ...key(1), forecastId, ...period, file: hash };
      expect((await post('ReplaceLongTermForecast', replace)).statusCode).toBe(200);
      expect(await last(1)).toMatchObject({
        type: 'LongTermForecastReplaced',
        data: { forecastId, period: { ...period, timeZone: 'Europe/Zurich' }, file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh: '15128.000', maxKw: '25.5' } },
      });
      expect(refusal(await post('ReplaceLongTermForecast', replace))).toMatchObject({ status: 403, code: 'STATE_ERROR' });
    });
  });
});
