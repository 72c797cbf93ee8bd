/**
 * What the load profile check finds, each finding at its place in the file. `code` is the
 * catalogue code of spec section 8 the finding falls under (docs/load-profiles.md, "Problems"):
 * - INVALID_FILE: the bytes are no readable text file (empty, binary, PDF, XLSX, broken encoding);
 * - INVALID_FORMAT: a line the parser cannot read (columns, header, timestamp, number, comma decimal);
 * - VALIDATION_ERROR: readable but wrong (period, order, gaps, missing or negative values, kW step,
 *   too small a share above the threshold, too small a sum);
 * - THRESHOLD_EXCEEDED: a value above the maximum kW.
 */
export type LoadProfileProblemCode = 'INVALID_FILE' | 'INVALID_FORMAT' | 'VALIDATION_ERROR' | 'THRESHOLD_EXCEEDED';

/** Every rule a finding can name; the UI translates `errorInfo.loadProfile.<rule>`. */
export const loadProfileRules = [
  'emptyFile',
  'notText',
  'encoding',
  'columns',
  'header',
  'csvSyntax',
  'timestamp',
  'nonexistentTime',
  'outsidePeriod',
  'start',
  'end',
  'rowCount',
  'gap',
  'duplicate',
  'to',
  'missingValue',
  'commaDecimal',
  'notNumeric',
  'negative',
  'aboveMaximum',
  'kwStep',
  'shareAboveThreshold',
  'minimumSum',
] as const;
export type LoadProfileRule = (typeof loadProfileRules)[number];

/**
 * One finding. `line` is 1-based with the header as line 1, `column` 1-based (null when the
 * finding is about the whole file); `timestamp` the quarter hour concerned, ISO 8601 with its
 * local offset, so a value of the repeated October hour is cited unambiguously.
 *
 * @example
 * { code: 'VALIDATION_ERROR', line: 12, column: 3, timestamp: '2026-10-25T02:00:00+01:00',
 *   message: 'no value for 2026-10-25T02:00:00+01:00', key: 'errorInfo.loadProfile.missingValue' }
 */
export interface LoadProfileProblem {
  readonly code: LoadProfileProblemCode;
  readonly line: number | null;
  readonly column: number | null;
  readonly timestamp?: string;
  readonly message: string;
  readonly key: `errorInfo.loadProfile.${LoadProfileRule}`;
}

/** At most this many findings are listed; `problemCount` tells how many there were. */
export const maxListedProblems = 100;

export class ProblemList {
  readonly listed: LoadProfileProblem[] = [];
  count = 0;

  add(code: LoadProfileProblemCode, rule: LoadProfileRule, message: string, at: { line?: number | null; column?: number | null; timestamp?: string | undefined } = {}): void {
    this.count += 1;
    if (this.listed.length >= maxListedProblems) return;
    const found: LoadProfileProblem = { code, line: at.line ?? null, column: at.column ?? null, message, key: `errorInfo.loadProfile.${rule}` };
    this.listed.push(at.timestamp === undefined ? found : { ...found, timestamp: at.timestamp });
  }
}
