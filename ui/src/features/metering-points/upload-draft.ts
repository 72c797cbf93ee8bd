import type { MarketZone, ProfileCheckOptions, UploadDirections } from '@/entities/metering-point/load-profile-query.ts';
import { parseDate } from '@/lib/format/index.ts';

// The upload form's fields as typed (dates dd.mm.yyyy) and the check's options they make.

export interface UploadDraft {
  from: string;
  to: string;
  resolution: '15' | '60';
  directions: UploadDirections;
}

export type DraftErrors = Partial<Record<'from' | 'to', { key: string; params: Record<string, string | number> }>>;

/**
 * The options of the check and the command, or the fields' errors: both dates required and
 * real days (dd.mm.yyyy), `to` not before `from`.
 *
 * @example
 * uploadOptions({ from: '29.03.2026', to: '29.03.2026', resolution: '15', directions: 'CONS' }, 'Europe/Zurich')
 * // { options: { from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' }, errors: {} }
 */
export function uploadOptions(draft: UploadDraft, zone: MarketZone): { options: ProfileCheckOptions | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const from = draft.from.trim() === '' ? null : parseDate(draft.from);
  const to = draft.to.trim() === '' ? null : parseDate(draft.to);
  if (draft.from.trim() === '') errors.from = { key: 'errorInfo.required', params: {} };
  else if (from === null) errors.from = { key: 'meteringPoints.errors.date', params: {} };
  if (draft.to.trim() === '') errors.to = { key: 'errorInfo.required', params: {} };
  else if (to === null) errors.to = { key: 'meteringPoints.errors.date', params: {} };
  else if (from !== null && to < from) errors.to = { key: 'meteringPoints.errors.periodOrder', params: {} };
  if (from === null || to === null || errors.to) return { options: null, errors };
  return { options: { from, to, resolution: draft.resolution === '60' ? 60 : 15, directions: draft.directions, timeZone: zone }, errors };
}

/** Local days from..to, both included (the period's length for the 10 % question). */
export function daysOf(options: ProfileCheckOptions): number {
  return Math.round((Date.parse(`${options.to}T00:00:00Z`) - Date.parse(`${options.from}T00:00:00Z`)) / 86_400_000) + 1;
}
