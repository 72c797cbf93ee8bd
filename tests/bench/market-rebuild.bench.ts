import { marketImportStream } from '@portal/events';
import { entsoeDayAheadXml } from '@portal/events/market/testing';
import { marketImportStartedData, testEvent } from '@portal/events/testing';
import { completedFromFile } from '@portal/platform/testing';
import { createSqlBlobStore } from '@portal/platform';
import { MarketSeriesProjection } from '@portal/projections';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';

const years = 10;
const firstYear = 2016;
const zones = ['CH', 'DE-LU'] as const;

/**
 * Issue 13 point 4: a rebuild of ten years of quarter-hour spot prices for two zones (about
 * 700,000 values in 20 ENTSO-E documents, one per zone and year) finishes in under a minute.
 * The rebuild reads every file from the blob store, parses it again and writes its days into
 * the `_next` tables before the switch, as `npm run portal -- projections rebuild
 * market-series` does. The ceiling is the same day rows (92 to 100 values each) written by
 * COPY into a plain table of the same shape, from values already in memory.
 */
export default defineBench({
  figures: ['market.rebuild.spot.10y2z'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    if (!raw) throw new Error('no raw client');
    const blobStore = await createSqlBlobStore(eventStore.sql);
    const copyRows: string[] = [];
    let values = 0;
    for (const zone of zones) {
      for (let y = 0; y < years; y += 1) {
        const year = firstYear + y;
        const from = `${year}-01-01`;
        const days = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000);
        const bytes = Buffer.from(entsoeDayAheadXml({ zone, from, days, resolution: 'PT15M' }));
        const { hash } = await blobStore.put(bytes, 'application/xml');
        const jobId = `00000000-0000-4000-8000-${String(y + (zone === 'CH' ? 0 : 100)).padStart(12, '0')}`;
        const completed = completedFromFile(jobId, 'ENTSOE_SPOT', bytes);
        values += completed.values;
        await eventStore.append(
          marketImportStream(jobId),
          [testEvent('MarketImportStarted', marketImportStartedData(jobId, hash, { kind: 'ENTSOE_SPOT', fileName: `${zone}-${year}.xml`, size: bytes.length })), testEvent('MarketImportCompleted', completed)],
          { expectedRevision: 'any' },
        );
        progress(`market.rebuild: stored ${zone} ${year} (${completed.values} values)`);
      }
    }
    const projection = new MarketSeriesProjection({ eventStore, sql: eventStore.sql, blobStore });
    await projection.catchUp();
    const { rows } = await eventStore.sql.query<{ n: string | number; v: string | number }>('SELECT count(*) AS n, sum(n) AS v FROM market_series_days');
    if (Number(rows[0]?.v) !== values) throw new Error(`the live tables hold ${String(rows[0]?.v)} values, the files ${values}`);
    for (const row of (await eventStore.sql.query<{ series_id: string; day: string; start_utc: Date; vals: number[] }>('SELECT v.series_id, v.day::text AS day, d.start_utc, v.vals FROM market_series_values v JOIN market_series_days d USING (series_id, day)')).rows) {
      copyRows.push(`${row.series_id}\t${row.day}\t${row.start_utc.toISOString()}\t{${row.vals.join(',')}}`);
    }

    const started = performance.now();
    await projection.rebuild();
    const rebuildSeconds = (performance.now() - started) / 1000;

    await raw.query('CREATE TABLE bench_market_copy (series_id text, day date, start_utc timestamptz, vals float8[], PRIMARY KEY (series_id, day))');
    const copyStarted = performance.now();
    await raw.copyFrom('bench_market_copy (series_id, day, start_utc, vals)', `${copyRows.join('\n')}\n`);
    const copySeconds = (performance.now() - copyStarted) / 1000;
    progress(`market.rebuild: ${values} values in ${copyRows.length} day rows; rebuild ${rebuildSeconds.toFixed(2)} s, COPY ${copySeconds.toFixed(2)} s`);
    report(lowerIsBetter('market.rebuild.spot.10y2z', rebuildSeconds, copySeconds, 's'));
  },
});
