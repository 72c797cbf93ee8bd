import { randomUUID } from 'node:crypto';
import { meteringPointStream } from '@portal/events';
import { luxonProfile, withValue } from '@portal/events/load-profile/testing';
import { testEvent } from '@portal/events/testing';
import type { SqlEventStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { apiWithBlobs, auth } from '../sales-partner/testing/api-for-test.ts';

const code = 'CH1012340800100000000000000000077';
const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';

describe('a load profile through POST /api/uploads and POST /api/commands', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, eventStore, close } = await apiWithBlobs());
    const address = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' };
    await eventStore.append(meteringPointStream(code, 'CONS'), [
      testEvent('MeteringPointRegistered', { code, direction: 'CONS', customerId: '100001', salesPartnerId: alpha, marketArea: 'CH', yearlyQuantityKwh: '12000', address, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null }),
    ], { expectedRevision: 'no_stream' });
  });
  afterAll(() => close());

  const send = async (text: string) => {
    const stored = await app.inject({ method: 'POST', url: '/api/uploads', payload: Buffer.from(text), headers: { ...auth, 'content-type': 'text/csv' } });
    expect(stored.statusCode).toBe(200);
    const data = { code, directions: 'CONS', from: '2025-03-30', to: '2025-03-30', resolution: 15, file: stored.json().data.hash };
    return app.inject({ method: 'POST', url: '/api/commands', payload: { type: 'UploadLoadProfile', commandId: randomUUID(), data }, headers: auth });
  };
  const profile = luxonProfile({ from: '2025-03-30', to: '2025-03-30', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' });

  it('refuses a file with findings with 400, the findings cited by line, column and quarter hour', async () => {
    const res = await send(withValue(profile, 40, '12,5'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_FORMAT', field: 'data.file',
      details: { key: 'errorInfo.loadProfile.commaDecimal', problemCount: 1, problems: [{ field: 'data.file', code: 'INVALID_FORMAT', line: 42, column: 3, timestamp: '2025-03-30T11:00:00+02:00', key: 'errorInfo.loadProfile.commaDecimal' }] },
    });
  });

  it('records the 92 quarter hours of the Swiss March day of 2025', async () => {
    const res = await send(profile);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ streamId: meteringPointStream(code, 'CONS'), events: 1 });
    const last = (await eventStore.readStream(meteringPointStream(code, 'CONS'))).at(-1);
    expect(last).toMatchObject({ type: 'LoadProfileUploaded', data: { summary: { kwh: '287.500', maxKw: '12.5' }, period: { timeZone: 'Europe/Zurich' } } });
  });
});
