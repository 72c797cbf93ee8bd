import { allCommands } from '@portal/command-api';
import { marketImportStream, portalCatalog } from '@portal/events';
import { isTargetDay } from '@portal/events/market/testing';
import { createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { createPgReadStore, MarketSeriesProjection, MarketSeriesReader, type Logger, type ReadStore } from '@portal/projections';
import { MarketImportWorker } from '@portal/workers';
import { DateTime } from 'luxon';
import { demoForwardPeriods, demoMarketJobId, demoMarketSamples, recentMarketFiles, seedDemoMarket } from './demo-market.ts';
import type { DemoDeps } from './seed-demo.ts';
import { testEventStore } from '@portal/platform/testing';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const zone = 'Europe/Zurich';
const demoKeys = [...demoMarketSamples, ...recentMarketFiles(DateTime.now().setZone(zone))].map((f) => f.key);

interface Store {
  readonly eventStore: SqlEventStore;
  readonly readStore: ReadStore;
  readonly blobStore: BlobStore;
  readonly deps: DemoDeps;
  readonly logged: string[];
}

async function openStore(): Promise<Store> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const readStore = await createPgReadStore(eventStore.sql);
  const blobStore = await createSqlBlobStore(eventStore.sql);
  const logged: string[] = [];
  return { eventStore, readStore, blobStore, logged, deps: { eventStore, catalog, blobStore, log: (message) => logged.push(message) } };
}

const importWorker = (store: Store): MarketImportWorker =>
  new MarketImportWorker({ eventStore: store.eventStore, readStore: store.readStore, catalog: store.deps.catalog, commands: allCommands, blobStore: store.blobStore, logger: silent });

/** The last ECB fixing (TARGET) day before `today`. */
function lastTargetDayBefore(today: DateTime): string {
  let day = today.minus({ days: 1 });
  while (!isTargetDay(day.toISODate() ?? '')) day = day.minus({ days: 1 });
  return day.toISODate() ?? '';
}

/** The ECB fixing (TARGET) days from `from` to `to`, both counted. */
function targetDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = DateTime.fromISO(from, { zone }); (day.toISODate() ?? '') <= to; day = day.plus({ days: 1 })) if (isTargetDay(day.toISODate() ?? '')) count += 1;
  return count;
}

