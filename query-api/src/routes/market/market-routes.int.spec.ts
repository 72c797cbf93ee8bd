import { randomUUID } from 'node:crypto';
import type { Principal } from '@portal/events';
import { createHttpServer, createPgliteEventStore, createPostgresEventStore, createSqlBlobStore, createSqlSessionStore, InProcessBus, SessionTokens, type SessionVerifier, type SqlEventStore } from '@portal/platform';
import { freshPgSchema, openTestSession, pgUrl } from '@portal/platform/testing';
import { createPgReadStore } from '@portal/projections';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { queryApi } from '../../app.ts';
import { testPrincipals } from '../../auth/testing.ts';
import { daysBetween, quarterHoursOf, seedMarketSeries, zurichStartMs } from './testing/market-seed.ts';

interface Target {
  readonly name: string;
  open(): Promise<{ eventStore: SqlEventStore; drop: () => Promise<void> }>;
}
const postgresAt = (url: string): Target => ({
  name: 'postgres',
  async open() {
    const db = await freshPgSchema(url);
    return { eventStore: await createPostgresEventStore(db.url), drop: db.drop };
  },
});
const targets: Target[] = [
  { name: 'pglite', open: async () => ({ eventStore: await createPgliteEventStore(), drop: async () => undefined }) },
  ...(pgUrl ? [postgresAt(pgUrl)] : []),
];

/** A spot day's quarter hours: a ramp over the day plus the day of the month, so buckets have known means. */
const spotValue = (day: string, i: number): number => (i % 24) + Number(day.slice(8, 10)) + (i % 2 === 0 ? 0.25 : -0.25);
const spotDay = (day: string) => ({ day, values: Array.from({ length: quarterHoursOf(day) }, (_, i) => spotValue(day, i)) });
const mean = (xs: readonly number[]): number => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e6) / 1e6;

async function seed(sql: SqlEventStore['sql']): Promise<void> {
  await seedMarketSeries(sql, 'SPOT:CH', 'EUR/MWh', ['2026-03-28', '2026-03-29', '2026-03-30'].map(spotDay));
  await seedMarketSeries(sql, 'SPOT:DE-LU', 'EUR/MWh', daysBetween('2025-01-01', '2025-12-31').map(spotDay));
  await seedMarketSeries(sql, 'FWD:CH:BASE:2027', 'EUR/MWh', [{ day: '2026-11-20', values: [85.5] }, { day: '2026-11-23', values: [86.25] }, { day: '2026-11-24', values: [84.1] }]);
  await seedMarketSeries(sql, 'FWD:DE:BASE:2027', 'EUR/MWh', [{ day: '2026-11-24', values: [90.12] }]);
  await seedMarketSeries(sql, 'FWD:DE:PEAK:2027-Q1', 'EUR/MWh', [{ day: '2026-11-24', values: [110.4] }]);
  // ECB fixings around Easter 2024 (no rows on Good Friday 29 March and Easter Monday 1 April) and a fake DKK at 2 for rounding.
  await seedMarketSeries(sql, 'FX:ECB:EUR-USD', 'USD per EUR', [{ day: '2024-02-29', values: [1.0813] }, { day: '2024-03-27', values: [1.0823] }, { day: '2024-03-28', values: [1.0811] }, { day: '2024-04-02', values: [1.0767] }]);
  await seedMarketSeries(sql, 'FX:ECB:EUR-CHF', 'CHF per EUR', [{ day: '2024-02-29', values: [0.9527] }, { day: '2024-03-28', values: [0.9766] }]);
  await seedMarketSeries(sql, 'FX:ECB:EUR-JPY', 'JPY per EUR', [{ day: '2024-03-27', values: [164.29] }, { day: '2024-03-28', values: [163.45] }]);
  await seedMarketSeries(sql, 'FX:ECB:EUR-DKK', 'DKK per EUR', [{ day: '2020-01-31', values: [2] }]);
  await seedMarketSeries(sql, 'FX:SNB:EUR-CHF', 'CHF per EUR', [{ day: '2024-03-31', values: [0.9737] }]);
  // The Estonian kroon, retired in 2011: in the ECB's history, no longer an ISO 4217 currency for ICU.
  await seedMarketSeries(sql, 'FX:ECB:EUR-EEK', 'EEK per EUR', [{ day: '2010-12-31', values: [15.6466] }]);
}

