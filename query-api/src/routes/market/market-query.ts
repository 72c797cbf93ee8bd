import { CurrencyCode, DomainError, parseSeriesId } from '@portal/events';
import { maxChartSeries } from '@portal/events/read-contracts';
import { Decimal } from '@portal/events/units';
import Type from 'typebox';

const strict = { additionalProperties: false } as const;
/** Dates are checked by the route, so a wrong one answers INVALID_DATE rather than the schema's VALIDATION_ERROR. */
const Day = Type.String({ maxLength: 10, description: 'yyyy-mm-dd (Europe/Zurich delivery day), included' });
const Month = Type.String({ maxLength: 7, description: 'yyyy-mm' });
const Currency = { ...CurrencyCode, description: 'ISO 4217 code, e.g. EUR, CHF, USD' };

export const SeriesQuery = Type.Object({ kind: Type.Optional(Type.Union([Type.Literal('SPOT'), Type.Literal('FORWARD'), Type.Literal('FX')])) }, strict);
export const ChartQuery = Type.Object(
  {
    series: Type.String({ minLength: 1, maxLength: 1000, description: 'series ids separated by commas, at most 10, each once' }),
    from: Day,
    to: Day,
    maxPoints: Type.Optional(Type.String({ pattern: '^(2000|1[0-9]{3}|[1-9][0-9]{1,2})$', description: 'buckets per line at most, 10 to 2000 (default 2000)' })),
  },
  strict,
);
export const MonthEndQuery = Type.Object({ from: Currency, to: Currency, month: Month }, strict);
export const ConvertQuery = Type.Object(
  { amount: Type.String({ minLength: 1, maxLength: 40, description: 'decimal with a point, e.g. 1250.50 or -3' }), from: Currency, to: Currency, month: Month },
  strict,
);

/** The longest chart: 20 years (the ECB's history is 25, a chart of it is read in parts). */
export const maxChartYears = 20;
/** The largest amount converted, positive or negative. */
export const maxAmount = new Decimal('1e15');

const refused = (code: string, field: string, message: string): DomainError => new DomainError(code, 400, message, { field: `querystring.${field}` });

/**
 * The series of a chart: each a series id, each once, at most ten. The messages carry the spec's
 * words (section 8: "limit of ten time series", "series already shown"), which the UI shows.
 */
export function parseChartSeries(text: string): string[] {
  const ids = text.split(',').map((s) => s.trim());
  for (const id of ids) if (!parseSeriesId(id)) throw refused('VALIDATION_ERROR', 'series', `"${id}" is no market series id (SPOT:<zone>, FWD:<market>:<BASE|PEAK>:<period>, FX:<ECB|SNB>:<base>-<quote>)`);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw refused('VALIDATION_ERROR', 'series', `series already shown: ${id}`);
    seen.add(id);
  }
  if (ids.length > maxChartSeries) throw refused('VALIDATION_ERROR', 'series', `limit of ten time series: a chart shows at most ${maxChartSeries}, ${ids.length} were asked for`);
  return ids;
}

/** A calendar date yyyy-mm-dd as [year, month, day]; 2026-02-30 is none. */
function day(text: string, field: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) !== text) throw refused('INVALID_DATE', field, `"${text}" is no date (yyyy-mm-dd)`);
  return [y, m, d];
}

/** from <= to, both real dates, at most 20 years. */
export function checkChartPeriod(from: string, to: string): void {
  const [y, m, d] = day(from, 'from');
  day(to, 'to');
  if (to < from) throw refused('INVALID_DATE', 'to', `the period ends (${to}) before it starts (${from})`);
  const limit = new Date(Date.UTC(y + maxChartYears, m - 1, d)).toISOString().slice(0, 10);
  if (to >= limit) throw refused('INVALID_DATE', 'from', `a chart covers at most ${maxChartYears} years, ${from} to ${to} is longer`);
}

/** A month yyyy-mm. */
export function checkMonth(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw refused('INVALID_DATE', 'month', `"${month}" is no month (yyyy-mm)`);
  return month;
}

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** Whether ICU knows the code as a current ISO 4217 currency; the ECB's history also has retired ones (EEK, CYP, ...). */
export const isIsoCurrency = (code: string): boolean => isoCurrencies.has(code);

/** A code that is neither a current currency nor one the portal has rates of. */
export const unknownCurrency = (code: string, field: 'from' | 'to'): DomainError =>
  refused('VALIDATION_ERROR', field, `${code} is no ISO 4217 currency, and there are no exchange rates for it`);

/** A currency the portal has no rates of: no ECB or SNB series names it. */
export const noRatesOf = (code: string, field: 'from' | 'to'): DomainError =>
  refused('VALIDATION_ERROR', field, `there are no exchange rates for ${code} (neither the ECB's nor the SNB's)`);

/**
 * An amount: digits with an optional point and sign, as a Decimal. A decimal comma is refused
 * with INVALID_FORMAT rather than read as thousands: "1,250" could be either.
 */
export function parseAmount(text: string): Decimal {
  const trimmed = text.trim();
  if (/^[+-]?\d+,\d+$/.test(trimmed)) throw refused('INVALID_FORMAT', 'amount', `"${text}" has a decimal comma: write the amount with a point (${trimmed.replace(',', '.')})`);
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) throw refused('INVALID_FORMAT', 'amount', `"${text}" is no amount (digits with a decimal point, e.g. 1250.50)`);
  const amount = new Decimal(trimmed);
  if (amount.abs().gt(maxAmount)) throw refused('VALIDATION_ERROR', 'amount', `an amount is at most 1e15, ${text} is larger`);
  return amount;
}
