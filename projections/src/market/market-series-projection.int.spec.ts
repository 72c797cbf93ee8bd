import { marketImportStream } from '@portal/events';
import { ecbCsv, marketImportCompletedData, marketImportStartedData, sha256Of } from '@portal/events/testing';
import { completedFromFile } from '@portal/platform/testing';
import { createSqlBlobStore, type BlobStore, type SqlDriver } from '@portal/platform';
import { eventually } from '../testing/expect-model.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { testEvent } from '../testing/test-db.ts';
import { MarketSeriesProjection } from './market-series-projection.ts';
import { marketSeriesTables } from './market-series-table.ts';

const usd = 'FX:ECB:EUR-USD';
const chf = 'FX:ECB:EUR-CHF';
const jpy = 'FX:ECB:EUR-JPY';

/** Every row of the market tables as text, in a stable order: what "the same tables" means here. */
async function tableRows(sql: SqlDriver): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of marketSeriesTables) out[table] = (await sql.query<{ r: string }>(`SELECT t::text AS r FROM ${table} t ORDER BY 1`)).rows.map((row) => row.r);
  return out;
}

describe.each(sqlTargets)('market series projection on $name', (factory) => {
  let target: SqlTarget;
  let blobStore: BlobStore;
  let projection: MarketSeriesProjection;
  let sql: SqlDriver;
  beforeAll(async () => {
    target = await factory.open();
    sql = target.eventStore.sql;
    blobStore = await createSqlBlobStore(sql);
    projection = new MarketSeriesProjection({ eventStore: target.eventStore, sql, blobStore, batchSize: 3 });
  });
  afterAll(async () => {
    await projection.stop();
    await target.teardown();
  });

  /** Stores the file and appends its job's start and completion, as the import worker leaves them. */
  const imported = async (text: string) => {
    const jobId = crypto.randomUUID();
    const bytes = Buffer.from(text);
    const { hash } = await blobStore.put(bytes, 'text/csv');
    await target.eventStore.append(marketImportStream(jobId), [testEvent('MarketImportStarted', marketImportStartedData(jobId, hash)), testEvent('MarketImportCompleted', completedFromFile(jobId, 'ECB_FX', bytes))], {
      expectedRevision: 'no_stream',
    });
  };
  const days = async (series: string) =>
    (
      await sql.query<{ day: string; start_ms: string | number; n: number; avg_val: number; min_val: number; max_val: number; vals: number[] }>(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, (extract(epoch FROM d.start_utc) * 1000)::bigint AS start_ms, d.n, d.avg_val, d.min_val, d.max_val, v.vals
           FROM market_series_days d JOIN market_series_values v USING (series_id, day) WHERE d.series_id = $1 ORDER BY d.day`,
        [series],
      )
    ).rows.map((r) => ({ ...r, start_ms: Number(r.start_ms), vals: r.vals.map(Number) }));
  const catalogue = async () =>
    (
      await sql.query<{ series_id: string; unit: string; resolution_minutes: number; first_day: string; last_day: string; last_value: number }>(
        `SELECT series_id, unit, resolution_minutes, to_char(first_day, 'YYYY-MM-DD') AS first_day, to_char(last_day, 'YYYY-MM-DD') AS last_day, last_value FROM market_series ORDER BY series_id`,
      )
    ).rows;

  it('writes every series of an ECB file per day, at the Europe/Zurich midnight, with its catalogue row', async () => {
    await imported(ecbCsv({ '2024-01-02': { USD: 1.0956, CHF: 0.9305 }, '2024-01-03': { USD: 1.0919, CHF: 0.9314 }, '2024-01-04': { USD: 1.0953, CHF: 'N/A' } }));
    await projection.catchUp();
    expect(await days(usd)).toEqual([
      { day: '2024-01-02', start_ms: Date.parse('2024-01-01T23:00:00Z'), n: 1, avg_val: 1.0956, min_val: 1.0956, max_val: 1.0956, vals: [1.0956] },
      { day: '2024-01-03', start_ms: Date.parse('2024-01-02T23:00:00Z'), n: 1, avg_val: 1.0919, min_val: 1.0919, max_val: 1.0919, vals: [1.0919] },
      { day: '2024-01-04', start_ms: Date.parse('2024-01-03T23:00:00Z'), n: 1, avg_val: 1.0953, min_val: 1.0953, max_val: 1.0953, vals: [1.0953] },
    ]);
    // No rate that day (N/A): no row, a gap rather than a zero.
    expect((await days(chf)).map((d) => [d.day, d.avg_val])).toEqual([['2024-01-02', 0.9305], ['2024-01-03', 0.9314]]);
    expect(await catalogue()).toEqual([
      { series_id: chf, unit: 'CHF per EUR', resolution_minutes: 1440, first_day: '2024-01-02', last_day: '2024-01-03', last_value: 0.9314 },
      { series_id: usd, unit: 'USD per EUR', resolution_minutes: 1440, first_day: '2024-01-02', last_day: '2024-01-04', last_value: 1.0953 },
    ]);
    expect(Object.values(await tableRows(sql)).map((rows) => rows.length)).toEqual([5, 5, 2]);
  });

  it('lets a later import replace the days it covers, keep the others, and span the catalogue row over all of them', async () => {
    await imported(ecbCsv({ '2024-01-04': { USD: 1.1, CHF: 0.94, JPY: 157.5 }, '2024-01-05': { USD: 1.0921, CHF: 0.9315, JPY: 158.1 } }));
    // Days before the ones stored move the first day only: the last day and its value stay.
    await imported(ecbCsv({ '2023-12-29': { USD: 1.105 } }));
    await projection.catchUp();
    expect((await days(usd)).map((d) => [d.day, d.avg_val])).toEqual([['2023-12-29', 1.105], ['2024-01-02', 1.0956], ['2024-01-03', 1.0919], ['2024-01-04', 1.1], ['2024-01-05', 1.0921]]);
    expect((await days(chf)).map((d) => [d.day, d.avg_val])).toEqual([['2024-01-02', 0.9305], ['2024-01-03', 0.9314], ['2024-01-04', 0.94], ['2024-01-05', 0.9315]]);
    expect(await catalogue()).toEqual([
      { series_id: chf, unit: 'CHF per EUR', resolution_minutes: 1440, first_day: '2024-01-02', last_day: '2024-01-05', last_value: 0.9315 },
      { series_id: jpy, unit: 'JPY per EUR', resolution_minutes: 1440, first_day: '2024-01-04', last_day: '2024-01-05', last_value: 158.1 },
      { series_id: usd, unit: 'USD per EUR', resolution_minutes: 1440, first_day: '2023-12-29', last_day: '2024-01-05', last_value: 1.0921 },
    ]);
    expect(Object.values(await tableRows(sql)).map((rows) => rows.length)).toEqual([11, 11, 3]);
  });

  it('rebuilds from the files to exactly the live tables, and counts the generation up', async () => {
    const checkpoint = await projection.catchUp();
    const live = await tableRows(sql);
    await sql.query("UPDATE market_series_days SET avg_val = 0 WHERE day = '2024-01-04'");
    await sql.query(`DELETE FROM market_series WHERE series_id = '${jpy}'`);
    expect(await projection.rebuild({ batchSize: 2 })).toMatchObject({ checkpoint: `${checkpoint.commit}/${checkpoint.position}`, previous: 1, generation: 2 });
    expect(await tableRows(sql)).toEqual(live);
    expect(await projection.statusRow()).toMatchObject({ name: 'market-series', generation: 2, state: 'active', lagEvents: 0 });
  });

  it('stops on a file missing from the blob store, writing nothing of its batch, and status shows why', async () => {
    const live = await tableRows(sql);
    const before = await projection.catchUp();
    // A good file and a missing one in one batch: the good one's days must not be written alone.
    const good = Buffer.from(ecbCsv({ '2024-02-01': { USD: 1.08 } }));
    await blobStore.put(good, 'text/csv');
    const missing = Buffer.from(ecbCsv({ '2024-02-02': { USD: 1.09 } }));
    const [goodJob, missingJob] = [crypto.randomUUID(), crypto.randomUUID()];
    await target.eventStore.append(marketImportStream(goodJob), [testEvent('MarketImportCompleted', completedFromFile(goodJob, 'ECB_FX', good))], { expectedRevision: 'any' });
    await target.eventStore.append(marketImportStream(missingJob), [testEvent('MarketImportCompleted', marketImportCompletedData(missingJob, sha256Of(missing), []))], { expectedRevision: 'any' });
    await projection.start();
    await eventually(() => projection.status().failure !== null, 20_000, 'the projection stopped');
    expect(projection.status()).toMatchObject({ running: false, failure: expect.stringContaining(`file ${sha256Of(missing)} of market import ${missingJob} is missing from the blob store`) });
    expect(await tableRows(sql)).toEqual(live);
    expect(await projection.statusRow()).toMatchObject({ state: 'failed', checkpoint: `${before.commit}/${before.position}`, lagEvents: 2, failure: { message: expect.stringContaining('is missing') } });
  });

  it('refuses to rebuild past a stored file that no longer reads as its kind, leaving the live tables as they were', async () => {
    // The missing file is back; the next one is stored but is no ECB file.
    await blobStore.put(Buffer.from(ecbCsv({ '2024-02-02': { USD: 1.09 } })), 'text/csv');
    const { hash } = await blobStore.put(Buffer.from('Datum;USD\n2024-02-03;1,09\n'), 'text/csv');
    const jobId = crypto.randomUUID();
    await target.eventStore.append(marketImportStream(jobId), [testEvent('MarketImportCompleted', marketImportCompletedData(jobId, hash, []))], { expectedRevision: 'any' });
    const live = await tableRows(sql);
    await expect(projection.rebuild()).rejects.toThrow(`file ${hash} of market import ${jobId} no longer reads as ECB_FX: not the ECB reference rates`);
    expect(await tableRows(sql)).toEqual(live);
    const left = await sql.query(`SELECT to_regclass('market_series_days_next')::text AS t`);
    expect(left.rows[0]).toEqual({ t: null });
    expect(await projection.statusRow()).toMatchObject({ generation: 2, state: 'failed' });
  });
});
