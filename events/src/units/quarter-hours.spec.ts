import fc from 'fast-check';
import { instantAt, localDayBounds, localDaySeries, quarterHoursInLocalYear, seriesEnd, splitByLocalDay, type QuarterHourSeries } from './quarter-hours.ts';

const zones = ['Europe/Zurich', 'Europe/Berlin'] as const;
const ones = (n: number) => Array.from({ length: n }, () => '1');

describe('local days in quarter hours', () => {
  it.each(zones)('%s: the spring-forward day has 92, the fall-back day 100, others 96', (zone) => {
    expect(localDayBounds('2026-03-29', zone)).toEqual({ start: '2026-03-28T23:00:00Z', end: '2026-03-29T22:00:00Z', quarterHours: 92 });
    expect(localDayBounds('2026-10-25', zone)).toEqual({ start: '2026-10-24T22:00:00Z', end: '2026-10-25T23:00:00Z', quarterHours: 100 });
    expect(localDayBounds('2026-07-01', zone).quarterHours).toBe(96);
    expect(localDayBounds('2026-01-15', zone)).toEqual({ start: '2026-01-14T23:00:00Z', end: '2026-01-15T23:00:00Z', quarterHours: 96 });
    // Last Sundays of March and October move with the calendar.
    expect(localDayBounds('2027-03-28', zone).quarterHours).toBe(92);
    expect(localDayBounds('2027-10-31', zone).quarterHours).toBe(100);
  });

  it('a local year has 35,040 quarter hours, a leap year 35,136', () => {
    expect(quarterHoursInLocalYear(2026, 'Europe/Zurich')).toBe(35_040);
    expect(quarterHoursInLocalYear(2028, 'Europe/Berlin')).toBe(35_136);
  });

  it('refuses what is not a day', () => {
    expect(() => localDayBounds('2026-02-30', 'Europe/Zurich')).toThrow(RangeError);
    expect(() => localDayBounds('29.03.2026', 'Europe/Zurich')).toThrow(RangeError);
  });
});

describe('a local day as a series', () => {
  it('takes 92 values on the spring-forward day and refuses 96', () => {
    const series = localDaySeries('2026-03-29', 'Europe/Zurich', ones(92));
    expect(series.start).toBe('2026-03-28T23:00:00Z');
    expect(seriesEnd(series)).toBe('2026-03-29T22:00:00Z');
    // 02:00 local does not exist: the value after 01:45 local (00:45Z) is 03:00 local (01:00Z).
    expect(instantAt(series, 8)).toBe('2026-03-29T01:00:00Z');
    expect(() => localDaySeries('2026-03-29', 'Europe/Zurich', ones(96))).toThrow('has 92 quarter hours, got 96 values');
  });

  it('takes 100 values on the fall-back day, the hour 02:00 twice', () => {
    const series = localDaySeries('2026-10-25', 'Europe/Berlin', ones(100));
    expect(instantAt(series, 8)).toBe('2026-10-25T00:00:00Z'); // 02:00 CEST
    expect(instantAt(series, 12)).toBe('2026-10-25T01:00:00Z'); // 02:00 CET
    expect(() => localDaySeries('2026-10-25', 'Europe/Berlin', ones(96))).toThrow('has 100 quarter hours, got 96 values');
  });
});

describe('cutting a series into local days', () => {
  it('cuts the DST week into days of 96, 92 and 100 values', () => {
    const start = localDayBounds('2026-03-28', 'Europe/Zurich').start;
    const days = splitByLocalDay({ start, values: ones(96 + 92 + 96) }, 'Europe/Zurich');
    expect(days.map((d) => [d.day, d.values.length, d.complete])).toEqual([
      ['2026-03-28', 96, true],
      ['2026-03-29', 92, true],
      ['2026-03-30', 96, true],
    ]);
  });

  it('marks partial first and last days', () => {
    const days = splitByLocalDay({ start: '2026-10-24T22:30:00Z', values: ones(100) }, 'Europe/Zurich');
    expect(days.map((d) => [d.day, d.values.length, d.complete])).toEqual([
      ['2026-10-25', 98, false],
      ['2026-10-26', 2, false],
    ]);
  });

  it('refuses a start that is not a UTC quarter hour', () => {
    expect(() => splitByLocalDay({ start: '2026-01-01T00:10:00Z', values: ['1'] }, 'Europe/Zurich')).toThrow(RangeError);
  });

  it('keeps every value once, in order, whatever the start and length', () => {
    const start2026 = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35_000 }), fc.integer({ min: 1, max: 3_000 }), fc.constantFrom(...zones), (offset, length, zone) => {
        const series: QuarterHourSeries = { start: new Date(start2026 + offset * 900_000).toISOString(), values: Array.from({ length }, (_, i) => String(i)) };
        const days = splitByLocalDay(series, zone);
        expect(days.flatMap((d) => d.values)).toEqual(series.values);
        for (const d of days) expect(d.values.length).toBeLessThanOrEqual(localDayBounds(d.day, zone).quarterHours);
      }),
      { numRuns: 200 },
    );
  });
});
