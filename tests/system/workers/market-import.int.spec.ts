import { randomUUID } from 'node:crypto';
import { runSystemCommand } from '@portal/command-api';
import { marketImportsLedgerStream, marketImportStream, type StartMarketImport } from '@portal/events';
import { MarketImportWorker } from '@portal/workers';
import { offerWorkerHarness, until } from './offer-worker-harness.ts';

type Harness = Awaited<ReturnType<typeof offerWorkerHarness>>;

const admin = { userId: 'operator', role: 'admin' } as const;
const ecb = (rows: readonly string[]): Buffer => Buffer.from(['Date,USD,CHF,', ...rows].join('\n') + '\n');
const good = ecb(['2024-01-03,1.0919,0.9297,', '2024-01-02,1.0956,0.9305,']);

describe('market import worker', () => {
  let h: Harness;
  const running: MarketImportWorker[] = [];
  const start = async (harness: Harness = h, readStore = harness.readStore): Promise<MarketImportWorker> => {
    const worker = new MarketImportWorker({ ...harness, readStore });
    running.push(worker);
    await worker.start();
    return worker;
  };
  beforeEach(async () => {
    h = await offerWorkerHarness();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
    await h.close();
  });

  /** Stores the bytes and starts a job on them as the admin's upload does. */
  const upload = async (bytes: Buffer, fileName = 'eurofxref-hist.csv'): Promise<StartMarketImport> => {
    const stored = await h.blobStore.put(bytes, 'text/csv');
    const data: StartMarketImport = { jobId: randomUUID(), kind: 'ECB_FX', sha256: stored.hash, fileName, size: stored.size };
    await runSystemCommand(h, 'StartMarketImport', data, randomUUID(), admin);
    return data;
  };
  const jobTypes = async (jobId: string) => (await h.eventStore.readStream(marketImportStream(jobId))).map((e) => e.type);
  const ended = (jobId: string) => until(async () => ((await jobTypes(jobId)).length > 1 ? h.eventStore.readStream(marketImportStream(jobId)) : undefined), `job ${jobId} ended`);

  it('completes an uploaded ECB file with a series per currency and frees the kind', async () => {
    await start();
    const job = await upload(good);
    const [, completed] = await ended(job.jobId);
    expect(completed).toMatchObject({
      type: 'MarketImportCompleted',
      data: { jobId: job.jobId, kind: 'ECB_FX', sha256: job.sha256, values: 4 },
      metadata: { actor: { userId: 'worker:market-import', role: 'system' }, tenant: 'platform' },
    });
    const series = (completed!.data as { series: { seriesId: string; from: string; to: string; last: string }[] }).series;
    expect(series.map((s) => [s.seriesId, s.from, s.to, s.last]).sort()).toEqual([
      ['FX:ECB:EUR-CHF', '2024-01-02', '2024-01-03', '0.9297'],
      ['FX:ECB:EUR-USD', '2024-01-02', '2024-01-03', '1.0919'],
    ]);
    expect((await h.eventStore.readStream(marketImportsLedgerStream('ECB_FX'))).at(-1)).toMatchObject({ type: 'MarketImportEnded', data: { jobId: job.jobId, imported: true } });
  });

  it('fails a file with a comma decimal with its line and column, and the next good file imports', async () => {
    await start();
    const broken = await upload(ecb(['2024-01-03,1.0919,0.9297,', '2024-01-02,"1,0956",0.9305,']), 'broken.csv');
    const [, failed] = await ended(broken.jobId);
    expect(failed).toMatchObject({ type: 'MarketImportFailed', data: { jobId: broken.jobId, kind: 'ECB_FX', errorCount: 1, errors: [{ code: 'INVALID_FORMAT', line: 3, column: 'USD' }] } });
    const next = await upload(good);
    expect((await ended(next.jobId)).map((e) => e.type)).toEqual(['MarketImportStarted', 'MarketImportCompleted']);
  });

  it('skips a second upload of the same file at its start: the worker leaves it alone', async () => {
    const worker = await start();
    const first = await upload(good);
    await ended(first.jobId);
    const second = await upload(good, 'copy.csv');
    await h.caughtUp(worker);
    expect(await jobTypes(second.jobId)).toEqual(['MarketImportStarted', 'MarketImportSkipped']);
    expect((await h.eventStore.readStream(marketImportStream(second.jobId)))[1]?.data).toMatchObject({ importedBy: first.jobId });
  });

  it('ends no job twice when it sees the starts again (a restart without its checkpoint)', async () => {
    const first = await start();
    const job = await upload(good);
    await ended(job.jobId);
    await h.caughtUp(first);
    await first.stop();
    const before = await h.eventStore.head();
    const fresh = await h.freshReadStore();
    const again = await start(h, fresh);
    await h.caughtUpIn(fresh, again.name);
    expect((await h.eventStore.head()).position).toBe(before.position);
    expect(await jobTypes(job.jobId)).toEqual(['MarketImportStarted', 'MarketImportCompleted']);
    expect(again.status().state).toBe('running');
  });

  it('fails a job whose file is not in the blob store with INVALID_FILE', async () => {
    await start();
    const data: StartMarketImport = { jobId: randomUUID(), kind: 'ECB_FX', sha256: 'f'.repeat(64), fileName: 'gone.csv', size: 10 };
    // Without a blob store the command cannot check the file: as when it was removed after the start.
    await runSystemCommand({ eventStore: h.eventStore, catalog: h.catalog }, 'StartMarketImport', data, randomUUID(), admin);
    const [, failed] = await ended(data.jobId);
    expect(failed).toMatchObject({ type: 'MarketImportFailed', data: { errorCount: 1, errors: [{ code: 'INVALID_FILE' }] } });
  });
});
