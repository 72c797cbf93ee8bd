import { DateTime } from 'luxon';
import Papa from 'papaparse';
import { forwardSeriesId, marketPriceLimit, type ForwardMarket, type LoadType } from '@portal/events/market-fields';
import type { MarketDay, MarketFileResult, ParsedMarketSeries } from '@portal/events';
import { fxSummary } from './fx-summary.ts';
import { decimalPattern, ImportErrors, isDay, notThisKind, quoted } from './import-errors.ts';

/** The header of our forward settlement file (docs/market-data.md), in this order. */
export const forwardCsvHeader = ['TradingDay', 'Market', 'Load', 'Period', 'Price', 'Currency'] as const;

interface ForwardSeries {
  readonly market: ForwardMarket;
  readonly load: LoadType;
  readonly period: string;
  readonly currency: string;
  readonly currencyLine: number;
  readonly days: Map<string, { line: number; price: number }>;
}

/**
 * Forward settlement prices in the portal's own layout (docs/market-data.md): semicolon-separated
 * (spec section 9), a header `TradingDay;Market;Load;Period;Price;Currency`, one row per trading
 * day and product, e.g. `2026-11-25;CH;BASE;2027;98.45;EUR`. Each product becomes the series
 * `FWD:<market>:<load>:<period>` with one settlement per trading day, in `<currency>/MWh`.
 */
export function parseForwardCsv(text: string): MarketFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  const header = rows[0] ?? [];
  if (header.length !== forwardCsvHeader.length || forwardCsvHeader.some((name, i) => header[i]?.toLowerCase() !== name.toLowerCase())) {
    return notThisKind('FORWARD_CSV', `not a forward settlement file: the header must be ${forwardCsvHeader.join(';')} (semicolon-separated)`, 1);
  }
  const errors = new ImportErrors();
  for (const e of parsed.errors) errors.add({ code: 'INVALID_FORMAT', message: `the line cannot be read as CSV: ${e.message}`, ...(e.row === undefined ? {} : { line: e.row + 1 }) });
  const bySeries = new Map<string, ForwardSeries>();
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (row.every((c) => c === '')) continue;
    const line = i + 1;
    if (row.length !== forwardCsvHeader.length) {
      errors.add({ code: 'INVALID_FORMAT', message: `the line has ${row.length} fields, the header ${forwardCsvHeader.length} (fields are separated by semicolons)`, line });
      continue;
    }
    const [day = '', market = '', load = '', period = '', price = '', currency = ''] = row;
    const before = errors.count;
    if (!isDay(day)) errors.add({ code: 'INVALID_DATE', message: `${quoted(day)} is no date (yyyy-mm-dd)`, line, column: 'TradingDay' });
    if (market !== 'CH' && market !== 'DE') errors.add({ code: 'INVALID_FORMAT', message: `${quoted(market)} is no market (CH or DE)`, line, column: 'Market' });
    if (load !== 'BASE' && load !== 'PEAK') errors.add({ code: 'INVALID_FORMAT', message: `${quoted(load)} is no load type (BASE or PEAK)`, line, column: 'Load' });
    const periodEnd = deliveryEnd(period);
    if (periodEnd === null) errors.add({ code: 'INVALID_FORMAT', message: `${quoted(period)} is no delivery period (2027, 2027-Q1 or 2027-01)`, line, column: 'Period' });
    if (!decimalPattern.test(price)) {
      const hint = /^-?\d+,\d+$/.test(price) ? ' (a decimal comma; write a point: 98.45)' : ' (a decimal with a point)';
      errors.add({ code: 'INVALID_FORMAT', message: `${quoted(price)} is no price${hint}`, line, column: 'Price' });
    } else if (Math.abs(Number(price)) > marketPriceLimit) {
      errors.add({ code: 'INVALID_FORMAT', message: `${price} is outside ±${marketPriceLimit}`, line, column: 'Price' });
    }
    if (currency !== 'EUR' && currency !== 'CHF') errors.add({ code: 'INVALID_FORMAT', message: `${quoted(currency)} is no currency of the portal (EUR or CHF)`, line, column: 'Currency' });
    else if (market === 'DE' && currency !== 'EUR') errors.add({ code: 'INVALID_FORMAT', message: 'German forwards settle in EUR', line, column: 'Currency' });
    if (errors.count > before || periodEnd === null) continue;
    if (periodEnd < day) {
      errors.add({ code: 'INVALID_DATE', message: `the delivery period ${period} ended (${periodEnd}) before the trading day ${day}`, line, column: 'Period' });
      continue;
    }
    const id = forwardSeriesId(market as ForwardMarket, load as LoadType, period);
    const series = bySeries.get(id) ?? { market: market as ForwardMarket, load: load as LoadType, period, currency, currencyLine: line, days: new Map() };
    bySeries.set(id, series);
    if (series.currency !== currency) {
      errors.add({ code: 'INVALID_FORMAT', message: `${id} is in ${series.currency} on line ${series.currencyLine}: a product keeps one currency within a file`, line, column: 'Currency' });
      continue;
    }
    const first = series.days.get(day);
    if (first) {
      errors.add({ code: 'INVALID_DATE', message: `${id} has two settlements on ${day} (lines ${first.line} and ${line})`, line, column: 'TradingDay' });
      continue;
    }
    series.days.set(day, { line, price: Number(price) });
  }
  if (bySeries.size === 0 && !errors.any) errors.add({ code: 'INVALID_FILE', message: 'the file has no settlement prices', line: 2 });
  if (errors.any) return errors.failed('FORWARD_CSV');
  const series: ParsedMarketSeries[] = [...bySeries.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, s]) => {
      const days: MarketDay[] = [...s.days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, { price }]) => ({ day, values: [price] }));
      return { summary: fxSummary(id, `${s.currency}/MWh`, days), days };
    });
  return { ok: true, kind: 'FORWARD_CSV', series };
}

/** The last day of a delivery period `2027`, `2027-Q1` or `2027-01`, or null for anything else. */
export function deliveryEnd(period: string): string | null {
  const m = /^(\d{4})(?:-Q([1-4])|-(0[1-9]|1[0-2]))?$/.exec(period);
  if (!m) return null;
  const year = Number(m[1]);
  const lastMonth = m[2] ? Number(m[2]) * 3 : m[3] ? Number(m[3]) : 12;
  return DateTime.fromObject({ year, month: lastMonth }, { zone: 'utc' }).endOf('month').toISODate();
}
