import { fxSeriesId, type FxSource } from '@portal/events';
import { Decimal, toDecimalString } from '@portal/events/units';

/** What the month-end rule reads: the rates table, or a fake of it in specs. */
export interface FxRateReader {
  /**
   * The last day of `month` (yyyy-mm) on which every one of `seriesIds` has a value, with their
   * values in the order asked; null when there is no such day.
   */
  lastCommonDay(seriesIds: readonly string[], month: string): Promise<{ day: string; values: readonly number[] } | null>;
}

export interface FxMonthEndQuery {
  readonly from: string;
  readonly to: string;
  /** yyyy-mm */
  readonly month: string;
}

/**
 * A month-end rate, units of `to` per 1 `from`, kept as the fraction the banks' figures give
 * (`numerator / denominator`), so a conversion divides by a published rate instead of
 * multiplying by a rounded inverse.
 */
export interface FxRate {
  readonly numerator: Decimal;
  readonly denominator: Decimal;
  /** yyyy-mm-dd: the publication day the rate is of */
  readonly date: string;
  readonly source: FxSource;
  /** true when the rate is a bank's figure as published (no inverse, no cross rate) */
  readonly published: boolean;
}

export interface FxMonthEndRate {
  /** decimal string: a published rate as published, an inverse or cross rate to 6 significant digits */
  readonly rate: string;
  readonly date: string;
  readonly source: FxSource;
}

/** A float8 from the table as the decimal the bank published: the shortest text of a double gives its digits back. */
const decimalOf = (value: number): Decimal => new Decimal(String(value));
const one = new Decimal(1);

/** The last calendar day of a month yyyy-mm. */
export function lastDayOfMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year ?? 0, mm ?? 0, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The ECB's rate of `from` in `to` on its last fixing of the month: direct, inverse, or a cross rate over EUR of one day. */
async function ecbRate(reader: FxRateReader, from: string, to: string, month: string): Promise<FxRate | null> {
  if (from === 'EUR') {
    const found = await reader.lastCommonDay([fxSeriesId('ECB', 'EUR', to)], month);
    return found && { numerator: decimalOf(found.values[0] ?? 0), denominator: one, date: found.day, source: 'ECB', published: true };
  }
  if (to === 'EUR') {
    const found = await reader.lastCommonDay([fxSeriesId('ECB', 'EUR', from)], month);
    return found && { numerator: one, denominator: decimalOf(found.values[0] ?? 0), date: found.day, source: 'ECB', published: false };
  }
  // Both legs of a cross rate from the same fixing: the last day on which the ECB published both.
  const found = await reader.lastCommonDay([fxSeriesId('ECB', 'EUR', from), fxSeriesId('ECB', 'EUR', to)], month);
  return found && { numerator: decimalOf(found.values[1] ?? 0), denominator: decimalOf(found.values[0] ?? 0), date: found.day, source: 'ECB', published: false };
}

/** The SNB's month-end rate of a pair with CHF: CHF per 1 unit of the other currency. */
async function snbRate(reader: FxRateReader, from: string, to: string, month: string): Promise<FxRate | null> {
  const other = from === 'CHF' ? to : from;
  const found = await reader.lastCommonDay([fxSeriesId('SNB', other, 'CHF')], month);
  if (!found) return null;
  const rate = decimalOf(found.values[0] ?? 0);
  return from === 'CHF'
    ? { numerator: one, denominator: rate, date: found.day, source: 'SNB', published: false }
    : { numerator: rate, denominator: one, date: found.day, source: 'SNB', published: true };
}

/**
 * The month-end rate of `from` in `to` (issue 13, DOMAIN.md "Currencies"): the rate of the last
 * publication day of the month, the last day of the month that has a value in the table (the
 * ECB publishes none on weekends and TARGET holidays, so March 2024 ends on Thursday the 28th).
 * A pair with CHF takes the SNB's month-end rate when the month has one, else the ECB's. The
 * ECB's rates are units per 1 EUR: EUR->X is the rate, X->EUR its inverse, X->Y the cross rate
 * rate(Y) / rate(X) of one and the same fixing day. The same currency is 1 (dated the month's
 * last calendar day; no bank is asked, the ECB is named). Null when the month has no rate.
 */
export async function monthEndFxRate(reader: FxRateReader, query: FxMonthEndQuery): Promise<FxRate | null> {
  const { from, to, month } = query;
  if (from === to) return { numerator: one, denominator: one, date: lastDayOfMonth(month), source: 'ECB', published: true };
  if (from === 'CHF' || to === 'CHF') {
    const snb = await snbRate(reader, from, to, month);
    if (snb) return snb;
  }
  return ecbRate(reader, from, to, month);
}

/**
 * The rate as answered: a bank's figure exactly as published (already at the bank's precision,
 * e.g. 17094.25 IDR has 7 digits), an inverse or cross rate rounded half up to 6 significant
 * digits, one more than the ECB's 5, so 1 / 161.87 JPY reads 0.0061778. Conversions use the
 * unrounded fraction (`convertAmount`), never this text.
 */
export function rateText(rate: FxRate): string {
  const value = rate.numerator.div(rate.denominator);
  return toDecimalString(rate.published ? value : value.toSignificantDigits(6, Decimal.ROUND_HALF_UP));
}

/**
 * `monthEndRate(reader, { from, to, month })`: the month-end rate as the route answers it, or null.
 *
 * @example
 * await monthEndRate(reader, { from: 'EUR', to: 'CHF', month: '2024-03' })
 * // { rate: '0.9766', date: '2024-03-31', source: 'SNB' }
 */
export async function monthEndRate(reader: FxRateReader, query: FxMonthEndQuery): Promise<FxMonthEndRate | null> {
  const rate = await monthEndFxRate(reader, query);
  return rate && { rate: rateText(rate), date: rate.date, source: rate.source };
}

/** The minor unit of a currency (2 for CHF and EUR, 0 for JPY), from the ICU data Node and browsers carry. */
export function minorUnit(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * `amount` in the target currency: amount * numerator / denominator with decimal.js (precision
 * 20, half up), then half up (away from zero at the half) to the currency's minor unit. Precision
 * 20 keeps the minor unit exact for results below 1e18 (any amount up to the route's 1e15 at a
 * rate below 1000).
 */
export function convertAmount(amount: Decimal, rate: FxRate, currency: string): string {
  return toDecimalString(amount.times(rate.numerator).div(rate.denominator), minorUnit(currency));
}
