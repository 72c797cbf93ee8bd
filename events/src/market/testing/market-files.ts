import { DateTime } from 'luxon';
import { Decimal } from '../../units/decimal.ts';
import type { ForwardMarket, LoadType } from '../market-fields.ts';
import { daysBetween, isTargetDay } from './target-calendar.ts';

/**
 * Market files in the layouts the importers read, for specs, benchmarks and the demo samples
 * (deploy/demo/market-data). Deterministic: the same options give the same bytes.
 */
export { defaultSpotPrice, entsoeDayAheadXml, zurichOffsetMs, type EntsoeDocumentOptions } from './entsoe-document.ts';
export { easterSunday, isTargetDay, targetHolidays } from './target-calendar.ts';

/** A slow, smooth wobble (±2 %) so that series are not flat; `index` counts days. */
const wobble = (index: number, phase: number): number => 1 + 0.02 * Math.sin(index / 23 + phase) + 0.006 * Math.sin(index / 3.1 + phase * 2);

/** Units of the currency per 1 EUR about 2024, and the decimals the ECB publishes it with. */
const ecbLevels: Readonly<Record<string, [number, number]>> = {
  USD: [1.085, 4], JPY: [162.5, 2], GBP: [0.8555, 5], CHF: [0.9612, 4], SEK: [11.35, 4], NOK: [11.52, 4],
  DKK: [7.4575, 4], PLN: [4.318, 4], CZK: [25.12, 3], HUF: [390.4, 2], CAD: [1.47, 4], AUD: [1.645, 4], CNY: [7.81, 4],
};

export interface EcbRatesOptions {
  readonly from: string;
  readonly to: string;
  /** Header order, e.g. ['USD', 'JPY', 'GBP', 'CHF']. */
  readonly currencies: readonly string[];
  /** Units per EUR on a fixing day, or null for `N/A`. Default: a plausible level per currency. */
  readonly rate?: (currency: string, day: string, index: number) => number | null;
}

/**
 * The ECB's `eurofxref-hist.csv` layout: `Date,USD,...,` with a trailing comma on every line,
 * newest first, one row per TARGET day (no weekends, no TARGET holidays).
 */
export function ecbRatesCsv(options: EcbRatesOptions): string {
  const days = daysBetween(options.from, options.to).filter(isTargetDay);
  const lines = days.map((day, index) => {
    const cells = options.currencies.map((code, c) => {
      const value = options.rate ? options.rate(code, day, index) : defaultEcbRate(code, index, c);
      return value === null ? 'N/A' : new Decimal(value).toDecimalPlaces(ecbLevels[code]?.[1] ?? 4).toFixed(ecbLevels[code]?.[1] ?? 4);
    });
    return `${day},${cells.join(',')},`;
  });
  return `Date,${options.currencies.join(',')},\n${lines.reverse().join('\n')}\n`;
}

const defaultEcbRate = (code: string, index: number, column: number): number => (ecbLevels[code]?.[0] ?? 1 + column) * wobble(index, column);

/** CHF per unit count as the SNB publishes it (EUR1, USD1, GBP1, JPY100, SEK100). */
const snbLevels: Readonly<Record<string, number>> = { EUR1: 0.9512, USD1: 0.8795, GBP1: 1.1105, JPY100: 0.5912, SEK100: 8.3671, NOK100: 8.2095, DKK100: 12.7546, CAD1: 0.6435 };

export interface SnbMonthlyOptions {
  /** First and last month, yyyy-mm. */
  readonly from: string;
  readonly to: string;
  /** D1 codes with their unit counts, e.g. ['EUR1', 'USD1', 'GBP1', 'JPY100']. */
  readonly currencies: readonly string[];
  /** CHF for the unit count, or null for an empty cell. Default: a plausible level per currency. */
  readonly rate?: (d0: 'M0' | 'M1', d1: string, month: string, index: number) => number | null;
  readonly language?: 'en' | 'de';
  /** Leave out the monthly averages (M0). */
  readonly monthEndOnly?: boolean;
}

