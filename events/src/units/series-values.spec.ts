import { endMsOf, quarterHoursOfHours, quarterHourValues, quarterHourValuesOf, startMsOf, type SeriesValues } from './series-values.ts';

describe('series values in memory', () => {
  it('given the stored decimal strings, then the numbers keep their start and say their unit', () => {
    const series = quarterHourValuesOf({ start: '2026-03-28T23:00:00Z', values: ['1.5', '0', '-2.25'] }, 'kW');
    expect(series).toMatchObject({ start: '2026-03-28T23:00:00Z', minutes: 15, unit: 'kW' });
    expect(Array.from(series.values)).toEqual([1.5, 0, -2.25]);
  });

  it('ends where the last value ends, at the series step', () => {
    const day = quarterHourValues('2026-03-28T23:00:00Z', 'kW', new Float64Array(92));
    expect(endMsOf(day) - startMsOf(day)).toBe(23 * 3_600_000);
    const hours: SeriesValues<'EUR/MWh'> = { start: '2026-03-28T23:00:00Z', minutes: 60, unit: 'EUR/MWh', values: new Float64Array(23) };
    expect(endMsOf(hours)).toBe(endMsOf(day));
  });

  it('given hourly values, then each hour holds for its four quarter hours and the start stays', () => {
    const hourly: SeriesValues<'kW'> = { start: '2026-03-28T23:00:00Z', minutes: 60, unit: 'kW', values: Float64Array.of(4, 8) };
    const quarters = quarterHoursOfHours(hourly);
    expect(quarters).toMatchObject({ start: hourly.start, minutes: 15, unit: 'kW' });
    expect(Array.from(quarters.values)).toEqual([4, 4, 4, 4, 8, 8, 8, 8]);
    expect(endMsOf(quarters)).toBe(endMsOf(hourly));
  });

  it('given quarter hours already, then the values are handed on as they are', () => {
    const series = quarterHourValues('2026-03-28T23:00:00Z', 'CHF/MWh', Float64Array.of(90, 91));
    expect(quarterHoursOfHours(series).values).toBe(series.values);
  });
});
