import { parseDate } from '@/lib/format/index.ts';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import type { ReplacementPeriod } from './replacement-calls.ts';
import type { Forecast } from './forecast-rows.ts';

// What the replacement dialog holds as typed, its checks, and the period the check route and
// the command take. The file's own rules are the server's (the check route runs them).

export interface ReplacementDraft {
  /** dd.mm.yyyy as typed */
  from: string;
  to: string;
  resolution: '15' | '60';
  timeZone: 'Europe/Zurich' | 'Europe/Berlin';
}

/**
 * The forecast's delivery years as whole local days, the period a replacing file usually holds.
 *
 * @example initialDraft({ ...forecast, years: [2027, 2028] }) // { from: '01.01.2027', to: '31.12.2028', resolution: '15', timeZone: 'Europe/Zurich' }
 */
export function initialDraft(forecast: Pick<Forecast, 'years'>): ReplacementDraft {
  const years = [...forecast.years].sort((a, b) => a - b);
  const first = years[0];
  const last = years[years.length - 1];
  return {
    from: first === undefined ? '' : `01.01.${first}`,
    to: last === undefined ? '' : `31.12.${last}`,
    resolution: '15',
    timeZone: 'Europe/Zurich',
  };
}

/** The dialog's own findings by field: real dates, the end not before the start. */
export function draftErrors(draft: ReplacementDraft): FieldErrors {
  const errors: Record<string, { key: string; params: Record<string, string> }> = {};
  const from = parseDate(draft.from);
  const to = parseDate(draft.to);
  if (from === null) errors.from = { key: 'forecast.replace.invalidDate', params: {} };
  if (to === null) errors.to = { key: 'forecast.replace.invalidDate', params: {} };
  else if (from !== null && to < from) errors.to = { key: 'forecast.replace.order', params: {} };
  return errors;
}

/** The period of a draft without findings, else null. */
export function draftPeriod(draft: ReplacementDraft): ReplacementPeriod | null {
  const from = parseDate(draft.from);
  const to = parseDate(draft.to);
  if (from === null || to === null || to < from) return null;
  return { from, to, resolution: draft.resolution === '15' ? 15 : 60, timeZone: draft.timeZone };
}