/** The SNB data portal's CSV export of the cube `devkum`: a preamble, then `"Date";"D0";"D1";"Value"`, ordered by month, D0 and D1. */
export function snbMonthlyCsv(options: SnbMonthlyOptions): string {
  const months: string[] = [];
  const last = DateTime.fromISO(`${options.to}-01`, { zone: 'utc' });
  for (let m = DateTime.fromISO(`${options.from}-01`, { zone: 'utc' }); m <= last; m = m.plus({ months: 1 })) months.push(m.toFormat('yyyy-MM'));
  const published = last.plus({ months: 1 }).toFormat('yyyy-MM-02');
  const head = options.language === 'de' ? '"Datum";"D0";"D1";"Wert"' : '"Date";"D0";"D1";"Value"';
  const lines = ['"CubeId";"devkum"', `"PublishingDate";"${published} 14:30"`, '', head];
  months.forEach((month, index) => {
    for (const d0 of options.monthEndOnly ? (['M1'] as const) : (['M0', 'M1'] as const)) {
      options.currencies.forEach((d1, c) => {
        const value = options.rate ? options.rate(d0, d1, month, index) : (snbLevels[d1] ?? 1 + c) * wobble(index * 21 + (d0 === 'M1' ? 11 : 0), c);
        lines.push(`"${month}";"${d0}";"${d1}";${value === null ? '' : `"${new Decimal(value).toDecimalPlaces(5).toFixed()}"`}`);
      });
    }
  });
  return `${lines.join('\r\n')}\r\n`;
}

export interface ForwardSettlementsOptions {
  /** Trading days; default: the TARGET days `from`..`to`. */
  readonly tradingDays?: readonly string[];
  readonly from?: string;
  readonly to?: string;
  readonly markets: readonly ForwardMarket[];
  readonly loads: readonly LoadType[];
  /** Delivery periods, e.g. ['2027', '2027-Q1', '2027-01']. */
  readonly periods: readonly string[];
  /** The Swiss market's currency (Germany settles in EUR). Default EUR. */
  readonly chCurrency?: 'EUR' | 'CHF';
  readonly price?: (market: ForwardMarket, load: LoadType, period: string, day: string, index: number) => number;
}

/** Our forward settlement CSV (docs/market-data.md): `TradingDay;Market;Load;Period;Price;Currency`, one row per trading day and product. */
export function forwardSettlementsCsv(options: ForwardSettlementsOptions): string {
  const days = options.tradingDays ?? daysBetween(options.from ?? '', options.to ?? '').filter(isTargetDay);
  const lines = ['TradingDay;Market;Load;Period;Price;Currency'];
  days.forEach((day, index) => {
    for (const market of options.markets) {
      for (const load of options.loads) {
        options.periods.forEach((period, p) => {
          const value = options.price ? options.price(market, load, period, day, index) : defaultForwardPrice(market, load, period, index, p);
          const currency = market === 'CH' ? (options.chCurrency ?? 'EUR') : 'EUR';
          lines.push(`${day};${market};${load};${period};${value.toFixed(2)};${currency}`);
        });
      }
    }
  });
  return `${lines.join('\n')}\n`;
}

/** Base about 85 EUR/MWh in Germany, 5 more in Switzerland, peak 12 % above base, winter quarters and months dearer. */
function defaultForwardPrice(market: ForwardMarket, load: LoadType, period: string, index: number, p: number): number {
  const quarter = /-Q([1-4])$/.exec(period)?.[1];
  const month = /-(\d{2})$/.exec(period)?.[1];
  const m = quarter ? Number(quarter) * 3 - 1 : month ? Number(month) : null;
  const season = m === null ? 1 : 1 + 0.12 * Math.cos(((m - 1) / 12) * 2 * Math.PI);
  const level = (market === 'CH' ? 90 : 85) * (load === 'PEAK' ? 1.12 : 1) * season;
  return Math.round(level * wobble(index, p) * 100) / 100;
}
