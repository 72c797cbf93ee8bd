import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { runSystemCommand } from '@portal/command-api';
import { marketImportStream, type MarketEvent, type StartMarketImport } from '@portal/events';
import { MarketImportWorker, MarketInbox } from '@portal/workers';
import { marketSamples, marketSamplesDir } from '../../../events/src/market/testing/market-samples.ts';
import { offerWorkerHarness, until } from './offer-worker-harness.ts';

type Harness = Awaited<ReturnType<typeof offerWorkerHarness>>;

const ecb = Buffer.from('Date,USD,CHF,\n2024-01-03,1.0919,0.9297,\n2024-01-02,1.0956,0.9305,\n');
const at = new Date('2026-11-26T10:00:00.000Z');

describe('market inbox (PORTAL_MARKET_INBOX)', () => {
  let h: Harness;
  let dir: string;
  let inbox: MarketInbox;
  beforeEach(async () => {
    h = await offerWorkerHarness();
    dir = join(mkdtempSync(join(tmpdir(), 'market-inbox-')), 'inbox');
    inbox = new MarketInbox({ ...h, dir, pollMs: 60_000, clock: () => at });
    await inbox.start();
  });
  afterEach(async () => {
    await inbox.stop();
    await h.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  const files = (folder: string): string[] => readdirSync(join(dir, folder)).sort();
  const startedOf = async (jobId: string) => (await h.eventStore.readStream(marketImportStream(jobId)))[0];

  it('makes the inbox with done/ and failed/, and takes a dropped file only once it stopped changing', async () => {
    expect(files('.')).toEqual(['done', 'failed']);
    writeFileSync(join(dir, 'eurofxref-hist.csv'), ecb.subarray(0, 20));
    expect(await inbox.poll()).toEqual([]);
    writeFileSync(join(dir, 'eurofxref-hist.csv'), ecb);
    expect(await inbox.poll()).toEqual([]);
    const [taken] = await inbox.poll();
    expect(taken).toMatchObject({ path: 'eurofxref-hist.csv', result: 'started' });
    expect(files('.')).toEqual(['done', 'failed']);
    expect(files('done')).toEqual(['2026-11-26T10-00-00-000Z-eurofxref-hist.csv']);
    const started = await startedOf((taken as { jobId: string }).jobId);
    expect(started).toMatchObject({ type: 'MarketImportStarted', data: { kind: 'ECB_FX', source: 'INBOX', fileName: 'eurofxref-hist.csv', size: ecb.length, startedAt: at.toISOString(), by: { userId: 'worker:market-inbox', role: 'system' } } });
    expect(await h.blobStore.has((started!.data as { sha256: string }).sha256)).toBe(true);
  });

  it('ignores dotfiles and partial files, and moves an unrecognisable file to failed/ with its .error.txt', async () => {
    writeFileSync(join(dir, '.hidden.csv'), ecb);
    writeFileSync(join(dir, 'spot.xml.part'), '<Publication_MarketDocument>');
    writeFileSync(join(dir, 'notes.txt'), 'Name;Value\nheat pump;42\n');
    writeFileSync(join(dir, 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    await inbox.poll();
    const outcomes = await inbox.poll();
    expect(outcomes.map((o) => [o.path, o.result]).sort()).toEqual([['image.png', 'failed'], ['notes.txt', 'failed']]);
    expect(files('failed')).toEqual([
      '2026-11-26T10-00-00-000Z-image.png', '2026-11-26T10-00-00-000Z-image.png.error.txt',
      '2026-11-26T10-00-00-000Z-notes.txt', '2026-11-26T10-00-00-000Z-notes.txt.error.txt',
    ]);
    expect(readFileSync(join(dir, 'failed', '2026-11-26T10-00-00-000Z-notes.txt.error.txt'), 'utf8')).toMatch(/^notes\.txt\n.*could not be told from its content/);
    expect(readFileSync(join(dir, 'failed', '2026-11-26T10-00-00-000Z-image.png.error.txt'), 'utf8')).toMatch(/binary/);
    expect(files('.')).toEqual(['.hidden.csv', 'done', 'failed', 'spot.xml.part']);
    expect((await h.eventStore.readAll({ maxCount: 100_000 })).some((e) => e.type === 'MarketImportStarted')).toBe(false);
  });

  it('takes the kind from a folder named after it over what the content says', async () => {
    mkdirSync(join(dir, 'SNB_FX'));
    writeFileSync(join(dir, 'SNB_FX', 'rates.csv'), ecb);
    await inbox.poll();
    const [taken] = await inbox.poll();
    expect(taken).toMatchObject({ path: 'SNB_FX/rates.csv', result: 'started' });
    expect(await startedOf((taken as { jobId: string }).jobId)).toMatchObject({ data: { kind: 'SNB_FX', fileName: 'rates.csv' } });
    expect(files('SNB_FX')).toEqual([]);
    expect(files('done')).toEqual(['2026-11-26T10-00-00-000Z-rates.csv']);
  });

  it('leaves a file while a job of its kind runs and takes it on a later poll', async () => {
    const stored = await h.blobStore.put(Buffer.from('Date,USD,\n2024-01-02,1.0956,\n'), 'text/csv');
    const running: StartMarketImport = { jobId: randomUUID(), kind: 'ECB_FX', sha256: stored.hash, fileName: 'upload.csv', size: stored.size };
    await runSystemCommand(h, 'StartMarketImport', running, randomUUID(), { userId: 'operator', role: 'admin' });
    writeFileSync(join(dir, 'eurofxref-hist.csv'), ecb);
    await inbox.poll();
    expect(await inbox.poll()).toMatchObject([{ path: 'eurofxref-hist.csv', result: 'waiting', reason: expect.stringContaining('running') }]);
    expect(await inbox.poll()).toMatchObject([{ result: 'waiting' }]);
    expect(existsSync(join(dir, 'eurofxref-hist.csv'))).toBe(true);
    await runSystemCommand(h, 'CompleteMarketImport', { jobId: running.jobId, series: [{ seriesId: 'FX:ECB:EUR-USD', unit: 'USD per EUR', resolutionMinutes: 1440, from: '2024-01-02', to: '2024-01-02', days: 1, values: 1, min: '1.0956', max: '1.0956', last: '1.0956' }] });
    expect(await inbox.poll()).toMatchObject([{ path: 'eurofxref-hist.csv', result: 'started' }]);
    expect(files('done')).toHaveLength(1);
  });

  it('runs on its timer with the import worker: a dropped ECB file ends as a completed job', async () => {
    await inbox.stop();
    const polling = new MarketInbox({ ...h, dir, pollMs: 50 });
    const worker = new MarketImportWorker(h);
    await polling.start();
    await worker.start();
    try {
      writeFileSync(join(dir, 'eurofxref-hist.csv'), ecb);
      const completed = await until(async () => (await h.eventStore.readAll({ maxCount: 100_000 })).find((e) => e.type === 'MarketImportCompleted'), 'job completed');
      expect(completed.data).toMatchObject({ kind: 'ECB_FX', values: 4 });
      expect((await startedOf((completed.data as { jobId: string }).jobId))?.data).toMatchObject({ source: 'INBOX' });
      await until(async () => (files('done').length === 1 ? true : undefined), 'file in done/');
      expect(polling.status()).toEqual({ name: 'market-inbox', state: 'running' });
    } finally {
      await worker.stop();
      await polling.stop();
    }
  });

  it('imports every demo market file dropped at once, one job of a kind at a time, each with the kind its content tells', async () => {
    await inbox.stop();
    const polling = new MarketInbox({ ...h, dir, pollMs: 50 });
    const worker = new MarketImportWorker(h);
    await polling.start();
    await worker.start();
    try {
      for (const sample of marketSamples) copyFileSync(new URL(`../../../${marketSamplesDir}/${sample.file}`, import.meta.url), join(dir, sample.file));
      const ends = async () => (await h.eventStore.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'MarketImportCompleted' || e.type === 'MarketImportFailed');
      const done = await until(async () => ((await ends()).length === marketSamples.length ? ends() : undefined), 'every file imported', 60_000);
      expect(done.map((e) => e.type)).toEqual(marketSamples.map(() => 'MarketImportCompleted'));
      const kinds = done.map((e) => (e.data as Extract<MarketEvent, { type: 'MarketImportCompleted' }>['data']).kind).sort();
      expect(kinds).toEqual(marketSamples.map((s) => s.kind).sort());
      await until(async () => (files('done').length === marketSamples.length ? true : undefined), 'files in done/');
      expect(readdirSync(dir).sort()).toEqual(['done', 'failed']);
    } finally {
      await worker.stop();
      await polling.stop();
    }
  }, 120_000);
});
