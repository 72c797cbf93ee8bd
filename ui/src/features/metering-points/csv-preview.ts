import { type CsvProblem, parseMeteringPointCsv } from '@portal/events/metering-point-csv';
import type { DeclaredDirections } from '@portal/events/metering-point-fields';

// The instant preview of a metering point CSV before it is uploaded: the same parser as the
// server (@portal/events/metering-point-csv), run in a worker (csv-worker.ts) so a file of
// 10,000 rows never blocks the page. The server still checks everything (country rules, check
// digits, duplicates); the preview only shows what the file itself gets wrong.

export interface CsvPreview {
  /** Points read without a problem. */
  rows: number;
  consumption: number;
  production: number;
  /** All problems found, of which `problems` lists the first. */
  problemCount: number;
  problems: CsvProblem[];
  /** The directions the file holds, for the import's `declared`; null for a file without points. */
  declared: DeclaredDirections | null;
}

/** How many problems the dialog lists; the count says how many more there are. */
export const previewProblems = 20;

/**
 * @example csvPreview('METERINGCODE;...;METERINGPOINTTYPE\r\n41373559241;12000;...;1\r\n') // { rows: 1, consumption: 1, production: 0, problemCount: 0, problems: [], declared: 'CONS' }
 */
export function csvPreview(text: string): CsvPreview {
  const parsed = parseMeteringPointCsv(text);
  const consumption = parsed.points.filter((point) => point.direction === 'CONS').length;
  const production = parsed.points.length - consumption;
  const declared = consumption > 0 && production > 0 ? 'BOTH' : consumption > 0 ? 'CONS' : production > 0 ? 'PROD' : null;
  return { rows: parsed.points.length, consumption, production, problemCount: parsed.problemCount, problems: parsed.problems.slice(0, previewProblems), declared };
}

/**
 * A file's text: UTF-8 (with or without BOM) when it is valid UTF-8, otherwise Windows-1252,
 * the encoding spreadsheets on Windows write umlauts in.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
