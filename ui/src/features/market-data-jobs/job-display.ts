import type { MarketJobRow } from '@portal/events/read-contracts';
import { COLORS } from '@/config/constants.ts';

// How the job list shows a job: its status in the spec's colours (section 9: positive, neutral,
// negative), what it imported, and whether its error flag can be removed (section 4: a failed
// job keeps its flag until the admin removes it).

export type JobStatus = MarketJobRow['status'];

export const statusColour: Readonly<Record<JobStatus, string>> = { SUCCESS: COLORS.positive, RUNNING: COLORS.neutral, FAILED: COLORS.negative };

/** A failed job whose flag is still set: the only one the remove action is offered for. */
export const canRemoveFlag = (job: Pick<MarketJobRow, 'status' | 'errorFlag'>): boolean => job.status === 'FAILED' && job.errorFlag;

export interface ImportedSeries {
  count: number;
  /** first and last day over all series, yyyy-mm-dd */
  from: string;
  to: string;
  values: number;
}

/**
 * What a job brought: how many series, over which days, how many values; null for a job that
 * brought none (running, failed, or a duplicate of a file imported before).
 *
 * @example importedSeries({ series: [{ seriesId: 'SPOT:CH', from: '2025-01-01', to: '2025-01-31', values: 2976 }] }) // { count: 1, from: '2025-01-01', to: '2025-01-31', values: 2976 }
 */
export function importedSeries(job: Pick<MarketJobRow, 'series'>): ImportedSeries | null {
  if (job.series.length === 0) return null;
  return {
    count: job.series.length,
    from: job.series.map((s) => s.from).reduce((a, b) => (a < b ? a : b)),
    to: job.series.map((s) => s.to).reduce((a, b) => (a > b ? a : b)),
    values: job.series.reduce((sum, s) => sum + s.values, 0),
  };
}

/** The errors the job keeps and how many the file had beyond them (a job keeps the first 100). */
export function errorsBeyondShown(job: Pick<MarketJobRow, 'errors' | 'errorCount'>): number {
  return Math.max(0, job.errorCount - job.errors.length);
}
