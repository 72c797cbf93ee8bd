import { Decimal, localDayBounds, toDecimalString, type LocalDay } from '@portal/events/units';
import { generateForecast, type ForecastYear } from './generate-forecast.ts';
import { holidayCalendar } from './holiday-regions.ts';
import { syntheticHistory } from './synthetic-history.ts';

const zurich = { zone: 'Europe/Zurich', region: { country: 'CH', state: 'ZH' } } as const;
const isZurichHoliday = holidayCalendar(zurich.region);

/** The values of one local day of a forecast year, found by the shared units module's day bounds. */
function dayOf(year: ForecastYear, day: LocalDay, zone: string): number[] {
  const bounds = localDayBounds(day, zone);
  const offset = (Date.parse(bounds.start) - Date.parse(year.start)) / 900_000;
  return Array.from(year.values.subarray(offset, offset + bounds.quarterHours));
}

const exactKwh = (values: Float64Array): string => toDecimalString(values.reduce((total, kw) => total.plus(kw), new Decimal(0)).div(4), 3);

describe('weekday alignment', () => {
  // Every quarter hour tells where it came from: day type * 10 + ISO week / 100 (+ a tiny slot term).
  // A holiday of the history draws like a Sunday, as real loads do.
  const history = syntheticHistory('2026-01-01', '2027-01-01', zurich.zone, (day, slot) => (isZurichHoliday(day.day) ? 7 : day.weekday) * 10 + day.isoWeek / 100 + slot / 1e6);
  const [year2027] = generateForecast({ ...zurich, history, years: [2027] }).years;
  const origin = (day: LocalDay): string => (dayOf(year2027!, day, zurich.zone)[0] ?? NaN).toFixed(2);

  it('gives a delivery Monday the shape of a history Monday of the same ISO week, not the same date', () => {
    expect(origin('2027-03-01')).toBe('10.09'); // 2026-03-01 was a Sunday
    expect(origin('2027-08-02')).toBe('10.31');
    expect(origin('2027-11-27')).toBe('60.47'); // a Saturday
    // ISO week 1 of 2027: the history's week-1 Monday (29 December 2025) is before it began, so
    // weeks 53 and 2 are nearest, one each way round the year, and the later one wins.
    expect(origin('2027-01-04')).toBe('10.53');
  });

  it('gives every delivery day of the year a history day of its own type', () => {
    for (let ms = Date.parse('2027-01-01T12:00:00Z'); ms < Date.parse('2028-01-01T00:00:00Z'); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const weekday = ((new Date(ms).getUTCDay() + 6) % 7) + 1;
      const expectedType = isZurichHoliday(day) ? 7 : weekday;
      expect([day, Math.floor(Number(origin(day)) / 10)]).toEqual([day, expectedType]);
    }
  });

  it('gives a delivery holiday a Sunday shape', () => {
    expect(origin('2027-05-06')).toBe('70.18'); // Ascension, a Thursday
    // Berchtoldstag, a Saturday of ISO week 53: the history has no Sunday in week 53, and of the
    // nearest (weeks 52 and 1, one week apart each way) the later, 27 December, wins.
    expect(origin('2027-01-02')).toBe('70.52');
  });

  it('does not take a history holiday as a workday template: the nearest week has one', () => {
    // ISO week 20: Thursday 2026-05-14 was Ascension, so 2027-05-20 takes the Thursday of week 21.
    expect(origin('2027-05-20')).toBe('40.21');
  });

  it('copies the wall-clock shape of the template day', () => {
    const values = dayOf(year2027!, '2027-03-01', zurich.zone);
    expect(values).toHaveLength(96);
    values.forEach((kw, slot) => expect(kw).toBeCloseTo(10.09 + slot / 1e6, 9));
  });
});

