import { maxJobErrors, nameUuid, type CompleteMarketImport, type FailMarketImport, type MarketFileError, type MarketFileResult } from '@portal/events';

export const marketImportName = 'market-import';

/** The one command id of a job's end, complete or fail: a restart that parses the file again appends nothing. */
export const jobEndCommandId = (jobId: string): string => nameUuid(`${marketImportName}\u0000${jobId}\u0000end`);

/** The most series one job names (CompleteMarketImport's limit). */
const maxSeries = 1000;

export type JobEnd = { readonly type: 'CompleteMarketImport'; readonly data: CompleteMarketImport } | { readonly type: 'FailMarketImport'; readonly data: FailMarketImport };

/** An error as the job's event stores it: the message and column cut to their schema's length. */
const fitted = (error: MarketFileError): MarketFileError => ({
  ...error,
  message: error.message.slice(0, 500),
  ...(error.column === undefined ? {} : { column: error.column.slice(0, 100) }),
});

const failed = (jobId: string, errors: readonly MarketFileError[], errorCount: number): JobEnd => {
  const kept = errors.slice(0, maxJobErrors).map(fitted);
  return { type: 'FailMarketImport', data: { jobId, errors: kept, errorCount: Math.max(errorCount, kept.length) } };
};

/**
 * What a job's file comes to: CompleteMarketImport with the series' summaries, or
 * FailMarketImport with its first errors and their count. A file missing from the blob store
 * (`null`) fails with INVALID_FILE. Pure: the worker parses, this decides.
 */
export function jobEnd(jobId: string, result: MarketFileResult | null): JobEnd {
  if (result === null) return failed(jobId, [{ code: 'INVALID_FILE', message: 'the file is not in the blob store (removed, or stored by another installation)' }], 1);
  if (!result.ok) {
    const errors = result.errors.length > 0 ? result.errors : [{ code: 'INVALID_FILE' as const, message: 'the file was refused' }];
    return failed(jobId, errors, result.errorCount);
  }
  if (result.series.length === 0) return failed(jobId, [{ code: 'INVALID_FILE', message: 'the file holds no series' }], 1);
  if (result.series.length > maxSeries) return failed(jobId, [{ code: 'INVALID_FILE', message: `the file holds ${result.series.length} series; one import takes at most ${maxSeries}` }], 1);
  return { type: 'CompleteMarketImport', data: { jobId, series: result.series.map((s) => s.summary) } };
}
