import { randomUUID } from 'node:crypto';
import { allCommands, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, meteringPointStream, portalCatalog, type RecordedEvent } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { testEvent } from '@portal/events/testing';
import { createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { createPgReadStore, type Logger, type ReadStore } from '@portal/projections';
import { ForecastGenerator } from '@portal/workers';
import { testEventStore } from '@portal/platform/testing';

const silentLoggerForTests: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const alphaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const code = (n: number) => `CH101234080010${String(n).padStart(19, '0')}`;
const zurich = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH' as const, countryState: 'ZH' };
const admin = { userId: 'admin-1', role: 'admin' as const };

async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in 20 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// An office: weekdays 40 kW from 08:00 to 18:00 and 10 kW otherwise, weekends 8 kW (slot by file row, near enough for a shape).
const office = (i: number) => {
  const day = Math.floor(i / 96);
  const slot = i % 96;
  return day % 7 >= 5 ? '8' : slot >= 32 && slot < 72 ? '40' : '10';
};

describe('forecast generator', () => {
  const catalog = portalCatalog();
  let eventStore: SqlEventStore;
  let readStore: ReadStore;
  let blobStore: BlobStore;
  let generator: ForecastGenerator;

  beforeAll(async () => {
    eventStore = await testEventStore({ catalog });
    readStore = await createPgReadStore(eventStore.sql);
    blobStore = await createSqlBlobStore(eventStore.sql);
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    generator = new ForecastGenerator({ eventStore, readStore, catalog, commands: allCommands, blobStore, logger: silentLoggerForTests });
    await generator.start();
  });
  afterAll(async () => {
    await generator.stop();
    await eventStore.close();
  });

  /** A registered Zurich point, with the history file of local days `from`..`to` put into the blob store and uploaded. */
  const point = async (n: number, history?: { from: string; to: string; resolution: 15 | 60 }) => {
    const events = [
      testEvent('MeteringPointRegistered', {
        code: code(n), direction: 'CONS', customerId: '100001', salesPartnerId: alphaId, marketArea: 'CH', yearlyQuantityKwh: '120000', address: zurich,
        deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null,
      }, { tenant: alphaId }),
    ];
    if (history) {
      const { hash } = await blobStore.put(Buffer.from(luxonProfile({ ...history, directions: 'CONS', timeZone: 'Europe/Zurich' }, 'iso', office)), 'text/csv');
      events.push(testEvent('LoadProfileUploaded', {
        code: code(n), direction: 'CONS', period: { ...history, timeZone: 'Europe/Zurich' }, file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh: '100000.000', maxKw: '40' },
      }, { tenant: alphaId }));
    }
    await eventStore.append(meteringPointStream(code(n), 'CONS'), events, { expectedRevision: 'no_stream' });
  };
  const outcome = (n: number, forecastId: string) =>
    until(async () => (await eventStore.readStream(meteringPointStream(code(n), 'CONS'))).find((e: RecordedEvent) => /Generated|Failed/.test(e.type) && (e.data as { forecastId: string }).forecastId === forecastId), 'forecast outcome');
  const requestDirectly = async (n: number, years: number[]) => {
    const forecastId = randomUUID();
    await eventStore.append(meteringPointStream(code(n), 'CONS'), [testEvent('LongTermForecastRequested', { code: code(n), direction: 'CONS', forecastId, years }, { tenant: alphaId })], { expectedRevision: 'any' });
    return forecastId;
  };

  it('generates a requested roll-out from a year of history: the event names the f64le blob of every quarter hour, scaled to the yearly quantity', async () => {
    await point(1, { from: '2025-01-01', to: '2025-12-31', resolution: 15 });
    await runSystemCommand({ eventStore, catalog }, 'RequestForecastRollout', { points: [{ code: code(1), direction: 'CONS' }], fromYear: 2027, toYear: 2028 }, randomUUID(), admin);
    const requested = (await eventStore.readStream(meteringPointStream(code(1), 'CONS'))).at(-1);
    const forecastId = (requested?.data as { forecastId: string }).forecastId;
    const generated = await outcome(1, forecastId);
    expect(generated.type).toBe('LongTermForecastGenerated');
    const data = generated.data as { file: { hash: string; format: string }; period: unknown; years: number[]; yearly: unknown; basedOn: string };
    expect(data).toMatchObject({
      years: [2027, 2028],
      period: { from: '2027-01-01', to: '2028-12-31', timeZone: 'Europe/Zurich', resolution: 15 },
      file: { format: 'f64le', column: 'CONS' },
      yearly: [{ year: 2027, kwh: '120000.000' }, { year: 2028, kwh: '120000.000' }],
    });
    expect(generated.metadata).toMatchObject({ tenant: alphaId, actor: { role: 'system' } });
    const blob = await blobStore.get(data.file.hash);
    // 2027 has 35,040 quarter hours, the leap year 2028 35,136: 8 bytes each.
    expect(blob?.size).toBe(8 * (35_040 + 35_136));
    const values = new Float64Array(blob!.bytes.buffer.slice(blob!.bytes.byteOffset, blob!.bytes.byteOffset + blob!.bytes.length));
    const firstYearKwh = values.subarray(0, 35_040).reduce((sum, kw) => sum + kw, 0) / 4;
    expect(firstYearKwh).toBeCloseTo(120_000, 3);
  });

  it('generates from an hourly history too', async () => {
    await point(2, { from: '2025-01-01', to: '2025-12-31', resolution: 60 });
    const forecastId = await requestDirectly(2, [2027]);
    const generated = await outcome(2, forecastId);
    expect(generated.type).toBe('LongTermForecastGenerated');
    expect((await blobStore.get((generated.data as { file: { hash: string } }).file.hash))?.size).toBe(8 * 35_040);
  });

  it('records a failure the admin can read when the point has no history', async () => {
    await point(3);
    const forecastId = await requestDirectly(3, [2027]);
    const failed = await outcome(3, forecastId);
    expect(failed).toMatchObject({ type: 'LongTermForecastFailed', data: { forecastId } });
    expect((failed.data as { reason: string }).reason).toMatch(/no historic load profile/);
  });

  it('records a failure when the history is shorter than 365 whole days', async () => {
    await point(4, { from: '2025-01-01', to: '2025-06-30', resolution: 15 });
    const forecastId = await requestDirectly(4, [2027]);
    const failed = await outcome(4, forecastId);
    expect(failed.type).toBe('LongTermForecastFailed');
    expect((failed.data as { reason: string }).reason).toMatch(/181 whole local days, at least 365/);
  });
});
