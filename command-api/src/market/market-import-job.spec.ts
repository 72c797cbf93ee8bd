import type { MarketFileError, MarketSeriesSummary, StartMarketImport } from '@portal/events';
import { given } from '@portal/events/testing';
import { marketJobDecider as decider, type JobEvent, type MarketJobCommand } from './market-import-job.ts';

const jobId = '7d2c1a10-0000-4000-8000-000000000001';
const earlier = '7d2c1a10-0000-4000-8000-000000000000';
const sha256 = 'c'.repeat(64);
const at = '2026-11-26T10:00:00.000Z';
const later = '2026-11-26T10:00:05.000Z';
const admin = { userId: 'operator', role: 'admin' };
const data: StartMarketImport = { jobId, kind: 'ECB_FX', sha256, fileName: 'eurofxref-hist.csv', size: 120 };
const summary = (seriesId: string, values: number): MarketSeriesSummary => ({ seriesId, unit: 'USD per EUR', resolutionMinutes: 1440, from: '2024-01-02', to: '2024-01-03', days: values, values, min: '1.09', max: '1.1', last: '1.1' });
const series = [summary('FX:ECB:EUR-USD', 2), summary('FX:ECB:EUR-CHF', 2)];
const errors: MarketFileError[] = [{ code: 'INVALID_FORMAT', message: '"1,0956" is no rate (a decimal with a point)', line: 2, column: 'USD' }];

const start = (importedBy: string | null = null, source: 'UPLOAD' | 'INBOX' = 'UPLOAD', by = admin): MarketJobCommand => ({ type: 'StartMarketImport', data, source, by, now: at, importedBy });
const complete: MarketJobCommand = { type: 'CompleteMarketImport', data: { jobId, series }, now: later };
const fail: MarketJobCommand = { type: 'FailMarketImport', data: { jobId, errors, errorCount: 3 }, now: later };
const removeFlag: MarketJobCommand = { type: 'RemoveMarketImportErrorFlag', data: { jobId }, by: admin, now: later };

const started = (source: 'UPLOAD' | 'INBOX' = 'UPLOAD', by = admin) =>
  ({ type: 'MarketImportStarted', data: { jobId, kind: 'ECB_FX', source, sha256, fileName: 'eurofxref-hist.csv', size: 120, startedAt: at, by } }) as JobEvent;
const completed = { type: 'MarketImportCompleted', data: { jobId, kind: 'ECB_FX', sha256, series, values: 4, completedAt: later } } as JobEvent;
const skipped = { type: 'MarketImportSkipped', data: { jobId, kind: 'ECB_FX', sha256, importedBy: earlier, completedAt: at } } as JobEvent;
const failed = { type: 'MarketImportFailed', data: { jobId, kind: 'ECB_FX', errors, errorCount: 3, failedAt: later } } as JobEvent;
const unflagged = { type: 'MarketImportErrorFlagRemoved', data: { jobId, by: admin, removedAt: later } } as JobEvent;

describe('market import job decider', () => {
  describe('StartMarketImport', () => {
    it('starts a job with its source, the clock and the sender', () => {
      given(decider, []).when(start()).then([started()]);
      const system = { userId: 'worker:market-inbox', role: 'system' };
      given(decider, []).when(start(null, 'INBOX', system)).then([started('INBOX', system)]);
    });
    it('ends a job on a file imported before at once as skipped, naming the job that imported it', () => {
      given(decider, []).when(start(earlier)).then([started(), skipped]);
    });
    it('refuses a job id used twice, whatever the job became', () => {
      for (const history of [[started()], [started(), completed], [started(), skipped], [started(), failed, unflagged]]) {
        given(decider, history).when(start()).thenThrows('STATE_ERROR', 'data.jobId');
      }
    });
  });

  describe('CompleteMarketImport', () => {
    it('completes a running job with its series and their values counted', () => {
      given(decider, [started()]).when(complete).then([completed]);
    });
    it('refuses a job that is not running, and an unknown one', () => {
      given(decider, [started(), completed]).when(complete).thenThrows('STATE_ERROR', 'data.jobId');
      given(decider, [started(), skipped]).when(complete).thenThrows('STATE_ERROR');
      given(decider, [started(), failed]).when(complete).thenThrows('STATE_ERROR');
      given(decider, []).when(complete).thenThrows('ERR_BAD_REQUEST', 'data.jobId');
    });
  });

  describe('FailMarketImport', () => {
    it('fails a running job with its errors and their count', () => {
      given(decider, [started()]).when(fail).then([failed]);
    });
    it('never counts fewer errors than it lists', () => {
      const many: MarketJobCommand = { type: 'FailMarketImport', data: { jobId, errors: [...errors, ...errors], errorCount: 1 }, now: later };
      given(decider, [started()]).when(many).then([{ type: 'MarketImportFailed', data: { jobId, kind: 'ECB_FX', errors: [...errors, ...errors], errorCount: 2, failedAt: later } } as JobEvent]);
    });
    it('refuses a job that is not running, and an unknown one', () => {
      given(decider, [started(), failed]).when(fail).thenThrows('STATE_ERROR', 'data.jobId');
      given(decider, [started(), completed]).when(fail).thenThrows('STATE_ERROR');
      given(decider, [started(), skipped]).when(fail).thenThrows('STATE_ERROR');
      given(decider, []).when(fail).thenThrows('ERR_BAD_REQUEST', 'data.jobId');
    });
  });

  describe('RemoveMarketImportErrorFlag', () => {
    it('removes the flag of a failed job once', () => {
      given(decider, [started(), failed]).when(removeFlag).then([unflagged]);
      given(decider, [started(), failed, unflagged]).when(removeFlag).thenThrows('STATE_ERROR', 'data.jobId');
    });
    it('refuses a job without a flag: running, completed, skipped, unknown', () => {
      given(decider, [started()]).when(removeFlag).thenThrows('STATE_ERROR', 'data.jobId');
      given(decider, [started(), completed]).when(removeFlag).thenThrows('STATE_ERROR');
      given(decider, [started(), skipped]).when(removeFlag).thenThrows('STATE_ERROR');
      given(decider, []).when(removeFlag).thenThrows('ERR_BAD_REQUEST', 'data.jobId');
    });
  });
});
