import { maxJobErrors, type MarketFileError } from '@portal/events/market-fields';
import type { MarketFileResult } from '@portal/events';
import type { MarketImportKind } from '@portal/events/market-fields';

/** Collects a file's problems: the first `maxJobErrors` are kept, all are counted. */
export class ImportErrors {
  readonly kept: MarketFileError[] = [];
  count = 0;

  add(error: MarketFileError): void {
    this.count += 1;
    if (this.kept.length < maxJobErrors) this.kept.push({ ...error, message: error.message.slice(0, 500), ...(error.column === undefined ? {} : { column: error.column.slice(0, 100) }) });
  }

  get any(): boolean {
    return this.count > 0;
  }

  failed(kind: MarketImportKind): MarketFileResult {
    return { ok: false, kind, errors: this.kept, errorCount: this.count };
  }
}

/** A file that is not what its kind reads at all (wrong root element, no header): one error, nothing else read. */
export const notThisKind = (kind: MarketImportKind, message: string, line?: number): MarketFileResult => ({
  ok: false,
  kind,
  errors: [{ code: 'INVALID_FILE', message: message.slice(0, 500), ...(line === undefined ? {} : { line }) }],
  errorCount: 1,
});

/**
 * Rates are units of a currency per 1 EUR or CHF: the ECB's history holds the Turkish lira
 * before its redenomination (about 2,000,000 TRL per EUR in 2004), far beyond the price limit.
 */
export const fxRateLimit = 10_000_000;

/** A decimal with a point, as the banks and ENTSO-E publish them; a comma decimal or anything else is no number. */
export const decimalPattern = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** A calendar date yyyy-mm-dd that exists (no 2024-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Shows a cell in a message without letting a long one fill it. */
export const quoted = (cell: string): string => `"${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`;
