import { valueColumns, type LoadProfileDirections } from './check-options.ts';
import type { ProblemList } from './problems.ts';
import { layoutOf } from './timestamps.ts';

export const cell = (row: readonly string[], i: number): string => row[i] ?? '';

/** Blank lines, `#` comments and Excel's `sep=;` line: skipped wherever they are, counted as lines. */
export function isSkipped(row: readonly string[]): boolean {
  const first = cell(row, 0);
  const c = first.charCodeAt(0);
  if (c >= 48 && c <= 57) return false; // a timestamp: the usual case, decided on one character
  return (row.length === 1 && first.trim() === '') || first.trimStart().startsWith('#') || /^sep=$/i.test(first.trim());
}

export interface Header {
  /** 1-based line of the header (or of the first data line, when there is no header). */
  readonly line: number;
  /** Index into the parsed lines where the data starts. */
  readonly firstDataIndex: number;
  readonly columns: number;
  /** The header the directions want, for messages: `from;to;kW`. */
  readonly wanted: string;
  /** A row's number of columns, an empty field after a final semicolon not counted. */
  readonly width: (row: readonly string[]) => number;
}

/**
 * Finds the header (the first line not skipped) and checks it against the directions
 * (docs/load-profiles.md, "The file"). Null when its width is wrong: then every row would be
 * wrong too, and one finding says it. Without a header, one finding, and the line is data.
 */
export function readHeader(lines: readonly string[][], directions: LoadProfileDirections, problems: ProblemList): Header | null {
  const columns = valueColumns(directions);
  const expected = 2 + columns.length;
  const wanted = ['from', 'to', ...columns.map((c) => (directions === 'BOTH' ? `kW_${c.direction}` : 'kW'))].join(';');
  // Some exports end every line with a semicolon: an empty last field is no column.
  const width = (row: readonly string[]) => (row.length === expected + 1 && cell(row, expected).trim() === '' ? expected : row.length);
  let r = 0;
  while (r < lines.length && isSkipped(lines[r] ?? [])) r += 1;
  const header = lines[r] ?? [];
  const names = header.map((h) => h.trim());
  const line = r + 1;
  if (layoutOf(cell(names, 0)) !== null) {
    problems.add('INVALID_FORMAT', 'header', `line ${line} must be the header ${wanted}`, { line, column: 1 });
    return { line, firstDataIndex: r, columns: expected, wanted, width };
  }
  if (width(header) !== expected) {
    const separator = header.length === 1 && /[,\t]/.test(cell(header, 0)) ? '; the file is not semicolon-separated' : '';
    problems.add('INVALID_FORMAT', 'columns', `the header has ${header.length} column(s), a ${directions} profile ${expected} (${wanted})${separator}`, {
      line,
      column: Math.min(header.length, expected) + 1,
    });
    return null;
  }
  const accepted = [['from', 'von'], ['to', 'bis'], ...columns.map((c) => c.names)];
  accepted.forEach((allowed, i) => {
    const found = cell(names, i);
    if (!allowed.includes(found.toLowerCase())) {
      problems.add('INVALID_FORMAT', 'header', `column ${i + 1} of the header is "${found}"; a ${directions} profile has ${wanted}`, { line, column: i + 1 });
    }
  });
  return { line, firstDataIndex: r + 1, columns: expected, wanted, width };
}
