import { maxJobErrors, type MarketFileError, type MarketFileResult, type MarketSeriesSummary } from '@portal/events';
import { jobEnd, jobEndCommandId } from './import-outcome.ts';

const jobId = '7d2c1a10-0000-4000-8000-000000000001';
const summary: MarketSeriesSummary = { seriesId: 'FX:ECB:EUR-USD', unit: 'USD per EUR', resolutionMinutes: 1440, from: '2024-01-02', to: '2024-01-02', days: 1, values: 1, min: '1.0956', max: '1.0956', last: '1.0956' };
const error = (line: number, message = 'bad'): MarketFileError => ({ code: 'INVALID_FORMAT', message, line, column: 'USD' });

describe('a market job\'s end', () => {
  it('completes with the summaries of a file that parsed', () => {
    const result: MarketFileResult = { ok: true, kind: 'ECB_FX', series: [{ summary, days: [{ day: '2024-01-02', values: [1.0956] }] }] };
    expect(jobEnd(jobId, result)).toEqual({ type: 'CompleteMarketImport', data: { jobId, series: [summary] } });
  });

  it('fails with the first errors, their count and messages cut to what the event stores', () => {
    const errors = Array.from({ length: maxJobErrors + 5 }, (_, i) => error(i + 2, 'x'.repeat(600)));
    const end = jobEnd(jobId, { ok: false, kind: 'ECB_FX', errors, errorCount: 250 });
    expect(end.type).toBe('FailMarketImport');
    if (end.type !== 'FailMarketImport') return;
    expect(end.data.errors).toHaveLength(maxJobErrors);
    expect(end.data.errors[0]).toEqual({ code: 'INVALID_FORMAT', message: 'x'.repeat(500), line: 2, column: 'USD' });
    expect(end.data.errorCount).toBe(250);
  });

  it('fails a missing file, a file without series and a refusal without errors with INVALID_FILE', () => {
    for (const result of [null, { ok: true, kind: 'ECB_FX', series: [] }, { ok: false, kind: 'ECB_FX', errors: [], errorCount: 0 }] as const) {
      const end = jobEnd(jobId, result as MarketFileResult | null);
      expect(end).toMatchObject({ type: 'FailMarketImport', data: { jobId, errorCount: 1, errors: [{ code: 'INVALID_FILE' }] } });
    }
  });

  it('ends a job under one command id, whatever the outcome', () => {
    expect(jobEndCommandId(jobId)).toBe(jobEndCommandId(jobId));
    expect(jobEndCommandId(jobId)).not.toBe(jobEndCommandId('7d2c1a10-0000-4000-8000-000000000002'));
    expect(jobEndCommandId(jobId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
