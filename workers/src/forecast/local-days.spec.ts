import { DateTime } from 'luxon';
import { completeLocalDays, localDaysBetween, localYearBounds } from './local-days.ts';
import { syntheticHistory } from './synthetic-history.ts';

describe.each(['Europe/Zurich', 'Europe/Berlin'] as const)('local days in %s', (zone) => {
  it('agree with luxon on date, length, weekday and ISO week from 2024 through 2030', () => {
    const { startMs } = localYearBounds(2024, zone);
    const { endMs } = localYearBounds(2030, zone);
    const days = localDaysBetween(startMs, endMs, zone);
    const expected: unknown[] = [];
    for (let day = DateTime.fromMillis(startMs, { zone }); day.toMillis() < endMs; day = day.plus({ days: 1 })) {
      const next = day.plus({ days: 1 });
      expected.push({ day: day.toISODate(), startMs: day.toMillis(), quarterHours: (next.toMillis() - day.toMillis()) / 900_000, weekday: day.weekday, isoWeek: day.weekNumber });
    }
    expect(days).toEqual(expected);
    expect(days.filter((d) => d.quarterHours !== 96).map((d) => `${d.day}:${d.quarterHours}`)).toEqual([
      '2024-03-31:92', '2024-10-27:100', '2025-03-30:92', '2025-10-26:100', '2026-03-29:92', '2026-10-25:100',
      '2027-03-28:92', '2027-10-31:100', '2028-03-26:92', '2028-10-29:100', '2029-03-25:92', '2029-10-28:100',
      '2030-03-31:92', '2030-10-27:100',
    ]);
  });

  it('leaves out a partial day at either end', () => {
    const { startMs } = localYearBounds(2026, zone);
    expect(localDaysBetween(startMs + 900_000, startMs + 3 * 86_400_000 - 900_000, zone).map((d) => d.day)).toEqual(['2026-01-02']);
  });
});

describe('whole local days of a history', () => {
  it('counts days of every length, and not a partial day at either end', () => {
    expect(completeLocalDays(syntheticHistory('2025-01-01', '2026-01-01', 'Europe/Zurich', () => 1), 'Europe/Zurich')).toBe(365);
    expect(completeLocalDays(syntheticHistory('2024-01-01', '2025-01-01', 'Europe/Berlin', () => 1), 'Europe/Berlin')).toBe(366);
    const year = syntheticHistory('2025-01-01', '2026-01-01', 'Europe/Zurich', () => 1);
    expect(completeLocalDays({ ...year, start: '2024-12-31T23:15:00Z', values: year.values.subarray(0, 35_039) }, 'Europe/Zurich')).toBe(364);
  });
});
