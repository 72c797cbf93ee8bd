import { randomUUID } from 'node:crypto';
import { meteringPointStream, type SeriesPeriod } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes } from '@portal/events/load-profile';
import { limits, luxonProfile } from '@portal/events/load-profile/testing';
import { newCustomerId } from '@portal/events/testing';
import { TimeSeriesProjection } from '@portal/projections';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { customerCreated, pointAt, pointRegistered } from '../metering-points/testing/metering-point-fixtures.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const alpha = randomUUID();
const beta = randomUUID();
const dstDays = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25'];
const berlin = { ...pointAt('Hauptstrasse', '1', 'Berlin', '10115', 'BE'), country: 'DE' as const };

describe('time series routes', () => {
  let api: QueryApiForTest;
  let projection: TimeSeriesProjection;
  const muster = newCustomerId();
  const other = newCustomerId();
  const files = new Map<string, string>();

  /** Uploads a file's events as the command would record them and runs the time-series projection over them. */
  async function uploaded(code: string, period: SeriesPeriod, value: (i: number) => string = () => '12.5', kind: 'LoadProfileUploaded' | 'LongTermForecastReplaced' = 'LoadProfileUploaded') {
    const text = luxonProfile({ ...period, directions: 'CONS' }, 'iso', value);
    const { hash } = await api.blobStore.put(Buffer.from(text), 'text/csv');
    files.set(`${code}:${period.from}`, text);
    const file = { hash, format: 'csv', column: 'CONS' };
    const summary = { kwh: '0.000', maxKw: '0' };
    const data = kind === 'LoadProfileUploaded' ? { code, direction: 'CONS', period, file, summary } : { code, direction: 'CONS', forecastId: randomUUID(), period, file, summary };
    await api.given(meteringPointStream(code, 'CONS'), [{ type: kind, data }]);
    await projection.catchUp();
  }

  beforeAll(async () => {
    api = await queryApiForTest();
    projection = new TimeSeriesProjection({ eventStore: api.eventStore, sql: api.eventStore.sql, blobStore: api.blobStore });
    await api.given(`customer-${muster}`, [customerCreated(muster, alpha, 'FI', 'Muster AG')]);
    await api.given(`customer-${other}`, [customerCreated(other, beta, 'FI', 'Beta AG')]);
    await api.given(meteringPointStream('ZH1', 'CONS'), [pointRegistered('ZH1', 'CONS', muster, alpha)]);
    await api.given(meteringPointStream('ZH2', 'CONS'), [pointRegistered('ZH2', 'CONS', muster, alpha)]);
    await api.given(meteringPointStream('BE1', 'CONS'), [pointRegistered('BE1', 'CONS', muster, alpha, { address: berlin, marketArea: 'DE-TENNET' })]);
    await api.given(meteringPointStream('BETA1', 'CONS'), [pointRegistered('BETA1', 'CONS', other, beta)]);
    await uploaded('ZH1', { from: '2026-03-27', to: '2026-03-30', timeZone: 'Europe/Zurich', resolution: 15 }, (i) => String(i % 10));
    await uploaded('ZH2', { from: '2026-03-29', to: '2026-03-29', timeZone: 'Europe/Zurich', resolution: 15 }, () => '1.25');
    await uploaded('BE1', { from: '2025-10-26', to: '2025-10-26', timeZone: 'Europe/Berlin', resolution: 15 }, (i) => `${i}.5`);
    await uploaded('BE1', { from: '2026-10-25', to: '2026-10-25', timeZone: 'Europe/Berlin', resolution: 15 });
    await api.given(meteringPointStream('ZH3', 'CONS'), [pointRegistered('ZH3', 'CONS', muster, alpha)]);
    await api.given(meteringPointStream('BE2', 'CONS'), [pointRegistered('BE2', 'CONS', muster, alpha, { address: berlin, marketArea: 'DE-TENNET' })]);
    for (const [code, timeZone] of [['ZH3', 'Europe/Zurich'], ['BE2', 'Europe/Berlin']] as const) {
      for (const day of dstDays) await uploaded(code, { from: day, to: day, timeZone, resolution: 15 }, (i) => `${i % 13}.25`);
    }
  });
  afterAll(() => api.close());

  const principals = {
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    ben: () => testPrincipals.salesPartner(randomUUID(), beta),
    admin: () => testPrincipals.admin(randomUUID()),
    musterUser: () => testPrincipals.customer(randomUUID(), alpha, muster, 'FI', false),
    otherUser: () => testPrincipals.customer(randomUUID(), beta, other, 'FI', false),
  };
  type Who = keyof typeof principals;
  async function get(url: string, who: Who = 'anna'): Promise<LightMyRequestResponse> {
    return api.app.inject({ method: 'GET', url, headers: (await api.session(principals[who]())).headers });
  }
  const chart = async (query: string, who: Who = 'anna') => {
    const res = await get(`/api/timeseries?${query}`, who);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  it.each([
    ['ZH1', '2026-03-29', 'Europe/Zurich', 92, '2026-03-28T23:00:00.000Z'],
    ['BE1', '2025-10-26', 'Europe/Berlin', 100, '2025-10-25T22:00:00.000Z'],
    ['BE1', '2026-10-25', 'Europe/Berlin', 100, '2026-10-24T22:00:00.000Z'],
  ])('charts %s on %s in %s with its %i quarter hours from the UTC start', async (code, day, zone, count, start) => {
    const data = await chart(`points=${code}:CONS&kind=HISTORY&from=${day}&to=${day}`);
    expect(data).toMatchObject({ from: start, timeZone: zone });
    const [line] = data.lines;
    expect(line).toMatchObject({ id: `${code}:CONS`, kind: 'HISTORY', bucketMinutes: 15 });
    expect(line.buckets).toHaveLength(count);
    expect(line.buckets[0][0]).toBe(start);
    expect(Date.parse(data.to) - Date.parse(data.from)).toBe(count * 15 * 60_000);
  });

  it.each([
    ['ZH1', '2026-03-27', '2026-03-30'],
    ['BE1', '2025-10-26', '2025-10-26'],
    ['BE1', '2026-10-25', '2026-10-25'],
  ])('exports %s from %s as the very file that was uploaded (a round trip), and it passes the upload check', async (code, from, to) => {
    const res = await get(`/api/timeseries/export.csv?point=${code}:CONS&kind=HISTORY&from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(files.get(`${code}:${from}`));
    const decoded = decodeCsvBytes(res.rawPayload);
    if (!decoded.ok) throw new Error('not text');
    const zone = code === 'BE1' ? 'Europe/Berlin' : 'Europe/Zurich';
    expect(checkLoadProfile(decoded.text, { from, to, resolution: 15, directions: 'CONS', timeZone: zone }, limits)).toMatchObject({ valid: true });
  });

  describe.each([['ZH3', 'Europe/Zurich'], ['BE2', 'Europe/Berlin']])('%s in %s', (code, zone) => {
    it.each(dstDays)('keeps the quarter hours of %s from upload to chart to export', async (day) => {
      const count = day.endsWith('-03-29') || day.endsWith('-03-30') ? 92 : 100;
      const data = await chart(`points=${code}:CONS&kind=HISTORY&from=${day}&to=${day}`);
      expect(data.timeZone).toBe(zone);
      expect(data.lines[0].buckets).toHaveLength(count);
      expect(data.lines[0].buckets.map((b: [string, number]) => b[1])).toEqual(Array.from({ length: count }, (_, i) => (i % 13) + 0.25));
      const exported = await get(`/api/timeseries/export.csv?point=${code}:CONS&kind=HISTORY&from=${day}&to=${day}`);
      expect(exported.body).toBe(files.get(`${code}:${day}`));
      expect(exported.body.trim().split('\r\n')).toHaveLength(count + 1);
    });
  });

  it('answers the kWh of the period (kW / 4 per quarter hour), mean and max per bucket, and sums points into one line', async () => {
    const one = await chart('points=ZH2:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29&maxPoints=23');
    expect(one.lines[0]).toMatchObject({ bucketMinutes: 60, kwh: '28.750' });
    expect(one.lines[0].buckets).toHaveLength(23);
    const summed = await chart('points=ZH1:CONS,ZH2:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29&sum=true&maxPoints=23');
    expect(summed.lines).toHaveLength(1);
    expect(summed.lines[0].id).toBe('sum');
    // ZH1's values count on from the 27th (i % 10), so the 29th starts at 192 % 10: the first hour is 2..5, plus 1.25 each.
    expect(summed.lines[0].buckets[0]).toEqual(['2026-03-28T23:00:00.000Z', 3.5 + 1.25, 5 + 1.25]);
  });

  it('leaves days without values out (gaps, not zeros), and charts ten years in whole-day buckets', async () => {
    const data = await chart('points=ZH1:CONS&kind=HISTORY&from=2026-03-01&to=2026-03-31');
    expect(data.lines[0].buckets.map((b: [string]) => b[0].slice(0, 10))).toEqual(expect.arrayContaining(['2026-03-26', '2026-03-30']));
    expect(data.lines[0].buckets.some((b: [string]) => b[0] < '2026-03-26')).toBe(false);
    const decade = await chart('points=ZH1:CONS&kind=HISTORY&from=2020-01-01&to=2029-12-31');
    expect(decade.lines[0].bucketMinutes).toBe(2 * 1440);
    // From 2020-01-01 in twos: the 27th alone, the 28th with the 29th, the 30th alone.
    expect(decade.lines[0].buckets.map((b: [string]) => b[0])).toEqual(['2026-03-26T23:00:00.000Z', '2026-03-27T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    const forecast = await chart('points=ZH1:CONS&kind=FORECAST&from=2026-03-29&to=2026-03-29');
    expect(forecast.lines[0]).toMatchObject({ kwh: '0.000', buckets: [] });
  });

  it('shows a later upload over the days it covers', async () => {
    await uploaded('ZH1', { from: '2026-03-30', to: '2026-03-30', timeZone: 'Europe/Zurich', resolution: 15 }, () => '3');
    const data = await chart('points=ZH1:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-30&maxPoints=100');
    expect(data.lines[0].buckets.filter((b: [string, number, number]) => b[0] >= '2026-03-29T22:00').every((b: [string, number, number]) => b[1] === 3 && b[2] === 3)).toBe(true);
    expect(data.lines[0]).toMatchObject({ bucketMinutes: 30 });
    expect(data.lines[0].buckets[0]).toEqual(['2026-03-28T23:00:00.000Z', 2.5, 3]);
  });

  it.each([
    ['kind=OTHER&points=ZH1:CONS&from=2026-03-29&to=2026-03-29', 'querystring.kind'],
    ['kind=HISTORY&points=ZH1:XX&from=2026-03-29&to=2026-03-29', 'querystring.points'],
    [`kind=HISTORY&points=${Array.from({ length: 11 }, (_, i) => `P${i}:CONS`).join(',')}&from=2026-03-29&to=2026-03-29`, 'querystring.points'],
    [`kind=HISTORY&sum=true&points=${Array.from({ length: 101 }, (_, i) => `P${i}:CONS`).join(',')}&from=2026-03-29&to=2026-03-29`, 'querystring.points'],
    ['kind=HISTORY&points=ZH1:CONS&from=2026-03-30&to=2026-03-29', 'querystring.to'],
    ['kind=HISTORY&points=ZH1:CONS&from=2016-01-01&to=2026-03-29', 'querystring.to'],
    ['kind=HISTORY&points=ZH1:CONS&from=2026-02-30&to=2026-03-29', 'querystring.from'],
    ['kind=HISTORY&points=ZH1:CONS&from=2026-03-29&to=2026-03-29&maxPoints=2001', 'querystring.maxPoints'],
  ])('refuses %s with 400 VALIDATION_ERROR at %s', async (query, field) => {
    expect(problem(await get(`/api/timeseries?${query}`))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field });
  });

  it("answers 404 for another tenant's point as for an unknown one, in the chart, the export and the profile status", async () => {
    for (const url of ['/api/timeseries?points=ZH1:CONS,BETA1:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29', '/api/timeseries/export.csv?point=BETA1:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29', '/api/meteringpoints/BETA1/CONS/profiles']) {
      expect((await get(url, 'anna')).statusCode).toBe(404);
      expect((await get(url, 'musterUser')).statusCode).toBe(404);
    }
    expect((await get('/api/timeseries?points=NOPE:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29', 'admin')).statusCode).toBe(404);
    expect((await get('/api/timeseries?points=BETA1:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29', 'ben')).statusCode).toBe(200);
    expect((await get('/api/timeseries?points=ZH1:CONS&kind=HISTORY&from=2026-03-29&to=2026-03-29', 'otherUser')).statusCode).toBe(404);
  });

  it('answers the profile status of a point the caller sees', async () => {
    const res = await get('/api/meteringpoints/BE1/CONS/profiles', 'musterUser');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'BE1', direction: 'CONS', history: { from: '2026-10-25', to: '2026-10-25' }, forecasts: [] });
    expect((await get('/api/meteringpoints/ZH2/CONS/profiles', 'admin')).json().data.history).toMatchObject({ from: '2026-03-29' });
  });
});
