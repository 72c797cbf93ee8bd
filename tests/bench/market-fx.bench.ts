import { principalFrom } from '@portal/events';
import { createHttpServer, createSqlBlobStore, createSqlSessionStore, InProcessBus, SessionTokens, type SessionVerifier } from '@portal/platform';
import { openTestSession } from '@portal/platform/testing';
import { createPgReadStore } from '@portal/projections';
import { queryApi } from '../../query-api/src/app.ts';
import { daysBetween, seedMarketSeries } from '../../query-api/src/routes/market/testing/market-seed.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { percentile } from './lib/command-to-socket.ts';

/** The currencies of eurofxref-hist.csv today (the ECB's 30 besides EUR). */
const currencies = [
  'USD', 'JPY', 'BGN', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'TRY', 'AUD',
  'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR',
];
const from = '2001-01-01';
const to = '2025-12-31';
const rounds = 2000;
const warmup = 100;

/** ECB fixing days: no weekends and no fixed TARGET holidays (1 January, 1 May, 25 and 26 December). */
const fixingDays = daysBetween(from, to).filter((day) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !['01-01', '05-01', '12-25', '12-26'].includes(day.slice(5));
});

/** A deterministic random walk around a plausible level per currency, 4 to 6 significant digits. */
function ratesOf(c: number): { day: string; values: number[] }[] {
  let level = 0.5 + ((c * 7919) % 1000) / 10;
  return fixingDays.map((day, d) => {
    level *= 1 + Math.sin(d * 0.37 + c) * 0.002;
    return { day, values: [Number(level.toPrecision(5))] };
  });
}

/** A small deterministic generator, so every run asks the same months and pairs. */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Issue 13 point 5, `market.fx.month_end.p99`: GET /api/market/fx/month-end over random months of
 * 25 years and random pairs of 31 currencies (direct, inverse, cross over EUR, CHF pairs that ask
 * the SNB first), with 25 years of daily ECB rates for 30 currencies seeded (195,000 rows); through
 * the query API (session, checks, the month-end rule, decimal.js), against the bare indexed
 * lookup of the last fixing of a month of one series.
 */
export default defineBench({
  figures: ['market.fx.month_end.p99'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    if (!raw) throw new Error('no raw client');
    progress(`market.fx: seeding ${fixingDays.length} ECB fixings of ${currencies.length} currencies`);
    for (const [c, code] of currencies.entries()) await seedMarketSeries(eventStore.sql, `FX:ECB:EUR-${code}`, `${code} per EUR`, ratesOf(c));
    await raw.query('ANALYZE market_series_days');

    const sessions: SessionVerifier = { tokens: new SessionTokens('bench-credentials-key-of-32-chars!'), sessions: await createSqlSessionStore(eventStore.sql) };
    const app = await createHttpServer({ logger: false, title: 'bench' });
    await app.register(queryApi, { eventStore, readStore: await createPgReadStore(eventStore.sql), bus: new InProcessBus(), blobStore: await createSqlBlobStore(eventStore.sql), sessions });
    await app.ready();
    // An admin: a partner's or customer's session also has its partner's read-model row checked,
    // and a bench without partners would turn that into an event-store read per request.
    const admin = principalFrom({ userId: 'a0000000-0000-4000-8000-000000000001', role: 'admin' });
    const headers = (await openTestSession(sessions, admin)).headers;

    const all = ['EUR', ...currencies];
    const random = lcg(13);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const bare = `SELECT to_char(day, 'YYYY-MM-DD') AS day, avg_val FROM market_series_days
                   WHERE series_id = $1 AND day >= $2::date AND day < ($2::date + interval '1 month')::date ORDER BY day DESC LIMIT 1`;
    const api: number[] = [];
    const ceiling: number[] = [];
    for (let n = 0; n < rounds + warmup; n += 1) {
      const pairFrom = pick(all);
      const pairTo = pick(all);
      const month = `${2001 + Math.floor(random() * 25)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`;
      let t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/market/fx/month-end?from=${pairFrom}&to=${pairTo}&month=${month}`, headers });
      const apiMs = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${pairFrom}/${pairTo} ${month}: ${res.statusCode} ${res.body}`);
      t = performance.now();
      const { rows } = await raw.query(bare, [`FX:ECB:EUR-${pick(currencies)}`, `${month}-01`], 'market_fx_bare');
      const bareMs = performance.now() - t;
      if (rows.length !== 1) throw new Error(`no fixing in ${month}`);
      if (n >= warmup) {
        api.push(apiMs);
        ceiling.push(bareMs);
      }
    }
    api.sort((a, b) => a - b);
    ceiling.sort((a, b) => a - b);
    progress(`market.fx: API p50 ${percentile(api, 50).toFixed(2)} ms, p99 ${percentile(api, 99).toFixed(2)} ms; bare lookup p50 ${percentile(ceiling, 50).toFixed(2)} ms, p99 ${percentile(ceiling, 99).toFixed(2)} ms over ${rounds} months and pairs`);
    report(lowerIsBetter('market.fx.month_end.p99', percentile(api, 99), percentile(ceiling, 99), 'ms'));
    await app.close();
  },
});
