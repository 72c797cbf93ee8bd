import { marketImportStream } from '@portal/events';
import { outgoingFile } from '../runtime/reaction-ports.ts';
import type { PortalCommand } from '../runtime/reactor.ts';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { jobEndCommandId } from './import-outcome.ts';
import { marketImportReactor } from './market-import-reactor.ts';

const jobId = '7d2c1a10-0000-4000-8000-000000000001';
const job = marketImportStream(jobId);
const ecb = (rows: readonly string[]): Buffer => Buffer.from(['Date,USD,CHF,', ...rows].join('\n') + '\n');
const good = ecb(['2024-01-03,1.0919,0.9297,', '2024-01-02,1.0956,0.9305,']);
const started = (bytes: Uint8Array) =>
  recorded(
    'MarketImportStarted',
    { jobId, kind: 'ECB_FX', source: 'UPLOAD', sha256: outgoingFile(bytes, 'text/csv').hash, fileName: 'eurofxref-hist.csv', size: bytes.length, startedAt: '2026-11-26T09:00:00.000Z', by: { userId: 'operator', role: 'admin' } },
    1,
    job,
  );
const failWith = (code: string, message: RegExp): PortalCommand => ({
  type: 'FailMarketImport',
  data: { jobId, errors: [expect.objectContaining({ code, message: expect.stringMatching(message) as string }) as never], errorCount: 1 },
  commandId: jobEndCommandId(jobId),
});

describe('market import reaction', () => {
  it('completes a job whose file parses with a series per currency, under the job\'s one end id', async () => {
    const [end, ...more] = await given([], { files: [good] }).when(marketImportReactor, started(good)).asked();
    expect(more).toEqual([]);
    expect(end).toMatchObject({ type: 'CompleteMarketImport', commandId: jobEndCommandId(jobId), data: { jobId } });
    const series = end?.type === 'CompleteMarketImport' ? end.data.series : [];
    expect(series.map((s) => [s.seriesId, s.from, s.to, s.last]).sort()).toEqual([
      ['FX:ECB:EUR-CHF', '2024-01-02', '2024-01-03', '0.9297'],
      ['FX:ECB:EUR-USD', '2024-01-02', '2024-01-03', '1.0919'],
    ]);
  });

  it('fails a job whose file is missing from the blob store', async () => {
    await given([]).when(marketImportReactor, started(good)).then([failWith('INVALID_FILE', /not in the blob store/)]);
  });

  it('fails a file with a comma decimal with its line', async () => {
    const broken = ecb(['2024-01-03,1.0919,0.9297,', '2024-01-02,"1,0956",0.9305,']);
    const [end] = await given([], { files: [broken] }).when(marketImportReactor, started(broken)).asked();
    expect(end).toMatchObject({ type: 'FailMarketImport', commandId: jobEndCommandId(jobId), data: { jobId, errors: [{ line: 3 }] } });
  });

  it('asks for nothing for a job already ended (a replay, or skipped as a file already imported)', async () => {
    const skipped = recorded('MarketImportSkipped', { jobId, kind: 'ECB_FX', sha256: 'a'.repeat(64), importedBy: jobId, completedAt: '2026-11-26T09:00:01.000Z' }, 2, job);
    await given([started(good), skipped], { files: [good] }).when(marketImportReactor, started(good)).then([]);
  });
});
