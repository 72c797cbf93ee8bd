import Papa from 'papaparse';
import { marketPriceLimit } from '../market-fields.ts';
import type { MarketDay, MarketFileResult, ParsedMarketSeries } from '../market-file.ts';
import { fxSeriesId } from '../market-fields.ts';
import { decimalPattern, ImportErrors, notThisKind } from './import-errors.ts';
import { fxSummary } from './fx-summary.ts';

/**
 * The ECB's euro foreign exchange reference rates in the layout of `eurofxref-hist.csv` (and
 * `eurofxref.csv`): a header `Date,USD,JPY,...` (often with a trailing comma), one row per
 * fixing day in any order (the published file is newest first), a rate being units of the
 * currency per 1 EUR, `N/A` (or an empty cell) where a currency had no rate that day. Each
 * currency becomes the series `FX:ECB:EUR-<currency>`.
 */
export function parseEcbCsv(text: string): MarketFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((h) => h.trim());
  if (header[0] !== 'Date') return notThisKind('ECB_FX', 'not the ECB reference rates: the first column must be "Date" (eurofxref-hist.csv)');
  const errors = new ImportErrors();
  const currencies: { column: number; code: string }[] = [];
  header.forEach((code, column) => {
    if (column === 0 || code === '') return;
    if (!/^[A-Z]{3}$/.test(code)) errors.add({ code: 'INVALID_FORMAT', message: `"${code}" is no currency code`, line: 1, column: code });
    else if (code === 'EUR') errors.add({ code: 'INVALID_FORMAT', message: 'EUR is the base of the rates, not a column', line: 1, column: code });
    else currencies.push({ column, code });
  });
  if (currencies.length === 0) errors.add({ code: 'INVALID_FILE', message: 'no currency columns after "Date"', line: 1 });
  const byCurrency = new Map<string, MarketDay[]>(currencies.map((c) => [c.code, []]));
  const seenDays = new Set<string>();
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const line = i + 1;
    const day = (row[0] ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      errors.add({ code: 'INVALID_DATE', message: `"${day}" is no date (yyyy-mm-dd)`, line, column: 'Date' });
      continue;
    }
    if (seenDays.has(day)) {
      errors.add({ code: 'INVALID_DATE', message: `${day} appears twice`, line, column: 'Date' });
      continue;
    }
    seenDays.add(day);
    for (const { column, code } of currencies) {
      const cell = (row[column] ?? '').trim();
      if (cell === '' || cell === 'N/A') continue;
      if (!decimalPattern.test(cell)) {
        errors.add({ code: 'INVALID_FORMAT', message: `"${cell}" is no rate (a decimal with a point)`, line, column: code });
        continue;
      }
      const rate = Number(cell);
      if (!(rate > 0) || rate >= marketPriceLimit) {
        errors.add({ code: 'INVALID_FORMAT', message: `${cell} is outside 0..${marketPriceLimit}`, line, column: code });
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
  if (series.length === 0) return notThisKind('ECB_FX', 'the file has no rates');
  return { ok: true, kind: 'ECB_FX', series };
}
