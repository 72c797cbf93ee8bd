import Papa from 'papaparse';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { CountryCode, ZipCode } from '../sales-partner/sales-partner-fields.ts';
import { YearlyConsumption } from '../validation/number-fields.ts';
import { Place, Street, StreetNr } from '../validation/text-fields.ts';
import { CountryState, MeteringCode, type MeteringDirection, type MeteringPointInput } from './metering-point-fields.ts';

/**
 * The metering point CSV of spec sections 3 and 9: semicolon-separated, a header with the
 * spec's column names, one point per line. What we write we read back byte for byte: UTF-8
 * without BOM, CRLF line ends (spreadsheets expect them), a final CRLF, quotes only where a
 * value holds `;`, `"` or a line break, quantities as written (dot decimal, no separators),
 * METERINGPOINTTYPE 1 for consumption and 2 for production (the spec's query parameter: 1
 * means consumption, otherwise production).
 *
 * Reading checks the shape of every cell against the same field schemas as the commands, so a
 * problem names its line (the header is line 1) and column; the rules that need configuration
 * or stored data (country rules, check digits, duplicates, addresses) are the command's, which
 * maps its field paths back to lines with `csvPlaceOf`.
 */

export const meteringPointCsvColumns = ['METERINGCODE', 'YEARLYCONSUMPTION', 'STREET', 'STREETNR', 'PLACE', 'ZIPCODE', 'COUNTRY', 'STATE', 'METERINGPOINTTYPE'] as const;
export type MeteringPointCsvColumn = (typeof meteringPointCsvColumns)[number];

const typeOfDirection: Record<MeteringDirection, string> = { CONS: '1', PROD: '2' };
const directionOfType: Record<string, MeteringDirection> = { '1': 'CONS', '2': 'PROD' };

export interface CsvProblem {
  code: 'INVALID_FORMAT';
  /** 1-based; the header is line 1. */
  line: number;
  /** 1-based column, 0 when the problem concerns the whole line. */
  column: number;
  columnName: MeteringPointCsvColumn | null;
  message: string;
}

export interface ParsedMeteringPoints {
  points: MeteringPointInput[];
  /** The file line of each point, by index. */
  lines: number[];
  problems: CsvProblem[];
}

const cellSchemas: Record<Exclude<MeteringPointCsvColumn, 'METERINGPOINTTYPE'>, TSchema> = {
  METERINGCODE: MeteringCode,
  YEARLYCONSUMPTION: YearlyConsumption,
  STREET: Street,
  STREETNR: StreetNr,
  PLACE: Place,
  ZIPCODE: ZipCode,
  COUNTRY: CountryCode,
  STATE: CountryState,
};

const cellMessages: Record<MeteringPointCsvColumn, string> = {
  METERINGCODE: 'a metering point code: upper-case letters and digits, at most 50',
  YEARLYCONSUMPTION: 'kWh a year with a dot as decimal sign, greater than 1 and at most 1e10',
  STREET: 'a street name (letters, digits, . , \' _ -)',
  STREETNR: 'a house number (letters, digits, . , \' _ -)',
  PLACE: 'a town (letters, digits, . , \' _ -)',
  ZIPCODE: 'a postal code',
  COUNTRY: 'CH or DE',
  STATE: 'a canton or Land code (2 or 3 upper-case letters)',
  METERINGPOINTTYPE: '1 (consumption) or 2 (production)',
};

/** The most problems one answer lists; a file wrong on every line says so in the count. */
export const maxCsvProblems = 100;

/**
 * @example
 * parseMeteringPointCsv('METERINGCODE;...;METERINGPOINTTYPE\r\n41373559241;12000;...;1\r\n')
 * // { points: [{ code: '41373559241', direction: 'CONS', ... }], lines: [2], problems: [] }
 */
