import { minHistoryDays } from './history-minimum.ts';
import { problem, type Problem } from './problem.ts';

/** The rule names of the rollout tool's refusals (in the shared `problemKeys`, so the UI translates them). */
export type RolloutRule = 'rolloutYear' | 'rolloutYearOrder' | 'rolloutYearsMax' | 'historyRange' | 'historyEnergy';

/** A rollout refusal: a plain `Problem` (VALIDATION_ERROR) with one of the rollout rule keys. */
export type RolloutProblem = Problem;

/** What the admin asks for in the rollout tool, as entered (years may arrive as text). */
export interface RolloutRequest {
  readonly from: number | string | undefined;
  readonly to: number | string | undefined;
  /** Whole local days of the metering point's history (`completeLocalDays`). */
  readonly historyDays: number;
  /** The history's energy in kWh, when known: a history without energy cannot be scaled. */
  readonly historyKwh?: number;
}

/** Where each refusal points: the rollout form's fields by default, a command's own paths otherwise. */
export interface RolloutFields {
  readonly from: string;
  readonly to: string;
  readonly history: string;
}

const formFields: RolloutFields = { from: 'data.from', to: 'data.to', history: 'data.history' };

/** Limits from the platform configuration (spec: "not shown"). */
export interface RolloutLimits {
  /** At most this many delivery years per rollout. */
  readonly maxRolloutYears: number;
  /** At least this many whole days of history; `minHistoryDays` (365, spec section 5) by default. */
  readonly minHistoryDays?: number;
}

const yearPattern = /^[1-9][0-9]{3}$/;

/**
 * Every refusal of a rollout request, in the order the form shows them (empty: the request may
 * run). Spec section 5: rollout years of 4 digits, the end year not before the start year, at
 * most `maxRolloutYears` years, at least one full year (both years given: a range of whole
 * calendar years always holds at least one), and a history of at least 365 days.
 *
 * @example
 * rolloutProblems({ from: '2027', to: '2026', historyDays: 400 }, { maxRolloutYears: 10 });
 * // [{ code: 'VALIDATION_ERROR', field: 'data.to', key: 'errorInfo.rolloutYearOrder', ... }]
 */
export function rolloutProblems(request: RolloutRequest, limits: RolloutLimits, fields: RolloutFields = formFields): RolloutProblem[] {
  const problems: RolloutProblem[] = [];
  const from = yearOf(request.from);
  const to = yearOf(request.to);
  if (from === null) problems.push(rolloutProblem(fields.from, 'The first delivery year must be a year of 4 digits', 'rolloutYear'));
  if (to === null) problems.push(rolloutProblem(fields.to, 'The last delivery year must be a year of 4 digits', 'rolloutYear'));
  if (from !== null && to !== null) {
    if (to < from) {
      problems.push(rolloutProblem(fields.to, `The last delivery year ${to} is before the first ${from}`, 'rolloutYearOrder', { from, to }));
    } else if (to - from + 1 > limits.maxRolloutYears) {
      problems.push(rolloutProblem(fields.to, `At most ${limits.maxRolloutYears} delivery years can be rolled out at once, ${from} to ${to} are ${to - from + 1}`, 'rolloutYearsMax', { max: limits.maxRolloutYears, years: to - from + 1 }));
    }
  }
  const minDays = limits.minHistoryDays ?? minHistoryDays;
  if (request.historyDays < minDays) {
    problems.push(rolloutProblem(fields.history, `The historic profile covers ${request.historyDays} whole days, at least ${minDays} are needed`, 'historyRange', { days: request.historyDays, min: minDays }));
  } else if (request.historyKwh !== undefined && !(request.historyKwh > 0)) {
    problems.push(rolloutProblem(fields.history, 'The historic profile has no energy to scale a forecast from', 'historyEnergy'));
  }
  return problems;
}

/** The delivery years of a valid request, first to last. */
export function rolloutYears(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function yearOf(value: number | string | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : value?.trim();
  return text !== undefined && yearPattern.test(text) ? Number(text) : null;
}

const rolloutProblem = (field: string, message: string, rule: RolloutRule, params: Problem['params'] = {}): RolloutProblem => problem(field, message, rule, params);