const principals: Record<string, () => Principal> = {
  admin: () => testPrincipals.admin(randomUUID()),
  salesPartner: () => testPrincipals.salesPartner(randomUUID(), randomUUID()),
  firmCustomer: () => testPrincipals.customer(randomUUID(), randomUUID(), randomUUID(), 'FI'),
  privateCustomer: () => testPrincipals.customer(randomUUID(), randomUUID(), randomUUID(), 'PR', false),
};

describe.each(targets)('market routes on $name', (target) => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let drop: () => Promise<void>;
  let headers: Record<string, string>;
  let sessions: SessionVerifier;
  let now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    ({ eventStore, drop } = await target.open());
    sessions = { tokens: new SessionTokens('market-spec-key-of-32-characters!'), sessions: await createSqlSessionStore(eventStore.sql) };
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(queryApi, { eventStore, readStore: await createPgReadStore(eventStore.sql), bus: new InProcessBus(), blobStore: await createSqlBlobStore(eventStore.sql), sessions, clock: () => now });
    await app.ready();
    // Before the projection's first batch the tables do not exist: the catalogue is empty, not a 500.
    const empty = await app.inject({ method: 'GET', url: '/api/market/series', headers: (await openTestSession(sessions, principals.admin!())).headers });
    expect(empty.json()).toEqual({ data: [] });
    await seed(eventStore.sql);
    headers = (await openTestSession(sessions, principals.salesPartner!())).headers;
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
    await drop();
  });

  const get = (url: string, as: Record<string, string> | undefined = headers): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: as ?? {} });
  const data = async (url: string) => {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  const urls = [
    '/api/market/series?kind=FX',
    '/api/market/chart?series=SPOT:CH&from=2026-03-29&to=2026-03-29',
    '/api/market/fx/month-end?from=EUR&to=USD&month=2024-03',
    '/api/market/fx/convert?amount=100&from=EUR&to=USD&month=2024-03',
    '/api/market/teaser',
  ];

  it.each(Object.keys(principals))('lets the %s read every market route', async (role) => {
    const as = (await openTestSession(sessions, principals[role]!())).headers;
    for (const url of urls) expect([url, (await get(url, as)).statusCode]).toEqual([url, 200]);
  });

  it('answers 401 NOT_AUTHORIZED without a session, as every guarded route', async () => {
    for (const url of urls) expect(problem(await get(url, {}))).toEqual({ status: 401, code: 'NOT_AUTHORIZED', field: undefined });
  });

  describe('GET /api/market/series', () => {
    it('lists the series of a kind with their German labels, units, days and last value', async () => {
      expect(await data('/api/market/series?kind=FORWARD')).toEqual([
        { id: 'FWD:CH:BASE:2027', kind: 'FORWARD', label: 'Base CH Kal-27', unit: 'EUR/MWh', resolutionMinutes: 1440, from: '2026-11-20', to: '2026-11-24', last: '84.1' },
        { id: 'FWD:DE:BASE:2027', kind: 'FORWARD', label: 'Base DE Kal-27', unit: 'EUR/MWh', resolutionMinutes: 1440, from: '2026-11-24', to: '2026-11-24', last: '90.12' },
        { id: 'FWD:DE:PEAK:2027-Q1', kind: 'FORWARD', label: 'Peak DE Q1-27', unit: 'EUR/MWh', resolutionMinutes: 1440, from: '2026-11-24', to: '2026-11-24', last: '110.4' },
      ]);
      const spot = await data('/api/market/series?kind=SPOT');
      expect(spot.map((s: { id: string }) => s.id)).toEqual(['SPOT:CH', 'SPOT:DE-LU']);
      expect(spot[0]).toEqual({ id: 'SPOT:CH', kind: 'SPOT', label: 'Spot CH', unit: 'EUR/MWh', resolutionMinutes: 15, from: '2026-03-28', to: '2026-03-30', last: (mean(spotDay('2026-03-30').values)).toFixed(2) });
      expect((await data('/api/market/series?kind=FX')).map((s: { label: string }) => s.label)).toEqual(['EZB EUR/CHF', 'EZB EUR/DKK', 'EZB EUR/EEK', 'EZB EUR/JPY', 'EZB EUR/USD', 'SNB EUR/CHF']);
      expect(await data('/api/market/series')).toHaveLength(11);
    });

    it('refuses an unknown kind', async () => {
      expect(problem(await get('/api/market/series?kind=GAS'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'querystring.kind' });
    });
  });

  describe('GET /api/market/chart', () => {
    it('answers a short period as it is: the quarter hours of a 92-hour day from its UTC start, a daily series per day', async () => {
      const chart = await data('/api/market/chart?series=SPOT:CH,FX:ECB:EUR-CHF&from=2026-03-29&to=2026-03-29');
      expect(chart).toMatchObject({ from: '2026-03-29', to: '2026-03-29', timeZone: 'Europe/Zurich' });
      const [spot, fx] = chart.lines;
      expect(spot).toMatchObject({ id: 'SPOT:CH', label: 'Spot CH', unit: 'EUR/MWh', bucketMinutes: 15 });
      expect(spot.buckets).toHaveLength(92);
      expect(spot.buckets[0]).toEqual(['2026-03-28T23:00:00.000Z', 29.25, 29.25, 29.25]);
      expect(spot.buckets[91][0]).toBe('2026-03-29T21:45:00.000Z');
      expect(fx).toEqual({ id: 'FX:ECB:EUR-CHF', label: 'EZB EUR/CHF', unit: 'CHF per EUR', bucketMinutes: 1440, buckets: [] });
      const rates = await data('/api/market/chart?series=FX:ECB:EUR-USD&from=2024-03-01&to=2024-04-30');
      expect(rates.lines[0].buckets).toEqual([
        [new Date(zurichStartMs('2024-03-27')).toISOString(), 1.0823, 1.0823, 1.0823],
        [new Date(zurichStartMs('2024-03-28')).toISOString(), 1.0811, 1.0811, 1.0811],
        [new Date(zurichStartMs('2024-04-02')).toISOString(), 1.0767, 1.0767, 1.0767],
      ]);
    });

    it('aggregates more values than maxPoints into equal buckets with mean, min and max', async () => {
      const chart = await data('/api/market/chart?series=SPOT:CH&from=2026-03-28&to=2026-03-30&maxPoints=100');
      const [line] = chart.lines;
      // 96 + 92 + 96 quarter hours: hours (71 buckets) are the smallest that fit in 100.
      expect(line.bucketMinutes).toBe(60);
      expect(line.buckets).toHaveLength(71);
      const first = spotDay('2026-03-28').values.slice(0, 4);
      expect(line.buckets[0]).toEqual(['2026-03-27T23:00:00.000Z', mean(first), Math.min(...first), Math.max(...first)]);
    });

    it('charts a year of quarter hours in six-hour buckets read from the values, keeping the spikes', async () => {
      const chart = await data('/api/market/chart?series=SPOT:DE-LU&from=2025-01-01&to=2025-12-31');
      const [line] = chart.lines;
      expect(line.bucketMinutes).toBe(360);
      expect(line.buckets).toHaveLength(1460);
      const values = spotDay('2025-01-01').values.slice(0, 24);
      expect(line.buckets[0]).toEqual(['2024-12-31T23:00:00.000Z', mean(values), Math.min(...values), Math.max(...values)]);
      expect(Math.max(...line.buckets.map((b: number[]) => b[3]))).toBe(Math.max(...spotDay('2025-12-31').values));
    });

    it('charts years in whole-day buckets from the narrow rows (days without data leave no bucket), and a line of few values as it is', async () => {
      const chart = await data('/api/market/chart?series=SPOT:DE-LU,SPOT:CH,FWD:CH:BASE:2027&from=2025-01-01&to=2030-12-31');
      const [de, ch, fwd] = chart.lines;
      expect(de.bucketMinutes).toBe(2 * 1440);
      expect(de.buckets).toHaveLength(183);
      const two = [...spotDay('2025-01-01').values, ...spotDay('2025-01-02').values];
      expect(de.buckets[0]).toEqual(['2024-12-31T23:00:00.000Z', mean(two), Math.min(...two), Math.max(...two)]);
      // Spot CH has 284 quarter hours in the period and three settlements are three values: fewer than 2,000, they come as they are.
      expect(ch.bucketMinutes).toBe(15);
      expect(ch.buckets).toHaveLength(96 + 92 + 96);
      expect(fwd).toMatchObject({ bucketMinutes: 1440, buckets: [[new Date(zurichStartMs('2026-11-20')).toISOString(), 85.5, 85.5, 85.5], expect.any(Array), expect.any(Array)] });
    });

    it('refuses more than ten series and a series twice with the spec\'s messages', async () => {
      const eleven = ['SPOT:CH', 'SPOT:DE-LU', 'FX:ECB:EUR-CHF', 'FX:ECB:EUR-USD', 'FX:ECB:EUR-JPY', 'FX:ECB:EUR-DKK', 'FX:SNB:EUR-CHF', 'FWD:CH:BASE:2027', 'FWD:DE:BASE:2027', 'FWD:DE:PEAK:2027-Q1', 'FWD:CH:PEAK:2027'];
      const tooMany = await get(`/api/market/chart?series=${eleven.join(',')}&from=2026-03-29&to=2026-03-29`);
      expect(problem(tooMany)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'querystring.series' });
      expect(tooMany.json().message).toMatch(/^limit of ten time series/);
      const twice = await get('/api/market/chart?series=SPOT:CH,FX:ECB:EUR-CHF,SPOT:CH&from=2026-03-29&to=2026-03-29');
      expect(problem(twice)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'querystring.series' });
      expect(twice.json().message).toBe('series already shown: SPOT:CH');
    });

    it.each([
      ['series=SPOT:FR&from=2026-03-29&to=2026-03-29', 'VALIDATION_ERROR', 'querystring.series'],
      ['series=FWD:CH:PEAK:2031&from=2026-03-29&to=2026-03-29', 'VALIDATION_ERROR', 'querystring.series'],
      ['series=SPOT:CH,&from=2026-03-29&to=2026-03-29', 'VALIDATION_ERROR', 'querystring.series'],
      ['series=SPOT:CH&from=2026-03-30&to=2026-03-29', 'INVALID_DATE', 'querystring.to'],
      ['series=SPOT:CH&from=2006-03-29&to=2026-03-29', 'INVALID_DATE', 'querystring.from'],
      ['series=SPOT:CH&from=2026-02-30&to=2026-03-29', 'INVALID_DATE', 'querystring.from'],
      ['series=SPOT:CH&from=2026-03-29&to=29.03.2026', 'INVALID_DATE', 'querystring.to'],
      ['series=SPOT:CH&from=2026-03-29&to=2026-03-29&maxPoints=2001', 'VALIDATION_ERROR', 'querystring.maxPoints'],
    ])('refuses %s with 400 %s at %s', async (query, code, field) => {
      expect(problem(await get(`/api/market/chart?${query}`))).toEqual({ status: 400, code, field });
    });

    it('charts exactly twenty years', async () => {
      expect((await get('/api/market/chart?series=SPOT:CH&from=2006-03-30&to=2026-03-29')).statusCode).toBe(200);
    });
  });

  describe('GET /api/market/fx/month-end and /convert', () => {
    it.each([
      ['EUR', 'USD', '2024-03', { rate: '1.0811', date: '2024-03-28', source: 'ECB' }],
      ['USD', 'EUR', '2024-03', { rate: '0.924984', date: '2024-03-28', source: 'ECB' }],
      ['USD', 'JPY', '2024-03', { rate: '151.189', date: '2024-03-28', source: 'ECB' }],
      ['EUR', 'CHF', '2024-03', { rate: '0.9737', date: '2024-03-31', source: 'SNB' }],
      ['CHF', 'EUR', '2024-03', { rate: '1.02701', date: '2024-03-31', source: 'SNB' }],
      ['EUR', 'CHF', '2024-02', { rate: '0.9527', date: '2024-02-29', source: 'ECB' }],
      ['USD', 'CHF', '2024-02', { rate: '0.881069', date: '2024-02-29', source: 'ECB' }],
      ['CHF', 'CHF', '2024-02', { rate: '1', date: '2024-02-29', source: 'ECB' }],
      ['EEK', 'EUR', '2010-12', { rate: '0.0639116', date: '2010-12-31', source: 'ECB' }],
    ])('answers %s->%s of %s from the last publication day', async (from, to, month, answer) => {
      expect(await data(`/api/market/fx/month-end?from=${from}&to=${to}&month=${month}`)).toEqual(answer);
    });

    it('refuses a month without a rate with 404 INVALID_DATE naming the pair and the month', async () => {
      const res = await get('/api/market/fx/month-end?from=EUR&to=USD&month=2024-05');
      expect(problem(res)).toEqual({ status: 404, code: 'INVALID_DATE', field: 'querystring.month' });
      expect(res.json().message).toContain('EUR/USD');
      expect(res.json().message).toContain('2024-05');
      expect(problem(await get('/api/market/fx/convert?amount=1&from=JPY&to=USD&month=2024-04'))).toEqual({ status: 404, code: 'INVALID_DATE', field: 'querystring.month' });
    });

    it.each([
      ['from=eur&to=CHF&month=2024-03', 400, 'VALIDATION_ERROR', 'querystring.from'],
      ['from=XYZ&to=CHF&month=2024-03', 400, 'VALIDATION_ERROR', 'querystring.from'],
      ['from=EUR&to=GBP&month=2024-03', 400, 'VALIDATION_ERROR', 'querystring.to'],
      ['from=EUR&to=EURO&month=2024-03', 400, 'VALIDATION_ERROR', 'querystring.to'],
      ['from=EUR&to=CHF&month=2024-13', 400, 'INVALID_DATE', 'querystring.month'],
      ['from=EUR&to=CHF&month=03.2024', 400, 'INVALID_DATE', 'querystring.month'],
    ])('refuses %s with %i %s at %s', async (query, status, code, field) => {
      expect(problem(await get(`/api/market/fx/month-end?${query}`))).toEqual({ status, code, field });
      expect(problem(await get(`/api/market/fx/convert?amount=10&${query}`))).toEqual({ status, code, field });
    });

    it.each([
      ['100', 'EUR', 'USD', '2024-03', '108.11'],
      ['1000000', 'USD', 'EUR', '2024-03', '924983.81'],
      ['1000', 'EUR', 'JPY', '2024-03', '163450'],
      ['1.5', 'USD', 'JPY', '2024-03', '227'],
      ['0.0025', 'EUR', 'DKK', '2020-01', '0.01'],
      ['-0.0025', 'EUR', 'DKK', '2020-01', '-0.01'],
      ['-0.0024', 'EUR', 'DKK', '2020-01', '0.00'],
      ['12.3425', 'EUR', 'DKK', '2020-01', '24.69'],
      ['-12.345', 'EUR', 'EUR', '2020-01', '-12.35'],
      ['1000000000000000', 'EUR', 'CHF', '2024-03', '973700000000000.00'],
    ])('converts %s %s to %s at the rate of %s as %s (half up to the minor unit)', async (amount, from, to, month, converted) => {
      expect((await data(`/api/market/fx/convert?amount=${amount}&from=${from}&to=${to}&month=${month}`)).amount).toBe(converted);
    });

    it('answers the rate and its day beside the amount', async () => {
      expect(await data('/api/market/fx/convert?amount=250&from=CHF&to=EUR&month=2024-03')).toEqual({ amount: '256.75', rate: '1.02701', date: '2024-03-31', source: 'SNB' });
    });

    it.each([
      ['12,50', 'INVALID_FORMAT'],
      ['1e3', 'INVALID_FORMAT'],
      ['zwölf', 'INVALID_FORMAT'],
      ['1000000000000000.01', 'VALIDATION_ERROR'],
    ])('refuses the amount %s with 400 %s', async (amount, code) => {
      expect(problem(await get(`/api/market/fx/convert?amount=${encodeURIComponent(amount)}&from=EUR&to=CHF&month=2024-03`))).toEqual({ status: 400, code, field: 'querystring.amount' });
    });
  });

  describe('GET /api/market/teaser', () => {
    it('answers per market the front year base of the request day and the last spot day, and the currencies with rates', async () => {
      now = new Date('2026-11-26T10:00:00Z');
      expect(await data('/api/market/teaser')).toEqual({
        markets: [
          { market: 'CH', forward: { seriesId: 'FWD:CH:BASE:2027', label: 'Base CH Kal-27', tradingDay: '2026-11-24', price: '84.1', unit: 'EUR/MWh' }, spot: { seriesId: 'SPOT:CH', day: '2026-03-30', average: mean(spotDay('2026-03-30').values).toFixed(2), unit: 'EUR/MWh' } },
          { market: 'DE', forward: { seriesId: 'FWD:DE:BASE:2027', label: 'Base DE Kal-27', tradingDay: '2026-11-24', price: '90.12', unit: 'EUR/MWh' }, spot: { seriesId: 'SPOT:DE-LU', day: '2025-12-31', average: mean(spotDay('2025-12-31').values).toFixed(2), unit: 'EUR/MWh' } },
        ],
        currencies: ['CHF', 'DKK', 'EEK', 'EUR', 'JPY', 'USD'],
      });
    });

    it('takes the front year from the request day in Zurich, null where there is no settlement of it', async () => {
      now = new Date('2025-12-31T22:30:00Z');
      const late = await data('/api/market/teaser');
      expect(late.markets.map((m: { forward: unknown }) => m.forward)).toEqual([null, null]);
      expect(late.markets[0].spot).toMatchObject({ seriesId: 'SPOT:CH' });
      now = new Date('2025-12-31T23:30:00Z');
      expect((await data('/api/market/teaser')).markets.map((m: { forward: { seriesId: string } | null }) => m.forward?.seriesId)).toEqual(['FWD:CH:BASE:2027', 'FWD:DE:BASE:2027']);
      now = new Date('2026-11-26T10:00:00Z');
    });
  });
});
