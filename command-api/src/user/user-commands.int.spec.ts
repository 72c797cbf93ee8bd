import { randomUUID } from 'node:crypto';
import { userMailStream, userStream } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { apiWithBlobs, auth } from '../sales-partner/testing/api-for-test.ts';
import { alphaId, partner } from '../sales-partner/testing/partner-fixtures.ts';

const user = (overrides: Record<string, unknown> = {}) => ({
  userId: randomUUID(), salesPartnerId: alphaId, role: 'salesPartner', mail: 'Anna@Alpha.test', name: 'Alpha', prename: 'Anna',
  sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', ...overrides,
});

describe('CreatePlatformUser over HTTP', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, eventStore, close } = await apiWithBlobs());
    expect((await send('CreateSalesPartner', partner())).statusCode).toBe(200);
  });
  afterAll(() => close());

  const send = (type: string, data: unknown, commandId = randomUUID()) =>
    app.inject({ method: 'POST', url: '/api/commands', payload: { type, commandId, data }, headers: auth });

  it('creates the user in the partner tenant and reserves the mail in lower case', async () => {
    const data = user();
    expect((await send('CreatePlatformUser', data)).statusCode).toBe(200);
    const [created] = await eventStore.readStream(userStream(data.userId));
    expect(created).toMatchObject({ type: 'PlatformUserCreated', data: { mail: 'Anna@Alpha.test' }, metadata: { tenant: alphaId } });
    const [reserved] = await eventStore.readStream(userMailStream('anna@alpha.test'));
    expect(reserved).toMatchObject({ type: 'UserMailReserved', data: { mail: 'anna@alpha.test', userId: data.userId } });
  });

  it('refuses the mail of another user in any case, writing nothing', async () => {
    const before = (await eventStore.readAll({ maxCount: 100_000 })).length;
    const res = await send('CreatePlatformUser', user({ mail: 'ANNA@alpha.test', role: 'admin', salesPartnerId: null }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_REGISTERED', field: 'data.mail' });
    expect((await eventStore.readAll({ maxCount: 100_000 })).length).toBe(before);
  });

  it('answers a replayed command as before', async () => {
    const data = user({ mail: 'admin@portal.test', role: 'admin', salesPartnerId: null });
    const commandId = randomUUID();
    expect((await send('CreatePlatformUser', data, commandId)).json().data.duplicate).toBe(false);
    expect((await send('CreatePlatformUser', data, commandId)).json().data.duplicate).toBe(true);
  });
});