export function parseMeteringPointCsv(text: string): ParsedMeteringPoints & { problemCount: number } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: 'greedy' });
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const report = (p: Omit<CsvProblem, 'code'>) => {
    problemCount++;
    if (problems.length < maxCsvProblems) problems.push({ code: 'INVALID_FORMAT', ...p });
  };
  const rows = parsed.data;
  const header = rows[0]?.map((cell) => cell.trim().toUpperCase()) ?? [];
  if (header.join(';') !== meteringPointCsvColumns.join(';')) {
    report({ line: 1, column: 0, columnName: null, message: `the first line must be the header ${meteringPointCsvColumns.join(';')}` });
    return { points: [], lines: [], problems, problemCount };
  }
  for (const error of parsed.errors) {
    report({ line: (error.row ?? 0) + 1, column: 0, columnName: null, message: error.message });
  }
  const points: MeteringPointInput[] = [];
  const lines: number[] = [];
  const lineOfRow = rowLines(text, rows.length);
  for (const [r, row] of rows.entries()) {
    if (r === 0) continue;
    const line = lineOfRow[r] ?? r + 1;
    if (row.length !== meteringPointCsvColumns.length) {
      report({ line, column: 0, columnName: null, message: `line ${line} has ${row.length} columns, the header ${meteringPointCsvColumns.length}` });
      continue;
    }
    let rowOk = true;
    meteringPointCsvColumns.forEach((name, c) => {
      const cell = row[c] ?? '';
      const ok = name === 'METERINGPOINTTYPE' ? Object.hasOwn(directionOfType, cell) : Value.Check(cellSchemas[name], cell);
      if (!ok) {
        rowOk = false;
        report({ line, column: c + 1, columnName: name, message: `line ${line}, column ${c + 1} (${name}): "${cell.slice(0, 60)}" is not ${cellMessages[name]}` });
      }
    });
    if (!rowOk) continue;
    const [code, yearly, street, streetNr, place, zipCode, country, countryState, type] = row as [string, string, string, string, string, string, string, string, string];
    const direction = directionOfType[type];
    if (!direction) continue;
    points.push({
      code,
      direction,
      yearlyQuantityKwh: yearly,
      address: { street, streetNr, place, zipCode, country: country as MeteringPointInput['address']['country'], countryState },
    });
    lines.push(line);
  }
  if (rows.length <= 1 && problems.length === 0) report({ line: 2, column: 0, columnName: null, message: 'the file holds no metering point' });
  return { points, lines, problems, problemCount };
}

/** The CSV of the given points, in the given order. */
export function writeMeteringPointCsv(points: readonly MeteringPointInput[]): string {
  const rows = points.map((p) => [
    p.code,
    p.yearlyQuantityKwh,
    p.address.street,
    p.address.streetNr,
    p.address.place,
    p.address.zipCode,
    p.address.country,
    p.address.countryState,
    typeOfDirection[p.direction],
  ]);
  return `${Papa.unparse({ fields: [...meteringPointCsvColumns], data: rows }, { delimiter: ';', newline: '\r\n' })}\r\n`;
}

/**
 * Where a command's field path points in the file: `data.points.12.address.zipCode` of an
 * import is the line of point 12 and the ZIPCODE column.
 */
export function csvPlaceOf(field: string, lines: readonly number[]): { line: number; column: number; columnName: MeteringPointCsvColumn | null } | null {
  const match = /points[.[](\d+)\]?\.?(.*)$/.exec(field);
  if (!match) return null;
  const line = lines[Number(match[1])];
  if (line === undefined) return null;
  const columnName = columnOfField[match[2] ?? ''] ?? null;
  return { line, column: columnName ? meteringPointCsvColumns.indexOf(columnName) + 1 : 0, columnName };
}

const columnOfField: Record<string, MeteringPointCsvColumn> = {
  code: 'METERINGCODE',
  yearlyQuantityKwh: 'YEARLYCONSUMPTION',
  'address.street': 'STREET',
  'address.streetNr': 'STREETNR',
  'address.place': 'PLACE',
  'address.zipCode': 'ZIPCODE',
  'address.country': 'COUNTRY',
  'address.countryState': 'STATE',
  direction: 'METERINGPOINTTYPE',
};

/**
 * The file line each parsed row starts on. Papaparse counts rows, not lines: a quoted value
 * may span lines and empty lines are skipped, so the lines are counted from the text.
 */
function rowLines(text: string, rowCount: number): number[] {
  const result: number[] = [];
  let line = 1;
  let inQuotes = false;
  let rowStart = true;
  for (let i = 0; i < text.length && result.length < rowCount; i++) {
    const ch = text.charCodeAt(i);
    if (rowStart && ch !== 10 && ch !== 13) {
      rowStart = false;
      const end = text.indexOf('\n', i);
      // papaparse's 'greedy' skips lines of only whitespace: they start no row
      if (text.slice(i, end < 0 ? undefined : end).trim() !== '') result.push(line);
    }
    if (ch === 34) inQuotes = !inQuotes;
    else if (ch === 10) {
      line++;
      if (!inQuotes) rowStart = true;
    }
  }
  return result;
}