describe.each(['Europe/Zurich', 'Europe/Berlin'] as const)('DST days in %s', (zone) => {
  const region = zone === 'Europe/Zurich' ? zurich.region : ({ country: 'DE', state: 'BY' } as const);
  // kW = wall-clock slot; the repeated 02:00 hour of a 100 day reads 1000 + slot.
  const bySlot = (history: [LocalDay, LocalDay]) =>
    syntheticHistory(history[0], history[1], zone, (_day, slot, repeated) => (repeated ? 1000 : 0) + slot);
  const [y2025, y2026] = generateForecast({ zone, region, history: bySlot(['2024-01-01', '2025-01-01']), years: [2025, 2026] }).years;
  const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

  it.each([
    ['2025-03-30', 0],
    ['2026-03-29', 1],
  ])('%s has 92 quarter hours without local 02:00 to 03:00', (day, index) => {
    expect(dayOf([y2025!, y2026!][index]!, day, zone)).toEqual([...range(0, 8), ...range(12, 96)]);
  });

  it.each([
    ['2025-10-26', 0],
    ['2026-10-25', 1],
  ])('%s has 100 quarter hours, the repeated hour from the template day repeated hour', (day, index) => {
    // The template, Sunday 2024-10-27 of the same ISO week, was a 100 day too.
    expect(dayOf([y2025!, y2026!][index]!, day, zone)).toEqual([...range(0, 12), 1008, 1009, 1010, 1011, ...range(12, 96)]);
  });

  it('cuts the 92 day from a 96 template day', () => {
    // History 2023: ISO week 13's Sunday (2 April) was an ordinary day, so 2026-03-29 is cut from 96 values.
    const [year] = generateForecast({ zone, region, history: bySlot(['2023-01-01', '2024-01-01']), years: [2026] }).years;
    expect(dayOf(year!, '2026-03-29', zone)).toEqual([...range(0, 8), ...range(12, 96)]);
  });

  it('sums a flat 4 kW to 92 and 100 kWh on the DST days and to the hours of the year', () => {
    const flat = syntheticHistory('2024-01-01', '2025-01-01', zone, () => 4);
    const [a, b] = generateForecast({ zone, region, history: flat, years: [2025, 2026] }).years;
    expect([a!, b!].map((year) => [year.values.length, year.kwh])).toEqual([
      [35_040, '35040.000'],
      [35_040, '35040.000'],
    ]);
    expect(dayOf(a!, '2025-03-30', zone).reduce((s, kw) => s + kw / 4, 0)).toBe(92);
    expect(dayOf(a!, '2025-10-26', zone).reduce((s, kw) => s + kw / 4, 0)).toBe(100);
    expect(dayOf(b!, '2026-03-29', zone).reduce((s, kw) => s + kw / 4, 0)).toBe(92);
    expect(dayOf(b!, '2026-10-25', zone).reduce((s, kw) => s + kw / 4, 0)).toBe(100);
  });

  it('starts each year at local midnight of 1 January', () => {
    expect([y2025!.start, y2026!.start]).toEqual(['2024-12-31T23:00:00Z', '2025-12-31T23:00:00Z']);
  });
});

describe('scaling and year lengths', () => {
  const history = syntheticHistory('2025-01-01', '2026-01-01', zurich.zone, (day, slot) => (day.weekday >= 6 ? 8 : slot >= 32 && slot < 72 ? 40 + slot / 7 : 10.3));

  it('scales every year to the declared quantity, exact to 3 decimals', () => {
    const { years } = generateForecast({ ...zurich, history, years: [2027, 2028, 2029], yearlyKwh: '123456.789' });
    expect(years.map((year) => [year.kwh, exactKwh(year.values)])).toEqual(Array.from({ length: 3 }, () => ['123456.789', '123456.789']));
  });

  it('takes a quantity per year, up to the spec maximum of 1e10 kWh', () => {
    const { years } = generateForecast({ ...zurich, history, years: [2027, 2028], yearlyKwh: { 2027: '10000000000', 2028: '2.5' } });
    expect(years.map((year) => exactKwh(year.values))).toEqual(['10000000000.000', '2.500']);
    expect(years.every((year) => year.values.every((kw) => kw >= 0))).toBe(true);
  });

  it('has 35,136 quarter hours in the leap year 2028 and 35,040 in 2027', () => {
    const { years } = generateForecast({ ...zurich, history, years: [2027, 2028] });
    expect(years.map((year) => [year.year, year.start, year.values.length])).toEqual([
      [2027, '2026-12-31T23:00:00Z', 35_040],
      [2028, '2027-12-31T23:00:00Z', 35_136],
    ]);
  });

  it('keeps the history level without a declared quantity: a leap year has one day more of energy', () => {
    const flat = syntheticHistory('2025-01-01', '2026-01-01', zurich.zone, () => 2);
    const { years } = generateForecast({ ...zurich, history: flat, years: [2027, 2028] });
    expect(years.map((year) => year.kwh)).toEqual(['17520.000', '17568.000']);
  });

  it('refuses a history shorter than 365 whole local days', () => {
    const short = syntheticHistory('2025-01-01', '2025-12-31', zurich.zone, () => 1);
    expect(() => generateForecast({ ...zurich, history: short, years: [2027] })).toThrow('364 whole local days');
  });

  it('refuses a history value that is not a kW figure of 0 or more', () => {
    for (const wrong of [NaN, -1, Infinity]) {
      const values = Float64Array.from(history.values);
      values[100] = wrong;
      expect(() => generateForecast({ ...zurich, history: { ...history, values }, years: [2027] })).toThrow(`history value 100 is ${wrong}`);
    }
  });

  it('takes the most recent of several history years', () => {
    const twoYears = syntheticHistory('2024-01-01', '2026-01-01', zurich.zone, (day) => Number(day.day.slice(0, 4)) - 2000);
    const [year] = generateForecast({ ...zurich, history: twoYears, years: [2027] }).years;
    const fromOlder = Array.from(year!.values).filter((kw) => kw === 24).length;
    // Only where 2025 lacks a day of the type in the week and 2024 has one (2025's holidays).
    expect(fromOlder).toBeLessThan(20 * 96);
    expect(dayOf(year!, '2027-03-01', zurich.zone)).toEqual(Array.from({ length: 96 }, () => 25));
  });

  it('refuses a declared quantity missing for a year', () => {
    expect(() => generateForecast({ ...zurich, history, years: [2027, 2028], yearlyKwh: { 2027: '100' } })).toThrow('no yearly quantity for 2028');
  });
});
