import Papa from 'papaparse';
import type { LoadProfileLimits } from '../platform-config/business-limits.ts';
import type { SeriesValues } from '../units/series-values.ts';
import { optionsProblem, valueColumns, type LoadProfileOptions } from './check-options.ts';
import { DirectionTotals, thresholdMicro, type DirectionSummary } from './direction-totals.ts';
import { csvSyntaxRule, emptyFileRule, endRule, rowCountRule } from './file-rules.ts';
import { isSkipped, readHeader } from './header.ts';
import { periodSlots, type PeriodSlots } from './period.ts';
import { ProblemList, type LoadProfileProblem } from './problems.ts';
import { RowRules } from './row-rules.ts';
import type { Layout } from './timestamps.ts';

export interface LoadProfileCheck {
  readonly valid: boolean;
  /** Data lines read (not the header, comments or empty lines). */
  readonly rows: number;
  readonly layout: Layout | null;
  /** The first findings (at most 100), in file order, then the rules on the whole file. */
  readonly problems: LoadProfileProblem[];
  readonly problemCount: number;
  /** kwh and maxKw of the one direction, or of consumption for BOTH; `byDirection` has each. */
  readonly summary: DirectionSummary & { readonly byDirection: Partial<Record<'CONS' | 'PROD', DirectionSummary>> };
  /** With `withValues` and no problem: kW per slot of the period (its resolution), per direction. */
  readonly values?: Partial<Record<'CONS' | 'PROD', SeriesValues<'kW'>>>;
}

/**
 * Checks a load profile against every rule of spec section 5 "Load profile upload", in one pass
 * (docs/load-profiles.md has the layouts and rules; each rule is one named function: the file's
 * in file-rules.ts, a row's in row-rules.ts, the header's in header.ts, the totals' in
 * direction-totals.ts). Pure and browser-safe: the upload preview runs it on the server
 * (`POST /api/loadprofiles/check`) and the upload command the same.
 *
 * @example
 * const check = checkLoadProfile('from;to;kW\n2026-03-29T00:00:00+01:00;2026-03-29T00:15:00+01:00;12.5\n...',
 *   { from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' }, limits.loadProfile);
 * check.valid // false when anything was found; check.problems cite line, column and quarter hour
 */
export function checkLoadProfile(text: string, options: LoadProfileOptions, limits: LoadProfileLimits): LoadProfileCheck {
  const bad = optionsProblem(options);
  if (bad) throw new RangeError(`${bad.field}: ${bad.message}`);
  const period = periodSlots(options.from, options.to, options.resolution, options.timeZone);
  const threshold = thresholdMicro(limits);
  const totals = valueColumns(options.directions).map((c) => new DirectionTotals(c.direction, threshold, period.count, options.withValues === true));
  const problems = new ProblemList();
  const answer = (rows: number, layout: Layout | null) => checkAnswer({ rows, layout, problems, totals, period, options });

  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (emptyFileRule(body, problems)) return answer(0, null);
  const parsed = Papa.parse<string[]>(body, { delimiter: ';', skipEmptyLines: false });
  csvSyntaxRule(parsed.errors, problems);
  const lines = parsed.data;
  const header = readHeader(lines, options.directions, problems);
  if (!header) return answer(0, null);

  const rowRules = new RowRules(period, header, totals, limits, problems);
  for (let r = header.firstDataIndex; r < lines.length; r += 1) {
    const row = lines[r] ?? [];
    if (!isSkipped(row)) rowRules.check(row, r + 1);
  }

  const { rows, next, lastLine, layout } = rowRules;
  rowCountRule(rows, lastLine, period, options, problems);
  endRule(rows, next, lastLine, period, problems);
  if (rows > 0) for (const t of totals) t.checkTotals(limits, options.resolution, options.forOrder === true, problems);
  return answer(rows, layout);
}

function checkAnswer(run: { rows: number; layout: Layout | null; problems: ProblemList; totals: readonly DirectionTotals[]; period: PeriodSlots; options: LoadProfileOptions }): LoadProfileCheck {
  const { rows, layout, problems, totals, period, options } = run;
  const summaries = totals.map((t) => [t.direction, t.summary(options.resolution)] as const);
  const byDirection = Object.fromEntries(summaries);
  const first = summaries[0]?.[1] ?? { kwh: '0.000', maxKw: '0' };
  const valid = problems.count === 0;
  const start = new Date(period.startMs).toISOString();
  const values = valid && options.withValues ? Object.fromEntries(totals.map((t) => [t.direction, t.series(start, options.resolution)])) : undefined;
  return { valid, rows, layout, problems: problems.listed, problemCount: problems.count, summary: { ...first, byDirection }, ...(values ? { values } : {}) };
}
