import { generateForecast } from './generate-forecast.ts';
import { holidayCalendar } from './holiday-regions.ts';
import { officeLoad, syntheticHistory, type SyntheticLoad } from './synthetic-history.ts';

const region = { country: 'CH', state: 'ZH' } as const;
const zone = 'Europe/Zurich';
const isHoliday = holidayCalendar(region);

// An office that closes on holidays, with a little day-to-day noise so the spread is not zero.
const office: SyntheticLoad = (day, slot, repeated) =>
  officeLoad({ ...day, weekday: isHoliday(day.day) ? 7 : day.weekday }, slot, repeated) * (1 + (Number(day.day.slice(8)) % 5) / 100);

const withDays = (factors: Record<string, number>): SyntheticLoad => (day, slot, repeated) => office(day, slot, repeated) * (factors[day.day] ?? 1);

const hintsOf = (load: SyntheticLoad) =>
  generateForecast({ history: syntheticHistory('2025-01-01', '2026-01-01', zone, load), zone, region, years: [2027] }).hints;

describe('special events in the history', () => {
  it('finds none in a regular year, DST days and holidays included', () => {
    expect(hintsOf(office)).toEqual([]);
  });

  it('reports a day at three times its usual energy with what similar days draw', () => {
    const hints = hintsOf(withDays({ '2025-06-11': 3 }));
    expect(hints).toHaveLength(1);
    const [hint] = hints;
    expect(hint?.day).toBe('2025-06-11');
    // A Wednesday: 40 kW for 10 hours and 10 kW for 14, times 1.01 for the 11th, three times over.
    expect(hint?.kwh).toBe('1636.200');
    expect(Number(hint?.deviationPercent)).toBeGreaterThan(190);
    expect(Number(hint?.expectedKwh)).toBeGreaterThan(540);
    expect(Number(hint?.expectedKwh)).toBeLessThan(565);
  });

  it('reports a day far below its peers, and a workday that looks like a Sunday', () => {
    const hints = hintsOf(withDays({ '2025-02-04': 0.5, '2025-09-17': 192 / 540 }));
    expect(hints.map((hint) => [hint.day, Math.round(Number(hint.deviationPercent) / 10) * 10])).toEqual([
      ['2025-02-04', -50],
      ['2025-09-17', -60],
    ]);
  });

  it('leaves alone a deviation under 20 percent', () => {
    expect(hintsOf(withDays({ '2025-06-11': 1.15 }))).toEqual([]);
  });

  it('copies a special day into the forecast unless told not to', () => {
    const history = syntheticHistory('2025-01-01', '2026-01-01', zone, withDays({ '2025-06-11': 3 }));
    // 2027-06-16 is the Wednesday of ISO week 24, as 2025-06-11 was.
    const peak = (copySpecialEvents: boolean): number => {
      const [year] = generateForecast({ history, zone, region, years: [2027], copySpecialEvents }).years;
      const offset = (Date.parse('2027-06-15T22:00:00Z') - Date.parse(year!.start)) / 900_000;
      return Math.max(...year!.values.subarray(offset, offset + 96));
    };
    expect(peak(true)).toBeCloseTo(40 * 1.01 * 3, 9);
    expect(peak(false)).toBeLessThan(45);
  });
});
