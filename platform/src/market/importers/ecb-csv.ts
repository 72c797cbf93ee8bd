import Papa from 'papaparse';
import { fxSeriesId } from '@portal/events/market-fields';
import type { MarketDay, MarketFileResult, ParsedMarketSeries } from '@portal/events';
import { isCurrencyCode } from './currencies.ts';
import { fxSummary } from './fx-summary.ts';
import { decimalPattern, fxRateLimit, ImportErrors, isDay, notThisKind, quoted } from './import-errors.ts';

/**
 * The ECB's euro foreign exchange reference rates in the layout of `eurofxref-hist.csv` (and
 * the daily `eurofxref.csv`): a header `Date,USD,JPY,...` (the published files end every line
 * with a comma, the daily one puts a blank after each), one row per fixing day in any order
 * (the history is newest first), a rate being units of the currency per 1 EUR, `N/A` (or an
 * empty cell) where a currency had no rate that day. Each currency becomes the series
 * `FX:ECB:EUR-<currency>`. docs/market-data.md describes the rules and errors.
 */
export function parseEcbCsv(text: string): MarketFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: false });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((h) => h.trim());
  if (header[0] !== 'Date') return notThisKind('ECB_FX', 'not the ECB reference rates: the first column must be "Date" (eurofxref-hist.csv)', 1);
  const errors = new ImportErrors();
  for (const e of parsed.errors) {
    errors.add({ code: 'INVALID_FORMAT', message: `the line cannot be read as CSV: ${e.message}`, ...(e.row === undefined ? {} : { line: e.row + 1 }) });
  }
  const currencies = headerCurrencies(header, errors);
  const named = header.length - [...header].reverse().findIndex((h) => h !== '');
  const byCurrency = new Map<string, MarketDay[]>(currencies.map((c) => [c.code, []]));
  const seenDays = new Map<string, number>();
  for (let i = 1; i < rows.length; i++) {
    const row = (rows[i] ?? []).map((c) => c.trim());
    if (row.every((c) => c === '')) continue;
    const line = i + 1;
    const day = fixingDay(row[0] ?? '');
    if (day === null) {
      errors.add({ code: 'INVALID_DATE', message: `${quoted(row[0] ?? '')} is no date (yyyy-mm-dd)`, line, column: 'Date' });
      continue;
    }
    const first = seenDays.get(day);
    if (first !== undefined) {
      errors.add({ code: 'INVALID_DATE', message: `${day} appears twice (lines ${first} and ${line})`, line, column: 'Date' });
      continue;
    }
    seenDays.set(day, line);
    // A comma decimal that is not quoted splits its cell in two and shifts the rest of the row:
    // a value then stands in a column the header has no currency for.
    const stray = row.findIndex((cell, column) => column >= named && cell !== '');
    if (stray >= 0) {
      errors.add({
        code: 'INVALID_FORMAT',
        message: `the line has more values than the header has currencies (${quoted(row[stray] ?? '')} in column ${stray + 1}); is a rate written with a decimal comma?`,
        line,
        column: `column ${stray + 1}`,
      });
      continue;
    }
    for (const { column, code } of currencies) {
      const cell = row[column] ?? '';
      if (cell === '' || cell === 'N/A') continue;
      if (!decimalPattern.test(cell)) {
        const hint = /^\d+,\d+$/.test(cell) ? ' (a decimal comma; the ECB writes a point)' : ' (a decimal with a point)';
        errors.add({ code: 'INVALID_FORMAT', message: `${quoted(cell)} is no rate${hint}`, line, column: code });
        continue;
      }
      const rate = Number(cell);
      if (!(rate > 0) || rate >= fxRateLimit) {
        errors.add({ code: 'INVALID_FORMAT', message: `${cell} is outside 0..${fxRateLimit}`, line, column: code });
        continue;
      }
      byCurrency.get(code)?.push({ day, values: [rate] });
    }
  }
  if (seenDays.size === 0 && !errors.any) errors.add({ code: 'INVALID_FILE', message: 'the file has no fixing days', line: 2 });
  if (errors.any) return errors.failed('ECB_FX');
  const series: ParsedMarketSeries[] = [];
  for (const { code } of currencies) {
    const days = (byCurrency.get(code) ?? []).sort((a, b) => (a.day < b.day ? -1 : 1));
    if (days.length === 0) continue;
    series.push({ summary: fxSummary(fxSeriesId('ECB', 'EUR', code), `${code} per EUR`, days), days });
  }
  if (series.length === 0) return notThisKind('ECB_FX', 'the file has no rates: every cell is N/A or empty');
  return { ok: true, kind: 'ECB_FX', series };
}

/** The header's currency columns; a name that is no ISO 4217 code, EUR itself or a repeated code is an error. */
function headerCurrencies(header: readonly string[], errors: ImportErrors): { column: number; code: string }[] {
  const currencies: { column: number; code: string }[] = [];
  const seen = new Set<string>();
  header.forEach((code, column) => {
    if (column === 0 || code === '') return;
    if (!isCurrencyCode(code)) errors.add({ code: 'INVALID_FORMAT', message: `${quoted(code)} is no known currency code (ISO 4217)`, line: 1, column: code });
    else if (code === 'EUR') errors.add({ code: 'INVALID_FORMAT', message: 'EUR is the base of the rates, not a column', line: 1, column: code });
    else if (seen.has(code)) errors.add({ code: 'INVALID_FORMAT', message: `${code} has two columns`, line: 1, column: code });
    else {
      seen.add(code);
      currencies.push({ column, code });
    }
  });
  if (currencies.length === 0 && !errors.any) errors.add({ code: 'INVALID_FILE', message: 'no currency columns after "Date"', line: 1 });
  return currencies;
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2024-03-28` (the history) or `28 March 2024` (the daily file), as yyyy-mm-dd; null for anything else. */
function fixingDay(cell: string): string | null {
  if (isDay(cell)) return cell;
  const long = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(cell);
  const month = long ? months.indexOf(long[2] ?? '') + 1 : 0;
  if (!long || month === 0) return null;
  const day = `${long[3]}-${String(month).padStart(2, '0')}-${(long[1] ?? '').padStart(2, '0')}`;
  return isDay(day) ? day : null;
}
