import { principalFrom } from '@portal/events';
import { createHttpServer, createSqlBlobStore, createSqlSessionStore, InProcessBus, SessionTokens, type SessionVerifier } from '@portal/platform';
import { openTestSession } from '@portal/platform/testing';
import { createPgReadStore, localDays } from '@portal/projections';
import { queryApi } from '../../query-api/src/app.ts';
import { seedMarketSeries } from '../../query-api/src/routes/market/testing/market-seed.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { percentile } from './lib/command-to-socket.ts';

const from = '2025-01-01';
const to = '2025-12-31';
const zone = 'Europe/Zurich';
/**
 * Ten series of quarter hours. The portal has two spot zones; the other eight ids carry quarter
 * hours here only so that ten lines of a year's quarter hours can be asked for, which is what the
 * figure is about (the table and the chart read any series alike).
 */
const series = [
  'SPOT:CH', 'SPOT:DE-LU', 'FWD:CH:BASE:2027', 'FWD:CH:PEAK:2027', 'FWD:DE:BASE:2027', 'FWD:DE:PEAK:2027',
  'FWD:CH:BASE:2028', 'FWD:CH:PEAK:2028', 'FWD:DE:BASE:2028', 'FWD:DE:PEAK:2028',
];
// Enough rounds that the p99 is not simply the slowest one (one autovacuum or GC pause).
const rounds = 200;
const warmup = 5;

/** A year of day-ahead prices: a daily curve, a weekly swing and a few spikes, deterministic per series. */
function yearOf(s: number): { day: string; values: number[] }[] {
  return localDays(from, to, zone).map(({ day, quarterHours }, d) => ({
    day,
    values: Array.from({ length: quarterHours }, (_, i) => Math.round((60 + s * 3 + 25 * Math.sin((i / 96) * 2 * Math.PI) + (d % 7) * 4 + ((d * 97 + i) % 389 === 0 ? 400 : 0)) * 100) / 100),
  }));
}

/**
 * Issue 13 point 5, `market.chart.10x1y.p99`: GET /api/market/chart of ten series over a year of
 * quarter hours (350,400 values), through the query API (session, validation, catalogue, plan,
 * buckets, JSON). Ten lines of a year are more values than a chart reads for sub-day buckets
 * (`fineValueBudget`), so each line comes in whole Zurich days (365 per line) with the mean and
 * the quarter hours' min and max from the narrow day rows. The ceiling is the same aggregation
 * as one bare SQL query over those rows.
 */
export default defineBench({
  figures: ['market.chart.10x1y.p99'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    if (!raw) throw new Error('no raw client');
    progress(`market.chart: seeding ${series.length} series x ${from}..${to} of quarter hours`);
    for (const [s, id] of series.entries()) await seedMarketSeries(eventStore.sql, id, 'EUR/MWh', yearOf(s));
    // Eight of the ids are daily series by name: mark them as the quarter-hour lines they hold here.
    await eventStore.sql.query('UPDATE market_series SET resolution_minutes = 15');
    await raw.query('ANALYZE market_series_days');
    await raw.query('ANALYZE market_series_values');

    const sessions: SessionVerifier = { tokens: new SessionTokens('bench-credentials-key-of-32-chars!'), sessions: await createSqlSessionStore(eventStore.sql) };
    const app = await createHttpServer({ logger: false, title: 'bench' });
    await app.register(queryApi, { eventStore, readStore: await createPgReadStore(eventStore.sql), bus: new InProcessBus(), blobStore: await createSqlBlobStore(eventStore.sql), sessions });
    await app.ready();
    // An admin: a partner's or customer's session also has its partner's read-model row checked,
    // and a bench without partners would turn that into an event-store read per request.
    const admin = principalFrom({ userId: 'a0000000-0000-4000-8000-000000000001', role: 'admin' });
    const headers = (await openTestSession(sessions, admin)).headers;
    const url = `/api/market/chart?series=${series.join(',')}&from=${from}&to=${to}`;

    const days = localDays(from, to, zone).length;
    const bare = `SELECT series_id, day - $2::date AS b, sum(avg_val * n) / sum(n) AS mean, min(min_val) AS min, max(max_val) AS max
                    FROM market_series_days WHERE series_id = ANY($1::text[]) AND day BETWEEN $2::date AND $3::date
                   GROUP BY series_id, b ORDER BY series_id, b`;
    const api: number[] = [];
    const ceiling: number[] = [];
    for (let n = 0; n < rounds + warmup; n += 1) {
      let t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const apiMs = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (n === 0) {
        const lines = (res.json() as { data: { lines: { bucketMinutes: number; buckets: unknown[] }[] } }).data.lines;
        if (lines.length !== series.length || lines.some((l) => l.bucketMinutes !== 1440 || l.buckets.length !== days)) throw new Error(`unexpected chart: ${lines.map((l) => `${l.bucketMinutes}x${l.buckets.length}`).join(' ')}`);
      }
      t = performance.now();
      const { rows } = await raw.query(bare, [series, from, to], 'market_chart_bare');
      const bareMs = performance.now() - t;
      if (rows.length !== series.length * days) throw new Error(`bare SQL answered ${rows.length} buckets`);
      if (n >= warmup) {
        api.push(apiMs);
        ceiling.push(bareMs);
      }
    }
    api.sort((a, b) => a - b);
    ceiling.sort((a, b) => a - b);
    progress(`market.chart: API p50 ${percentile(api, 50).toFixed(1)} ms, p99 ${percentile(api, 99).toFixed(1)} ms; bare SQL p50 ${percentile(ceiling, 50).toFixed(1)} ms, p99 ${percentile(ceiling, 99).toFixed(1)} ms over ${rounds} charts`);
    report(lowerIsBetter('market.chart.10x1y.p99', percentile(api, 99), percentile(ceiling, 99), 'ms'));
    await app.close();
  },
});
