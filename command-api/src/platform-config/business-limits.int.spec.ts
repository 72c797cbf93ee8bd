import { randomUUID } from 'node:crypto';
import { defaultBusinessLimits, platformConfigStream } from '@portal/events';
import { apiWithBlobs, auth } from '../sales-partner/testing/api-for-test.ts';
import { loadBusinessLimits } from './load-platform-config.ts';

describe('ChangeBusinessLimits through POST /api/commands', () => {
  let api: Awaited<ReturnType<typeof apiWithBlobs>>;
  beforeAll(async () => {
    api = await apiWithBlobs();
  });
  afterAll(() => api.close());
  const send = (data: unknown) => api.app.inject({ method: 'POST', url: '/api/commands', payload: { type: 'ChangeBusinessLimits', commandId: randomUUID(), data }, headers: auth });

  it('starts from the seeded defaults and records the operator\'s limits with the reason', async () => {
    expect(await loadBusinessLimits(api)).toEqual(defaultBusinessLimits);
    const limits = { ...defaultBusinessLimits, maxRolloutYears: 5, loadProfile: { ...defaultBusinessLimits.loadProfile, minShareAboveThresholdPercent: 12.5 } };
    expect((await send({ limits, reason: 'pilot customers' })).statusCode).toBe(200);
    expect(await loadBusinessLimits(api)).toEqual(limits);
    const events = await api.eventStore.readStream(platformConfigStream);
    expect(events.at(-1)).toMatchObject({ type: 'BusinessLimitsChanged', data: { limits, reason: 'pilot customers' } });
  });

  it('refuses limits outside the schema or finer than a micro-kW with the field, appending nothing', async () => {
    const before = (await api.eventStore.readStream(platformConfigStream)).length;
    const negative = await send({ limits: { ...defaultBusinessLimits, loadProfile: { ...defaultBusinessLimits.loadProfile, kwStep: -1 } }, reason: 'x' });
    expect({ status: negative.statusCode, code: negative.json().code, field: negative.json().field }).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: expect.stringMatching(/kwStep/) });
    const tooFine = await send({ limits: { ...defaultBusinessLimits, loadProfile: { ...defaultBusinessLimits.loadProfile, maxKw: 1.0000001 } }, reason: 'x' });
    expect(tooFine.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.limits.loadProfile.maxKw' });
    expect((await api.eventStore.readStream(platformConfigStream)).length).toBe(before);
  });
});
