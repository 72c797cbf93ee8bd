import { minHistoryDays } from '@portal/events/validation';
import { Decimal, toDecimal, toDecimalString, type DecimalString, type MarketZone, type QuarterHourValues } from '@portal/events/units';
import { deliveryYear } from './delivery-year.ts';
import { historyDays, sum } from './history-days.ts';
import { holidayCalendar, type ForecastRegion } from './holiday-regions.ts';
import { defaultSpecialEventOptions, findSpecialEvents, type SpecialEvent, type SpecialEventOptions } from './special-events.ts';
import { templatePicker } from './template-choice.ts';

/**
 * Series are numbers here, not decimal strings: a year of `QuarterHourSeries` is 35,040 strings,
 * which would cost more to parse than the whole generation; a forecast is a shape, not money, so
 * numbers are precise enough and only the reported kWh go through decimal.js.
 */
export interface ForecastInput {
  /** The metering point's measured profile in kW per quarter hour, at least 365 whole local days. */
  readonly history: QuarterHourValues<'kW'>;
  readonly zone: MarketZone;
  /** Canton or Land for the public holidays (platform configuration ids). */
  readonly region: ForecastRegion;
  /** Delivery years, local calendar years in `zone`. */
  readonly years: readonly number[];
  /** Declared yearly quantity in kWh, one for every year or one per year; without it the history's level is kept. */
  readonly yearlyKwh?: DecimalString | Readonly<Record<number, DecimalString>>;
  readonly specialEvents?: Partial<SpecialEventOptions>;
  /** Whether a special day may serve as a template (default true: the admin sees the hint and decides). */
  readonly copySpecialEvents?: boolean;
}

/** A delivery year: kW per quarter hour from local 1 January 00:00, 35,040 values (35,136 in a leap year). */
export type ForecastYear = QuarterHourValues<'kW'> & {
  readonly year: number;
  /** Energy of the year (sum of kW / 4), 3 decimals. */
  readonly kwh: DecimalString;
};

export interface Forecast {
  readonly years: ForecastYear[];
  /** Special events of the history; non-empty means the admin should check before accepting. */
  readonly hints: SpecialEvent[];
}

/**
 * The long-term forecast of a metering point (spec section 4): each delivery year is built day
 * by day from history days of the same day type nearest in season (holidays of the region as
 * Sundays), in local time so DST days have 92 and 100 quarter hours, then scaled to the declared
 * yearly quantity. Pure: the same input always gives the same forecast.
 *
 * @example
 * const forecast = generateForecast({
 *   history: quarterHourValues('2024-12-31T23:00:00Z', 'kW', values), // 2025 in Zurich, 35,040 values
 *   zone: 'Europe/Zurich', region: { country: 'CH', state: 'ZH' },
 *   years: [2027, 2028], yearlyKwh: '120000',
 * });
 * forecast.years[1].values.length; // 35,136 (2028 is a leap year)
 * forecast.years[1].kwh; // '120000.000'
 */
export function generateForecast(input: ForecastInput): Forecast {
  const bad = input.history.values.findIndex((kw) => !(kw >= 0 && kw < Infinity));
  if (bad >= 0) throw new RangeError(`history value ${bad} is ${input.history.values[bad]}, not a kW figure of 0 or more`);
  const isHoliday = holidayCalendar(input.region);
  const days = historyDays(input.history, input.zone, isHoliday);
  if (days.length < minHistoryDays) throw new RangeError(`the history has ${days.length} whole local days, at least ${minHistoryDays} are needed`);
  const special = findSpecialEvents(days, { ...defaultSpecialEventOptions, ...input.specialEvents });
  const avoid = new Set(input.copySpecialEvents === false ? special.indices : []);
  const pick = templatePicker(days, avoid);
  const years = input.years.map((year) => {
    const series = deliveryYear(year, input.zone, isHoliday, days, pick);
    const declared = declaredKwh(input.yearlyKwh, year);
    if (declared) scaleTo(series.values, declared, year);
    return { ...series, year, kwh: toDecimalString(new Decimal(sum(series.values)).div(4), 3) };
  });
  return { years, hints: special.events };
}

function declaredKwh(yearlyKwh: ForecastInput['yearlyKwh'], year: number): Decimal | null {
  if (yearlyKwh === undefined) return null;
  const text = typeof yearlyKwh === 'string' ? yearlyKwh : yearlyKwh[year];
  if (text === undefined) throw new RangeError(`no yearly quantity for ${year}`);
  const kwh = toDecimal(text);
  if (kwh.lte(0)) throw new RangeError(`the yearly quantity for ${year} must be above 0, got ${text}`);
  return kwh;
}

/**
 * Scales a year to exactly `kwh`: the factor is computed with decimal.js and applied to the
 * numbers; what floating point leaves over (a few millionths of a kWh at most) goes into the
 * largest quarter hour, so the year's sum of kW / 4 equals the declared quantity to 3 decimals.
 */
function scaleTo(values: Float64Array, kwh: Decimal, year: number): void {
  const current = new Decimal(sum(values)).div(4);
  if (current.lte(0)) throw new RangeError(`the history gives ${year} no energy to scale to ${kwh.toFixed()} kWh`);
  const factor = kwh.div(current).toNumber();
  let largest = 0;
  for (let i = 0; i < values.length; i += 1) {
    values[i] = (values[i] ?? 0) * factor;
    if ((values[i] ?? 0) > (values[largest] ?? 0)) largest = i;
  }
  const rest = kwh.minus(new Decimal(sum(values)).div(4)).times(4).toNumber();
  values[largest] = (values[largest] ?? 0) + rest;
}
