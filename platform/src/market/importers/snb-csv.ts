import { DateTime } from 'luxon';
import Papa from 'papaparse';
import { Decimal } from '@portal/events/units';
import { fxSeriesId } from '@portal/events/market-fields';
import type { MarketDay, MarketFileResult, ParsedMarketSeries } from '@portal/events';
import { isCurrencyCode } from './currencies.ts';
import { fxSummary } from './fx-summary.ts';
import { decimalPattern, fxRateLimit, ImportErrors, notThisKind, quoted } from './import-errors.ts';

/**
 * The SNB data portal's CSV export of the cube `devkum` (monthly foreign exchange rates,
 * https://data.snb.ch/api/cube/devkum/data/csv/en or `/de`): semicolon-separated and quoted, a
 * preamble (`"CubeId";"devkum"`, `"PublishingDate";"..."`, an empty line), then
 * `"Date";"D0";"D1";"Value"` (`"Datum";...;"Wert"` in German) and one row per month, kind and
 * currency: `"2024-01";"M1";"EUR1";"0.9290"`. D0 `M0` is the monthly average, `M1` the rate at
 * the month's end: only M1 is imported (the portal converts at month end). D1 names the currency
 * with the number of units the rate is for (`EUR1`, `JPY100`); the value is CHF for those units,
 * stored per 1 unit as `FX:SNB:<currency>-CHF`. A month-end rate is dated on the month's last
 * weekday (Monday to Friday), the SNB's last fixing of the month.
 */
export function parseSnbCsv(text: string): MarketFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  const headerIndex = rows.findIndex((row) => row[0] === 'Date' || row[0] === 'Datum');
  if (headerIndex < 0) return notThisKind('SNB_FX', 'not an SNB data portal export: no header line "Date";"D0";"D1";"Value"');
  const cube = rows.slice(0, headerIndex).find((row) => row[0] === 'CubeId')?.[1];
  if (cube !== undefined && cube !== 'devkum') return notThisKind('SNB_FX', `the file holds the SNB cube "${cube}", not the monthly exchange rates (devkum)`, 1);
  const header = rows[headerIndex] ?? [];
  const expected = header[0] === 'Date' ? ['Date', 'D0', 'D1', 'Value'] : ['Datum', 'D0', 'D1', 'Wert'];
  if (expected.some((name, i) => header[i] !== name) || header.length !== 4) {
    return notThisKind('SNB_FX', `the header must be ${expected.map((n) => `"${n}"`).join(';')} (the cube devkum), not ${header.map((n) => `"${n}"`).join(';')}`, headerIndex + 1);
  }
  const errors = new ImportErrors();
  for (const e of parsed.errors) errors.add({ code: 'INVALID_FORMAT', message: `the line cannot be read as CSV: ${e.message}`, ...(e.row === undefined ? {} : { line: e.row + 1 }) });
  const byCurrency = new Map<string, Map<string, { line: number; rate: number }>>();
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (row.every((c) => c === '')) continue;
    const line = i + 1;
    const [month = '', d0 = '', d1 = '', value = ''] = row;
    if (row.length > 4 && row.slice(4).some((c) => c !== '')) {
      errors.add({ code: 'INVALID_FORMAT', message: `the line has ${row.length} fields, the header 4; is a rate written with a decimal comma?`, line });
      continue;
    }
    const day = monthEndDay(month);
    if (day === null) {
      errors.add({ code: 'INVALID_DATE', message: `${quoted(month)} is no month (yyyy-mm)`, line, column: expected[0] });
      continue;
    }
    if (d0 !== 'M0' && d0 !== 'M1') {
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(d0)} is neither M0 (monthly average) nor M1 (month end)`, line, column: 'D0' });
      continue;
    }
    const unit = /^([A-Z]{3})([1-9][0-9]*)$/.exec(d1);
    if (!unit || !isCurrencyCode(unit[1] ?? '') || unit[1] === 'CHF') {
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(d1)} is no currency with its units (EUR1, JPY100)`, line, column: 'D1' });
      continue;
    }
    if (value === '') continue;
    if (!decimalPattern.test(value)) {
      const hint = /^\d+,\d+$/.test(value) ? ' (a decimal comma; the SNB writes a point)' : ' (a decimal with a point)';
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(value)} is no rate${hint}`, line, column: expected[3] });
      continue;
    }
    const rate = new Decimal(value).div(unit[2] ?? '1');
    if (rate.lte(0) || rate.gte(fxRateLimit)) {
      errors.add({ code: 'INVALID_FORMAT', message: `${value} is outside 0..${fxRateLimit}`, line, column: expected[3] });
      continue;
    }
    if (d0 === 'M0') continue;
    const code = unit[1] ?? '';
    const months = byCurrency.get(code) ?? new Map<string, { line: number; rate: number }>();
    byCurrency.set(code, months);
    const first = months.get(day);
    if (first) {
      errors.add({ code: 'INVALID_DATE', message: `the month-end rate of ${code} for ${month} appears twice (lines ${first.line} and ${line})`, line, column: expected[0] });
      continue;
    }
    months.set(day, { line, rate: rate.toNumber() });
  }
  if (errors.any) return errors.failed('SNB_FX');
  const series: ParsedMarketSeries[] = [];
  for (const code of [...byCurrency.keys()].sort()) {
    const days: MarketDay[] = [...(byCurrency.get(code) ?? new Map()).entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, { rate }]) => ({ day, values: [rate] }));
    series.push({ summary: fxSummary(fxSeriesId('SNB', code, 'CHF'), `CHF per ${code}`, days), days });
  }
  if (series.length === 0) return notThisKind('SNB_FX', 'the file has no month-end rates (D0 "M1" with a value)');
  return { ok: true, kind: 'SNB_FX', series };
}

/** The last weekday (Monday to Friday) of a month `yyyy-mm`, or null for anything else. */
export function monthEndDay(month: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  let day = DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]) }, { zone: 'utc' }).endOf('month').startOf('day');
  while (day.weekday > 5) day = day.minus({ days: 1 });
  return day.toISODate();
}
