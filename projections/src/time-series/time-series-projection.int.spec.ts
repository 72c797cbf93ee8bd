import { formatCheckpoint, type SeriesPeriod } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { createSqlBlobStore, type BlobStore } from '@portal/platform';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { TimeSeriesProjection } from './time-series-projection.ts';
import { TimeSeriesReader, type StoredDay } from './time-series-reader.ts';

const code = 'CH1012340800100000000000000000001';
const history = `${code}:CONS:HISTORY`;

describe.each(sqlTargets)('time-series projection on $name', (factory) => {
  let target: SqlTarget;
  let blobStore: BlobStore;
  let projection: TimeSeriesProjection;
  let reader: TimeSeriesReader;
  beforeAll(async () => {
    target = await factory.open();
    blobStore = await createSqlBlobStore(target.eventStore.sql);
    projection = new TimeSeriesProjection({ eventStore: target.eventStore, sql: target.eventStore.sql, blobStore });
    reader = new TimeSeriesReader(target.eventStore.sql);
  });
  afterAll(() => target.teardown());

  const upload = async (period: SeriesPeriod, value: (i: number) => string, type = 'LoadProfileUploaded', directions: 'CONS' | 'BOTH' = 'CONS') => {
    const text = luxonProfile({ ...period, directions }, 'iso', value);
    const { hash } = await blobStore.put(Buffer.from(text), 'text/csv');
    const file = { hash, format: 'csv', column: 'CONS' };
    const data = type === 'LoadProfileUploaded' ? { code, direction: 'CONS', period, file, summary: { kwh: '0', maxKw: '0' } } : { code, direction: 'CONS', forecastId: crypto.randomUUID(), period, file, summary: { kwh: '0', maxKw: '0' } };
    await target.eventStore.append(`meteringPoint-${code}-CONS`, [testEvent(type, data)], { expectedRevision: 'any' });
  };
  const byDay = (days: StoredDay[]) => new Map(days.map((d) => [d.day, d]));

  it('stores the DST days of both zones with 92 and 100 quarter hours, by UTC start, an hourly file spread over its quarter hours', async () => {
    await upload({ from: '2026-03-28', to: '2026-03-30', timeZone: 'Europe/Zurich', resolution: 15 }, (i) => String(i % 7));
    await upload({ from: '2025-10-26', to: '2025-10-26', timeZone: 'Europe/Berlin', resolution: 60 }, (i) => `${i}.5`);
    await projection.catchUp();
    const days = byDay(await reader.days([history], '2025-01-01', '2026-12-31'));
    expect([...days.keys()]).toEqual(['2025-10-26', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days.get('2026-03-29')).toMatchObject({ startMs: Date.parse('2026-03-28T23:00:00Z') });
    expect(days.get('2026-03-29')?.values).toHaveLength(92);
    expect(days.get('2026-03-29')?.values[0]).toBe(96 % 7);
    const october = days.get('2025-10-26');
    expect(october?.values).toHaveLength(100);
    expect(october?.startMs).toBe(Date.parse('2025-10-25T22:00:00Z'));
    expect(october?.values.slice(0, 5)).toEqual([0.5, 0.5, 0.5, 0.5, 1.5]);
    expect(october?.values.at(-1)).toBe(24.5);
  });

  it('lets a later file replace the days it covers and keeps the others', async () => {
    await upload({ from: '2026-03-30', to: '2026-03-31', timeZone: 'Europe/Zurich', resolution: 15 }, () => '42');
    await projection.catchUp();
    const days = byDay(await reader.days([history], '2026-03-28', '2026-03-31'));
    expect(days.get('2026-03-29')?.values[0]).toBe(96 % 7);
    expect(new Set(days.get('2026-03-30')?.values)).toEqual(new Set([42]));
    expect(days.get('2026-03-31')?.values).toHaveLength(96);
  });

  it('writes forecasts to the FORECAST series, from a CSV and from little-endian float64', async () => {
    await upload({ from: '2027-03-28', to: '2027-03-28', timeZone: 'Europe/Zurich', resolution: 15 }, () => '7', 'LongTermForecastReplaced');
    const values = new Float64Array(96 + 96).map((_, i) => i / 4);
    const { hash } = await blobStore.put(Buffer.from(values.buffer), 'application/octet-stream');
    const period = { from: '2027-03-29', to: '2027-03-30', timeZone: 'Europe/Zurich', resolution: 15 };
    await target.eventStore.append(`meteringPoint-${code}-CONS`, [
      testEvent('LongTermForecastGenerated', { code, direction: 'CONS', forecastId: crypto.randomUUID(), years: [2027], period, file: { hash, format: 'f64le', column: 'CONS' }, basedOn: hash, yearly: [], hints: [] }),
    ], { expectedRevision: 'any' });
    await projection.catchUp();
    const days = byDay(await reader.days([`${code}:CONS:FORECAST`], '2027-01-01', '2027-12-31'));
    expect([...days.keys()]).toEqual(['2027-03-28', '2027-03-29', '2027-03-30']);
    expect(days.get('2027-03-28')?.values).toHaveLength(92);
    expect(days.get('2027-03-29')?.values[0]).toBe(0);
    expect(days.get('2027-03-30')?.values[0]).toBe(96 / 4);
  });

  it('reads each direction of a four-column file (BOTH) from its own column', async () => {
    const period = { from: '2026-06-01', to: '2026-06-01', timeZone: 'Europe/Zurich' as const, resolution: 15 as const };
    const text = luxonProfile({ ...period, directions: 'BOTH' }, 'iso', () => '1').replace(/;1;1\r\n/g, ';1;2\r\n');
    const { hash } = await blobStore.put(Buffer.from(text), 'text/csv');
    for (const direction of ['CONS', 'PROD'] as const) {
      const data = { code, direction, period, file: { hash, format: 'csv', column: direction }, summary: { kwh: '0', maxKw: '0' } };
      await target.eventStore.append(`meteringPoint-${code}-${direction}`, [testEvent('LoadProfileUploaded', data)], { expectedRevision: 'any' });
    }
    await projection.catchUp();
    const [cons] = await reader.days([history], '2026-06-01', '2026-06-01');
    const [prod] = await reader.days([`${code}:PROD:HISTORY`], '2026-06-01', '2026-06-01');
    expect(new Set(cons?.values)).toEqual(new Set([1]));
    expect(new Set(prod?.values)).toEqual(new Set([2]));
  });

  it('rebuilds from the files to exactly what it holds live', async () => {
    const live = await reader.days([history, `${code}:CONS:FORECAST`, `${code}:PROD:HISTORY`], '2000-01-01', '2100-12-31');
    const checkpoint = await projection.catchUp();
    await target.eventStore.sql.query("UPDATE time_series_values SET vals = ARRAY[0]::float8[] WHERE day = '2026-03-29'");
    expect(await projection.rebuild()).toMatchObject({ checkpoint: formatCheckpoint(checkpoint), previous: 1, generation: 2 });
    expect(await reader.days([history, `${code}:CONS:FORECAST`, `${code}:PROD:HISTORY`], '2000-01-01', '2100-12-31')).toEqual(live);
  });

  it('sums days into buckets in SQL; a day with no values is a gap, not a zero', async () => {
    const buckets = await reader.dayBuckets([history], '2026-03-28', '2026-04-02', 2);
    expect(buckets.map((b) => b.bucket)).toEqual([0, 1]);
    expect(buckets[1]).toMatchObject({ quarterHours: 96 * 2, maxKw: 42, sumKw: 42 * 96 * 2 });
  });
});
