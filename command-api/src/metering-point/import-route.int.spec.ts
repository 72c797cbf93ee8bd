import { randomUUID } from 'node:crypto';
import { customerIdOfStream, defaultPlatformConfig, meteringPointStream, portalCatalog, principalFrom, userMailStream, userStream, writeMeteringPointCsv, type MeteringPointInput } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../app.ts';
import { firm } from '../customer/testing/customer-fixtures.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../session/login-stores.ts';
import { swissCode, swissPoint, zurich } from './testing/metering-fixtures.ts';

const header = 'METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE';
const annaId = randomUUID();
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;

describe('POST /api/meteringpoints/import', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let customerId: string;
  let anna: TestSession;

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    const mail = 'anna@alpha.test';
    await eventStore.append(userMailStream(mail), [testEvent('UserMailReserved', { mail, userId: annaId })], { expectedRevision: 'no_stream' });
    await eventStore.append(userStream(annaId), [testEvent('UserInvited', { userId: annaId, salesPartnerId: alphaId, customerId: null, role: 'salesPartner', isCustomerAdmin: false, mail, ...person }), testEvent('UserActivated', { userId: annaId })], { expectedRevision: 'no_stream' });
    const actor = { userId: annaId, role: 'salesPartner' as const, salesPartnerId: alphaId };
    customerId = customerIdOfStream((await runSystemCommand({ eventStore, catalog }, 'CreateCustomer', firm({ user: { userId: randomUUID() } }), randomUUID(), actor)).streamId);
    const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(commandApi, { eventStore, catalog, session: stores });
    await app.ready();
    anna = await openTestSession({ tokens: stores.tokens, sessions: stores.sessions }, principalFrom({ userId: annaId, role: 'salesPartner', salesPartnerId: alphaId }));
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const logLength = async () => (await eventStore.readAll({ maxCount: 100_000 })).length;
  const send = (body: string | Buffer, options: { query?: string; contentType?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `/api/meteringpoints/import?customerId=${customerId}&marketArea=CH&declared=BOTH${options.query ?? ''}`,
      headers: { ...(options.headers ?? anna.headers), 'content-type': options.contentType ?? 'text/csv' },
      payload: body,
    });
  const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });
  const places = (res: LightMyRequestResponse) => res.json().problems.map((p: { line: number; column: number; columnName: string | null }) => [p.line, p.column, p.columnName]);

  it('imports a good file (both directions of a code) and answers the position and the count', async () => {
    const file = writeMeteringPointCsv([swissPoint(1), swissPoint(1, { direction: 'PROD', yearlyQuantityKwh: '9000.5' }), swissPoint(2)]);
    const res = await send(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ streamId: meteringPointStream(swissCode(1), 'CONS'), events: 3, count: 3, duplicate: false });
    const [stored] = await eventStore.readStream(meteringPointStream(swissCode(1), 'PROD'));
    expect(stored).toMatchObject({ data: { source: 'CSV', yearlyQuantityKwh: '9000.5', customerId }, metadata: { actor: { userId: annaId } } });
  });

  it('refuses a malformed cell with INVALID_FORMAT at its line and column, storing nothing', async () => {
    const before = await logLength();
    const res = await send(`${header}\r\n${swissCode(3)};1000;Seestrasse;5;Zürich;8002;CH;ZH;1\r\n${swissCode(4)};12'000;Seestrasse;5;Zürich;8002;CH;ZH;1\r\n`);
    expect(refusal(res)).toEqual({ status: 400, code: 'INVALID_FORMAT' });
    expect(places(res)).toEqual([[3, 2, 'YEARLYCONSUMPTION']]);
    expect(res.json()).toMatchObject({ problemCount: 1, message: expect.stringContaining('line 3, column 2') });
    expect(await logLength()).toBe(before);
  });

  it('reads Windows-1252 umlauts and a UTF-8 BOM', async () => {
    const latin = Buffer.from(`${header}\r\n${swissCode(5)};1000;Bäckerstrasse;5;Zürich;8002;CH;ZH;1\r\n`, 'latin1');
    expect((await send(latin, { contentType: 'application/octet-stream' })).statusCode).toBe(200);
    const [stored] = await eventStore.readStream(meteringPointStream(swissCode(5), 'CONS'));
    expect(stored?.data).toMatchObject({ address: { street: 'Bäckerstrasse', place: 'Zürich' } });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(writeMeteringPointCsv([swissPoint(6)]), 'utf8')]);
    expect((await send(bom)).json().data).toMatchObject({ count: 1 });
  });

  it('refuses what is not a CSV text file with INVALID_FILE: a PDF, a ZIP, NUL bytes, an empty body', async () => {
    for (const body of [Buffer.from('%PDF-1.7\n1 0 obj\n'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.from(`${header}\r\nAB\u0000CD\r\n`), Buffer.alloc(0)]) {
      expect(refusal(await send(body, { contentType: 'application/octet-stream' }))).toEqual({ status: 400, code: 'INVALID_FILE' });
    }
    expect(refusal(await send('{"points":[]}', { contentType: 'application/json' })).status).toBe(415);
  });

  it('refuses a code stored before and a code twice in the file with VALIDATION_ERROR at the METERINGCODE column', async () => {
    const before = await logLength();
    const res = await send(writeMeteringPointCsv([swissPoint(7), swissPoint(2), swissPoint(8), swissPoint(8)]));
    expect(refusal(res)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(places(res)).toEqual([[5, 1, 'METERINGCODE']]);
    const stored = await send(writeMeteringPointCsv([swissPoint(7), swissPoint(2)]));
    expect(places(stored)).toEqual([[3, 1, 'METERINGCODE']]);
    expect(stored.json().problems[0].message).toContain('exists already');
    expect(await logLength()).toBe(before);
  });

  it('cites each point a rule refuses: another address for the same code, a German code in the Swiss area', async () => {
    const res = await send(writeMeteringPointCsv([swissPoint(9), swissPoint(9, { direction: 'PROD', address: { ...zurich, streetNr: '6' } }), { ...swissPoint(10), code: '41373559241' }]));
    expect(refusal(res)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(places(res)).toEqual([[3, 3, 'STREET'], [4, 1, 'METERINGCODE']]);
    expect(res.json().problemCount).toBe(2);
  });

  it('answers 401 without a session, refuses a missing CSRF header, and takes the market area from the partner', async () => {
    const file = writeMeteringPointCsv([swissPoint(11)]);
    expect(refusal(await send(file, { headers: {} }))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
    expect(refusal(await send(file, { headers: { cookie: anna.cookie } }))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await eventStore.readStream(meteringPointStream(swissCode(11), 'CONS'))).toEqual([]);
    const german = await app.inject({ method: 'POST', url: `/api/meteringpoints/import?customerId=${customerId}&marketArea=DE-TENNET&declared=CONS`, headers: { ...anna.headers, 'content-type': 'text/csv' }, payload: file });
    expect({ ...refusal(german), field: german.json().field }).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.marketArea' });
  });

  it('names the rule of each refused point also to POST /api/commands (details)', async () => {
    const data = { customerId, marketArea: 'CH', declared: 'CONS', source: 'FORM', points: [swissPoint(30), swissPoint(31, { direction: 'PROD' })] };
    const res = await app.inject({ method: 'POST', url: '/api/commands', headers: anna.headers, payload: { type: 'RegisterMeteringPoints', commandId: randomUUID(), data } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'data.points.1.direction',
      details: { key: 'errorInfo.meteringPointDirection', problems: [{ field: 'data.points.1.direction', key: 'errorInfo.meteringPointDirection' }], problemCount: 1 },
    });
  });

  it('refuses a file over 50 MiB with 413 INVALID_FILE', async () => {
    const res = await send(Buffer.alloc(50 * 1024 * 1024 + 1, 0x41));
    expect(refusal(res)).toEqual({ status: 413, code: 'INVALID_FILE' });
  });

  it('imports 10,000 rows in one command', async () => {
    const points: MeteringPointInput[] = Array.from({ length: 10_000 }, (_, i) => swissPoint(200_000 + i));
    const res = await send(writeMeteringPointCsv(points));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ count: 10_000, events: 10_000 });
  }, 120_000);
});