describe('demo market data', () => {
  let store: Store;
  let worker: MarketImportWorker;
  let projection: MarketSeriesProjection;
  // The machine's day, or PORTAL_TEST_NOW's (docs/runbook.md): every expectation below is computed from it.
  const now = new Date();
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');

  beforeAll(async () => {
    store = await openStore();
    worker = importWorker(store);
    await worker.start();
    projection = new MarketSeriesProjection({ eventStore: store.eventStore, sql: store.eventStore.sql, blobStore: store.blobStore, logger: silent });
    await projection.start();
  });
  afterAll(async () => {
    await worker.stop();
    await projection.stop();
    await store.eventStore.close();
  });

  it('imports the samples and the recent past as the admin\'s uploads, each job completed by the import worker', async () => {
    const result = await seedDemoMarket(store.deps, { now });
    expect(store.logged).toEqual([]);
    expect(result).toMatchObject({ completed: demoKeys.length, skipped: 0, failed: 0, pending: 0 });
    // 2 spot zones, 8 ECB and 4 SNB rates, 2 markets x 2 loads x 10 periods of the recent file plus the samples' own.
    expect(result.series).toBeGreaterThanOrEqual(2 + 8 + 4 + 40);
    for (const key of demoKeys) {
      const job = await store.eventStore.readStream(marketImportStream(demoMarketJobId(key)));
      expect(job.map((e) => e.type)).toEqual(['MarketImportStarted', 'MarketImportCompleted']);
      expect(job[0]?.data).toMatchObject({ source: 'UPLOAD', by: { role: 'admin' } });
      expect(job[1]?.metadata.actor).toEqual({ userId: 'worker:market-import', role: 'system' });
    }
  }, 120_000);

  it('fills the series tables up to the recent past, for the market pages and the dashboard teaser', async () => {
    const head = await store.eventStore.head();
    const deadline = Date.now() + 60_000;
    while ((await projection.statusRow()).lagEvents > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(projection.status().failure).toBeNull();
    expect((await projection.statusRow()).checkpoint).toBe((await projection.statusRow()).head);
    expect(head.position).toBeGreaterThan(0);

    const nextYear = String(today.year + 1);
    const lastFixing = lastTargetDayBefore(today);
    const lastMonthEnd = today.startOf('month').minus({ days: 1 });
    const lastWeekdayOfLastMonth = (lastMonthEnd.weekday > 5 ? lastMonthEnd.minus({ days: lastMonthEnd.weekday - 5 }) : lastMonthEnd).toISODate();
    const rows = await new MarketSeriesReader(store.eventStore.sql).catalogueOf(['SPOT:CH', 'SPOT:DE-LU', `FWD:CH:BASE:${nextYear}`, 'FX:ECB:EUR-CHF', 'FX:SNB:EUR-CHF']);
    const span = Object.fromEntries(rows.map((r) => [r.id, [r.from, r.to]]));
    const yesterday = today.minus({ days: 1 }).toISODate();
    expect(span).toEqual({
      // The CH sample (2024) comes before the recent 120 days; DE-LU's sample too.
      'SPOT:CH': ['2024-03-30', yesterday],
      'SPOT:DE-LU': ['2024-10-26', yesterday],
      [`FWD:CH:BASE:${nextYear}`]: [expect.any(String), lastFixing],
      'FX:ECB:EUR-CHF': ['2024-01-02', lastFixing],
      'FX:SNB:EUR-CHF': ['2024-01-31', lastWeekdayOfLastMonth],
    });
    // Thirty trading days of forwards at least (the sample's week may lie before them). Counted in
    // TARGET days: in calendar days thirty of them span 39 to 45 depending on the weekday and holidays.
    const forwardFrom = span[`FWD:CH:BASE:${nextYear}`]?.[0] ?? '';
    expect(targetDaysBetween(forwardFrom, lastFixing)).toBeGreaterThanOrEqual(30);
    const spot = rows.find((r) => r.id === 'SPOT:CH');
    expect(spot?.resolutionMinutes).toBe(15);
    expect(spot?.last).toBeGreaterThan(0);
  }, 90_000);

  it('appends nothing when seeded again, on a later day too', async () => {
    const head = await store.eventStore.head();
    const later = today.plus({ days: 3 }).toJSDate();
    const again = await seedDemoMarket(store.deps, { now: later });
    expect(again).toMatchObject({ completed: demoKeys.length, failed: 0, pending: 0 });
    expect(await store.eventStore.head()).toEqual(head);
    expect(store.logged).toEqual([]);
  }, 60_000);
});

describe('demo market data without a running import worker', () => {
  it('gives up on a job that does not end with a log line, and the next seeding finishes the same files', async () => {
    const store = await openStore();
    try {
      const first = await seedDemoMarket(store.deps, { jobTimeoutMs: 300 });
      // Each kind started its first file and waited for it in vain.
      expect(first).toMatchObject({ series: 0, completed: 0, failed: 0, pending: demoKeys.length });
      expect(store.logged).toHaveLength(4);
      expect(store.logged[0]).toMatch(/^demo market file .+ \(job [0-9a-f-]{36}\) did not end within 0\.3 s; the later \w+ files wait for the next start$/);

      const worker = importWorker(store);
      await worker.start();
      try {
        const started = (await store.eventStore.readStream(marketImportStream(demoMarketJobId(demoKeys[0] ?? ''))))[0];
        // A day later: the files of the recent past are still those of the first start's day.
        const second = await seedDemoMarket(store.deps, { now: DateTime.now().plus({ days: 1 }).toJSDate() });
        expect(second).toMatchObject({ completed: demoKeys.length, failed: 0, pending: 0 });
        const ecb = (await store.eventStore.readStream(marketImportStream(demoMarketJobId('recent-ecb'))))[0]?.data as { fileName: string };
        const firstDay = DateTime.fromISO((started?.data as { startedAt: string }).startedAt, { zone }).startOf('day');
        expect(ecb.fileName).toBe(`ecb-eurofxref-${DateTime.fromISO(lastTargetDayBefore(firstDay)).minus({ years: 2 }).toISODate()}-${lastTargetDayBefore(firstDay)}.csv`);
      } finally {
        await worker.stop();
      }
    } finally {
      await store.eventStore.close();
    }
  }, 120_000);
});

describe('demo forward periods', () => {
  it('are the next three years, four quarters and three months', () => {
    expect(demoForwardPeriods(DateTime.fromISO('2026-11-26', { zone }))).toEqual(['2027', '2028', '2029', '2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4', '2026-12', '2027-01', '2027-02']);
    expect(demoForwardPeriods(DateTime.fromISO('2027-01-01', { zone }))).toEqual(['2028', '2029', '2030', '2027-Q2', '2027-Q3', '2027-Q4', '2028-Q1', '2027-02', '2027-03', '2027-04']);
  });
});
