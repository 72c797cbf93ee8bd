import { randomUUID } from 'node:crypto';
import { allCommands, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, marketImportStream, portalCatalog, type StartMarketImport } from '@portal/events';
import { entsoeDayAheadXml } from '@portal/events/market/testing';
import { createSqlBlobStore } from '@portal/platform';
import { createPgReadStore, MarketSeriesProjection, type Logger } from '@portal/projections';
import { MarketImportWorker } from '@portal/workers';
import { defineBench, higherIsBetter, progress } from './lib/bench.ts';

const rounds = 3;
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in 120 s`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Issue 13 point 5, `market.import.spot.1y`: values per second importing a year of quarter-hour
 * day-ahead prices for one zone (an ENTSO-E document of 35,136 values), from storing the file
 * to its values in the series tables: the file into the blob store, StartMarketImport, the
 * import worker parsing it and completing the job, and the series projection parsing it again
 * and writing its days. The best of three imports of different years. The ceiling is COPY of
 * the same values as (time, price) rows into a plain table.
 */
export default defineBench({
  figures: ['market.import.spot.1y'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    if (!raw) throw new Error('no raw client');
    const catalog = portalCatalog();
    const readStore = await createPgReadStore(eventStore.sql);
    const blobStore = await createSqlBlobStore(eventStore.sql);
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    const worker = new MarketImportWorker({ eventStore, readStore, catalog, commands: allCommands, blobStore, logger: quiet });
    const projection = new MarketSeriesProjection({ eventStore, sql: eventStore.sql, blobStore, logger: quiet });
    await worker.start();
    await projection.start();
    await raw.query('CREATE TABLE bench_spot_copy (series_id text, at timestamptz, price float8)');

    let best = 0;
    let bestCopy = 0;
    try {
      for (let round = 0; round < rounds; round += 1) {
        const year = 2021 + round;
        const days = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000);
        const xml = entsoeDayAheadXml({ zone: 'CH', from: `${year}-01-01`, days, resolution: 'PT15M' });
        const bytes = Buffer.from(xml);
        const started = performance.now();
        const stored = await blobStore.put(bytes, 'application/xml');
        const data: StartMarketImport = { jobId: randomUUID(), kind: 'ENTSOE_SPOT', sha256: stored.hash, fileName: `CH-${year}.xml`, size: stored.size };
        await runSystemCommand({ eventStore, catalog, blobStore }, 'StartMarketImport', data, randomUUID(), { userId: 'bench', role: 'admin' });
        await until(async () => (await eventStore.readStream(marketImportStream(data.jobId))).length > 1, 'the job ended');
        const ended = (await eventStore.readStream(marketImportStream(data.jobId))).at(-1);
        if (ended?.type !== 'MarketImportCompleted') throw new Error(`the import ended with ${String(ended?.type)}: ${JSON.stringify(ended?.data)}`);
        const values = (ended.data as { values: number }).values;
        await until(async () => {
          const { rows } = await eventStore.sql.query<{ n: string | number | null }>('SELECT sum(n) AS n FROM market_series_days WHERE day BETWEEN $1::date AND $2::date', [`${year}-01-01`, `${year}-12-31`]);
          return Number(rows[0]?.n ?? 0) === values;
        }, 'the series tables hold the year');
        const rate = values / ((performance.now() - started) / 1000);

        // The same values as plain rows, in COPY's text format, built before the clock starts.
        const start = Date.UTC(year - 1, 11, 31, 23);
        const { rows } = await eventStore.sql.query<{ vals: number[]; start_utc: Date }>(
          'SELECT vals, start_utc FROM market_series_values JOIN market_series_days USING (series_id, day) WHERE series_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day',
          ['SPOT:CH', `${year}-01-01`, `${year}-12-31`],
        );
        const lines: string[] = [];
        for (const row of rows) row.vals.forEach((v, i) => lines.push(`SPOT:CH\t${new Date(row.start_utc.getTime() + i * 900_000).toISOString()}\t${v}`));
        if (lines.length !== values || rows[0]?.start_utc.getTime() !== start) throw new Error(`the year holds ${lines.length} values from ${String(rows[0]?.start_utc.toISOString())}`);
        const copyStarted = performance.now();
        await raw.copyFrom('bench_spot_copy (series_id, at, price)', `${lines.join('\n')}\n`);
        const copyRate = values / ((performance.now() - copyStarted) / 1000);
        progress(`market.import.spot.1y: ${year}: ${values} values imported at ${rate.toFixed(0)} values/s; COPY ${copyRate.toFixed(0)} values/s`);
        best = Math.max(best, rate);
        bestCopy = Math.max(bestCopy, copyRate);
      }
    } finally {
      await worker.stop();
      await projection.stop();
    }
    report(higherIsBetter('market.import.spot.1y', best, bestCopy, 'values/s'));
  },
});
