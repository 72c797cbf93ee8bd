import type { MarketJobRow } from '@portal/events/read-contracts';
import { COLORS } from '@/config/constants.ts';
import { canRemoveFlag, errorsBeyondShown, importedSeries, statusColour } from './job-display.ts';

const job = (over: Partial<MarketJobRow>): MarketJobRow => ({
  jobId: '7b0f2c4e-1111-4a2b-9c3d-222233334444',
  kind: 'ENTSOE_SPOT',
  source: 'UPLOAD',
  fileName: 'ch.xml',
  sha256: 'a'.repeat(64),
  status: 'SUCCESS',
  duplicate: false,
  created: '2025-02-01T08:00:00Z',
  lastExecution: '2025-02-01T08:00:02Z',
  errorFlag: false,
  errors: [],
  errorCount: 0,
  series: [],
  ...over,
});

describe('how a job is shown', () => {
  it('colours its status as the spec does: success positive, running neutral, failed negative', () => {
    expect(statusColour).toEqual({ SUCCESS: COLORS.positive, RUNNING: COLORS.neutral, FAILED: COLORS.negative });
  });

  it('offers the flag’s removal only on a failed job that still has it', () => {
    expect(canRemoveFlag(job({ status: 'FAILED', errorFlag: true }))).toBe(true);
    expect(canRemoveFlag(job({ status: 'FAILED', errorFlag: false }))).toBe(false);
    expect(canRemoveFlag(job({ status: 'SUCCESS', errorFlag: false }))).toBe(false);
    expect(canRemoveFlag(job({ status: 'RUNNING', errorFlag: false }))).toBe(false);
  });

  it('sums what a job brought over its series, nothing for one without', () => {
    const series = [
      { seriesId: 'SPOT:CH', from: '2025-01-01', to: '2025-01-31', values: 2976 },
      { seriesId: 'SPOT:DE-LU', from: '2024-12-31', to: '2025-01-30', values: 2880 },
    ];
    expect(importedSeries(job({ series }))).toEqual({ count: 2, from: '2024-12-31', to: '2025-01-31', values: 5856 });
    expect(importedSeries(job({ duplicate: true }))).toBeNull();
  });

  it('counts the errors a job did not keep', () => {
    const errors = [{ code: 'INVALID_FORMAT' as const, message: 'comma decimal', line: 3, column: 'price.amount' }];
    expect(errorsBeyondShown(job({ status: 'FAILED', errors, errorCount: 250 }))).toBe(249);
    expect(errorsBeyondShown(job({ status: 'FAILED', errors, errorCount: 1 }))).toBe(0);
  });
});
