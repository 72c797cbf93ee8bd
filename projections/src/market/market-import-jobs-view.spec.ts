import { marketImportStream } from '@portal/events';
import {
  marketImportCompletedData,
  marketImportErrorFlagRemovedData,
  marketImportFailedData,
  marketImportSkippedData,
  marketImportStartedData,
} from '@portal/events/testing';
import { MarketJobRow } from '@portal/events/read-contracts';
import { Value } from 'typebox/value';
import { erasedView, projectView } from '../testing/project-view.ts';
import { recorded } from '../testing/recorded.ts';
import { marketImportJobsView as typedMarketImportJobsView } from './market-import-jobs-view.ts';

const marketImportJobsView = erasedView(typedMarketImportJobsView);

const first = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00f001';
const again = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00f002';
const broken = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00f003';
const sha = 'a'.repeat(64);
const badSha = 'b'.repeat(64);
let position = 0;
const at = (jobId: string, type: string, data: unknown) => recorded(type, data, (position += 1), marketImportStream(jobId));

const summary = (seriesId: string, from: string, to: string, values: number) => ({ seriesId, unit: 'USD per EUR', resolutionMinutes: 1440 as const, from, to, days: values, values, min: '1', max: '2', last: '1.5' });
const errors = [
  { code: 'INVALID_FORMAT' as const, message: '"1,09" is no rate (a decimal with a point)', line: 3, column: 'USD' },
  { code: 'INVALID_DATE' as const, message: '2024-01-03 appears twice', line: 4, column: 'Date' },
];

const events = [
  at(first, 'MarketImportStarted', marketImportStartedData(first, sha, { startedAt: '2026-11-26T10:00:00.000Z' })),
  // The kind's ledger is another stream's business: the list shows nothing of it.
  recorded('MarketImportQueued', { jobId: first, sha256: sha }, (position += 1), 'marketImports-ECB_FX'),
  at(first, 'MarketImportCompleted', marketImportCompletedData(first, sha, [summary('FX:ECB:EUR-USD', '2024-01-02', '2024-01-05', 4), summary('FX:ECB:EUR-CHF', '2024-01-02', '2024-01-04', 3)], { completedAt: '2026-11-26T10:00:04.000Z' })),
  recorded('MarketImportEnded', { jobId: first, sha256: sha, imported: true }, (position += 1), 'marketImports-ECB_FX'),
  // The same file again, from the drop folder: a duplicate.
  at(again, 'MarketImportStarted', marketImportStartedData(again, sha, { source: 'INBOX', startedAt: '2026-11-26T10:05:00.000Z' })),
  at(again, 'MarketImportSkipped', marketImportSkippedData(again, sha, first, { completedAt: '2026-11-26T10:05:01.000Z' })),
  at(broken, 'MarketImportStarted', marketImportStartedData(broken, badSha, { fileName: 'rates.csv', startedAt: '2026-11-26T10:10:00.000Z' })),
  at(broken, 'MarketImportFailed', marketImportFailedData(broken, errors, { errorCount: 7, failedAt: '2026-11-26T10:10:02.000Z' })),
];
const flagRemoved = at(broken, 'MarketImportErrorFlagRemoved', marketImportErrorFlagRemovedData(broken, '2026-11-26T11:00:00.000Z'));

describe('market import jobs view', () => {
  it('keeps one row per job, shaped as the read contract: success with its series, a duplicate, a failure with its errors and flag', () => {
    const docs = projectView(marketImportJobsView, events);
    expect([...docs.keys()]).toEqual([first, again, broken]);
    for (const doc of docs.values()) expect(Value.Errors(MarketJobRow, doc)).toEqual([]);
    expect(docs.get(first)).toEqual({
      jobId: first, kind: 'ECB_FX', source: 'UPLOAD', fileName: 'eurofxref-hist.csv', sha256: sha, status: 'SUCCESS', duplicate: false,
      created: '2026-11-26T10:00:00.000Z', lastExecution: '2026-11-26T10:00:04.000Z', errorFlag: false, errors: [], errorCount: 0,
      series: [{ seriesId: 'FX:ECB:EUR-USD', from: '2024-01-02', to: '2024-01-05', values: 4 }, { seriesId: 'FX:ECB:EUR-CHF', from: '2024-01-02', to: '2024-01-04', values: 3 }],
    });
    expect(docs.get(again)).toMatchObject({ source: 'INBOX', status: 'SUCCESS', duplicate: true, series: [], created: '2026-11-26T10:05:00.000Z', lastExecution: '2026-11-26T10:05:01.000Z', errorFlag: false });
    expect(docs.get(broken)).toMatchObject({ fileName: 'rates.csv', status: 'FAILED', duplicate: false, errorFlag: true, errors, errorCount: 7, lastExecution: '2026-11-26T10:10:02.000Z' });
  });

  it('shows a running job until it ends', () => {
    const doc = projectView(marketImportJobsView, events.slice(0, 2)).get(first);
    expect(doc).toMatchObject({ status: 'RUNNING', created: '2026-11-26T10:00:00.000Z', lastExecution: '2026-11-26T10:00:00.000Z', errorFlag: false, series: [] });
  });

  it('drops the error flag when the admin removes it, keeping the errors and the failed status', () => {
    const doc = projectView(marketImportJobsView, [...events, flagRemoved]).get(broken);
    expect(doc).toMatchObject({ status: 'FAILED', errorFlag: false, errors, errorCount: 7, lastExecution: '2026-11-26T11:00:00.000Z' });
  });

  it('is the same when every event is delivered twice, and ignores events of a job it never saw start', () => {
    expect(projectView(marketImportJobsView, [...events, flagRemoved], true)).toEqual(projectView(marketImportJobsView, [...events, flagRemoved]));
    const orphan = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00f009';
    expect(projectView(marketImportJobsView, [at(orphan, 'MarketImportFailed', marketImportFailedData(orphan, errors))]).size).toBe(0);
  });

  it('announces every change on the admin-only topic, platform-wide', () => {
    const [started] = events;
    expect(marketImportJobsView.notify?.(started!, first, null)).toEqual({ topic: 'MARKET_IMPORT_JOB', dbId: first, tenant: 'platform' });
  });
});
