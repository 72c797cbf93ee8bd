import { randomUUID } from 'node:crypto';
import { DomainError, meteringPointStream, type Actor } from '@portal/events';
import { luxonProfile, withValue } from '@portal/events/load-profile/testing';
import { alphaId, betaId, commandsForTest, refusal, type CommandsForTest } from '../customer/testing/customer-api-for-test.ts';
import { firm } from '../customer/testing/customer-fixtures.ts';
import { registration, swissCode, swissPoint } from '../metering-point/testing/metering-fixtures.ts';

const anna: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: alphaId };
const ben: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: betaId };
const admin: Actor = { userId: randomUUID(), role: 'admin' };
const day = { from: '2026-10-25', to: '2026-10-25', resolution: 15 as const };

describe('UploadLoadProfile', () => {
  let api: CommandsForTest;
  let customerUser: Actor;
  const upload = async (text: string | Buffer, overrides: Record<string, unknown> = {}, actor: Actor = anna, n = 1) => {
    const { hash } = await api.deps.blobStore!.put(Buffer.isBuffer(text) ? text : Buffer.from(text), 'text/csv');
    return api.send('UploadLoadProfile', { code: swissCode(n), directions: 'CONS', ...day, file: hash, ...overrides }, actor);
  };
  beforeAll(async () => {
    api = await commandsForTest();
    const customerId = (await api.createCustomer(firm({ user: { userId: randomUUID() } }), anna)).customerId;
    customerUser = { userId: randomUUID(), role: 'customer', salesPartnerId: alphaId, customerId };
    await api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(1), swissPoint(1, { direction: 'PROD', yearlyQuantityKwh: '8000' }), swissPoint(2)]), anna);
  });
  afterAll(() => api.close());

  const profile = (directions: 'CONS' | 'BOTH' = 'CONS') => luxonProfile({ ...day, directions, timeZone: 'Europe/Zurich' });

  it("records the 100 quarter hours of the October day in the point's zone, with the summary, in the partner's tenant", async () => {
    const result = await upload(profile(), {}, customerUser);
    expect(result).toMatchObject({ streamId: meteringPointStream(swissCode(1), 'CONS'), events: 1 });
    const last = (await api.eventStore.readStream(meteringPointStream(swissCode(1), 'CONS'))).at(-1);
    expect(last).toMatchObject({
      type: 'LoadProfileUploaded',
      data: { code: swissCode(1), direction: 'CONS', period: { ...day, timeZone: 'Europe/Zurich' }, file: { format: 'csv', column: 'CONS' }, summary: { kwh: '312.500', maxKw: '12.5' } },
      metadata: { tenant: alphaId },
    });
  });

  it('records a four-column file on both directions of the code in one command', async () => {
    const result = await upload(profile('BOTH'), { directions: 'BOTH', timeZone: 'Europe/Zurich' }, admin);
    expect(result.events).toBe(2);
    for (const direction of ['CONS', 'PROD'] as const) {
      expect((await api.eventStore.readStream(meteringPointStream(swissCode(1), direction))).at(-1)).toMatchObject({ type: 'LoadProfileUploaded', data: { direction, file: { column: direction } } });
    }
  });

  it('refuses BOTH when the code has no production point, and stores nothing', async () => {
    expect(await refusal(upload(profile('BOTH'), { directions: 'BOTH' }, anna, 2))).toMatchObject({ status: 403, field: 'data.code' });
  });

  it('refuses another partner and an unknown point alike, before reading the file', async () => {
    expect(await refusal(upload(profile(), {}, ben))).toEqual({ code: 'ERR_BAD_REQUEST', status: 403, field: 'data.code' });
    expect(await refusal(upload(profile(), {}, anna, 99))).toEqual({ code: 'ERR_BAD_REQUEST', status: 403, field: 'data.code' });
    expect(await refusal(upload(Buffer.from('%PDF-1.7'), {}, ben))).toMatchObject({ status: 403 });
  });

  it('refuses a file with findings: the first finding\'s code at data.file, every finding in details, nothing stored', async () => {
    const before = (await api.eventStore.readStream(meteringPointStream(swissCode(2), 'CONS'))).length;
    const broken = withValue(withValue(profile(), 9, '1,5'), 20, '-1');
    const error = await upload(broken, {}, anna, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'INVALID_FORMAT', status: 400, field: 'data.file' });
    const details = (error as DomainError).details as { problems: { line: number; column: number; timestamp: string; key: string }[]; problemCount: number };
    expect(details.problemCount).toBe(2);
    expect(details.problems[0]).toMatchObject({ line: 11, column: 3, timestamp: '2026-10-25T02:15:00+02:00', key: 'errorInfo.loadProfile.commaDecimal' });
    expect(details.problems[1]).toMatchObject({ code: 'VALIDATION_ERROR', key: 'errorInfo.loadProfile.negative' });
    expect((await api.eventStore.readStream(meteringPointStream(swissCode(2), 'CONS'))).length).toBe(before);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7 ...'), 'INVALID_FILE'],
    ['a day short of the period', luxonProfile({ from: '2026-10-25', to: '2026-10-25', resolution: 15, directions: 'CONS', timeZone: 'Europe/Berlin' }).replace(/\r\n[^\r\n]*\r\n$/, '\r\n'), 'VALIDATION_ERROR'],
    ['a value above the maximum', withValue(luxonProfile({ ...day, directions: 'CONS', timeZone: 'Europe/Zurich' }), 3, '99999999'), 'THRESHOLD_EXCEEDED'],
  ])('refuses %s with %s', async (_name, file, code) => {
    expect(await refusal(upload(file, {}, anna, 2))).toMatchObject({ code, status: 400, field: 'data.file' });
  });

  it('refuses a file that was never uploaded and a period that ends before it starts', async () => {
    expect(await refusal(api.send('UploadLoadProfile', { code: swissCode(2), directions: 'CONS', ...day, file: 'f'.repeat(64) }, anna))).toMatchObject({ code: 'INVALID_FILE', field: 'data.file' });
    expect(await refusal(upload(profile(), { from: '2026-10-26' }, anna, 2))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.to' });
  });

  it('keeps the metering point commands working on a stream with load profiles', async () => {
    const result = await api.send('ChangeYearlyQuantity', { code: swissCode(1), direction: 'CONS', yearlyQuantityKwh: '90000', validFrom: '2026-01-01' }, anna);
    expect(result.events).toBe(1);
  });
});
