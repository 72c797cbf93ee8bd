import type { ParseError } from 'papaparse';
import type { LoadProfileOptions } from './check-options.ts';
import { formatSlot, type PeriodSlots } from './period.ts';
import type { ProblemList } from './problems.ts';

/*
 * The rules of docs/load-profiles.md on the file as a whole, one function a rule. The others
 * live beside what they read: `notText` and `encoding` in decode.ts, `header` and the header's
 * `columns` in header.ts, the row rules in row-rules.ts, `shareAboveThreshold` and `minimumSum`
 * in direction-totals.ts.
 */

/** `emptyFile`: no bytes, or only blanks. */
export function emptyFileRule(body: string, problems: ProblemList): boolean {
  if (body.trim() !== '') return false;
  problems.add('INVALID_FILE', 'emptyFile', 'the file is empty');
  return true;
}

/** `csvSyntax`: broken quoting, the first ten places papaparse names. */
export function csvSyntaxRule(errors: readonly ParseError[], problems: ProblemList): void {
  for (const error of errors.slice(0, 10)) {
    problems.add('INVALID_FORMAT', 'csvSyntax', `CSV syntax: ${error.message}`, { line: (error.row ?? 0) + 1 });
  }
}

/** `rowCount`: one row per step of the period, cited at the last data line. */
export function rowCountRule(rows: number, lastLine: number, period: PeriodSlots, options: LoadProfileOptions, problems: ProblemList): void {
  if (rows === period.count) return;
  const steps = options.resolution === 15 ? 'quarter hours' : 'hours';
  problems.add('VALIDATION_ERROR', 'rowCount', `the period ${options.from} to ${options.to} in ${options.timeZone} has ${period.count} ${steps}; the file has ${rows} row(s)`, {
    line: lastLine,
  });
}

/** `end`: the rows reach the period's last step; `next` is one past the furthest slot read. */
export function endRule(rows: number, next: number, lastLine: number, period: PeriodSlots, problems: ProblemList): void {
  if (rows === 0 || next >= period.count) return;
  problems.add('VALIDATION_ERROR', 'end', `the file ends at ${formatSlot(period, next)}, the period at ${formatSlot(period, period.count)}`, {
    line: lastLine,
    column: 2,
    timestamp: formatSlot(period, next),
  });
}
