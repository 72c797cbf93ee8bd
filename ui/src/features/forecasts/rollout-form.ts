import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { type FieldErrors, type FieldMessage, formPath } from '@/components/forms/field-errors.ts';

// The roll-out tool's form as pure functions: which points, which delivery years, and the
// year rules of spec section 5 for instant feedback. The server's rules
// (workers/src/forecast/rollout-rules.ts) are out of the UI's reach (dependency-cruiser allows
// the browser only events' browser-safe files), so the form checks what the spec names for the
// years and the command checks everything again, the history of each point included.

export interface RolloutPoint {
  code: string;
  direction: MeteringDirection;
}

export interface YearDraft {
  fromYear: string;
  toYear: string;
}

/** The command's year schema (`load-profile-commands.ts`): 2000 to 2100. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const yearPattern = /^[0-9]{4}$/;

function yearError(text: string): FieldMessage | null {
  const value = text.trim();
  if (!yearPattern.test(value)) return { key: 'forecasts.errors.year', params: {} };
  const year = Number(value);
  if (year < FIRST_YEAR || year > LAST_YEAR) return { key: 'forecasts.errors.yearRange', params: { min: FIRST_YEAR, max: LAST_YEAR } };
  return null;
}

/**
 * The year fields' findings: 4 digits each (within the years the command takes), the end year
 * not before the start year, at most `maxYears` delivery years. A range of whole calendar years
 * always holds at least one full year, the spec's last rule.
 *
 * @example yearErrors({ fromYear: '2027', toYear: '2040' }, 10) // { toYear: { key: 'forecasts.errors.tooManyYears', params: { max: 10, years: 14 } } }
 */
export function yearErrors(draft: YearDraft, maxYears: number): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  const fromError = yearError(draft.fromYear);
  const toError = yearError(draft.toYear);
  if (fromError) errors.fromYear = fromError;
  if (toError) errors.toYear = toError;
  if (fromError || toError) return errors;
  const from = Number(draft.fromYear.trim());
  const to = Number(draft.toYear.trim());
  if (to < from) errors.toYear = { key: 'forecasts.errors.order', params: { from, to } };
  else if (to - from + 1 > maxYears) errors.toYear = { key: 'forecasts.errors.tooManyYears', params: { max: maxYears, years: to - from + 1 } };
  return errors;
}

export interface PastedPoints {
  points: RolloutPoint[];
  /** 1-based numbers of the lines that name no point */
  invalidLines: number[];
}

/**
 * Codes pasted one per line; a line may add its direction after a space, tab, `;` or `,`
 * (`CH1234…;PROD`), else it is consumption. Codes are upper-cased as the API holds them; empty lines are skipped, repeats kept once.
 *
 * @example parsePastedPoints('DE0001\nDE0002;PROD\n\nno code here') // { points: [{ code: 'DE0001', direction: 'CONS' }, { code: 'DE0002', direction: 'PROD' }], invalidLines: [4] }
 */
export function parsePastedPoints(text: string): PastedPoints {
  const points: RolloutPoint[] = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const parts = line.trim().split(/[\s;,]+/).filter(Boolean);
    if (parts.length === 0) return;
    const [code = '', direction = 'CONS', ...rest] = parts;
    const upper = direction.toUpperCase();
    if (rest.length > 0 || !/^[A-Za-z0-9]{1,50}$/.test(code) || (upper !== 'CONS' && upper !== 'PROD')) {
      invalidLines.push(index + 1);
      return;
    }
    points.push({ code: code.toUpperCase(), direction: upper });
  });
  return { points: uniquePoints(points), invalidLines };
}

/** `CODE:CONS`, the key of a point in sets and tables. */
export const pointKey = (point: RolloutPoint): string => `${point.code}:${point.direction}`;

/** Each point once, in the order first given. */
export function uniquePoints(points: readonly RolloutPoint[]): RolloutPoint[] {
  const seen = new Set<string>();
  return points.filter((point) => {
    const key = pointKey(point);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The command's most points at once (`RequestForecastRollout`). */
export const MAX_POINTS = 1000;

/** The points field's finding: at least one point, at most the command's maximum, every pasted line a point. */
export function pointsError(points: readonly RolloutPoint[], invalidLines: readonly number[]): FieldMessage | null {
  if (invalidLines.length > 0) return { key: 'forecasts.errors.pastedLines', params: { lines: invalidLines.slice(0, 10).join(', ') } };
  if (points.length === 0) return { key: 'forecasts.errors.noPoints', params: {} };
  if (points.length > MAX_POINTS) return { key: 'forecasts.errors.tooManyPoints', params: { max: MAX_POINTS } };
  return null;
}

/**
 * The form's fields for the command's refusals: `from` and `to` are the names the roll-out
 * rules give the year refusals. Anything else the command refuses (the history of a point, a
 * refusal without field) is a roll-out error of the request as such.
 */
export const ROLLOUT_FIELDS = ['points', 'fromYear', 'toYear', 'from', 'to'] as const;

/**
 * A refusal of one whole point (`data.points.<i>`: its history is missing or too short) is a
 * roll-out error; one of a point's fields (`data.points.<i>.code`) shows at the points field.
 *
 * @example atRolloutField('data.to') // true; atRolloutField('data.points.0') // false
 */
export function atRolloutField(apiField: string | undefined): boolean {
  const path = formPath(apiField);
  if (path === null || /^points\.\d+$/.test(path)) return false;
  return ROLLOUT_FIELDS.some((field) => path === field || path.startsWith(`${field}.`));
}
