import { checkLoadProfile } from './check-load-profile.ts';
import type { LoadProfileOptions } from './check-options.ts';
import { handProfile, hoursOf, limits, luxonProfile } from './testing/profile-files.ts';

const zones = ['Europe/Zurich', 'Europe/Berlin'] as const;
// The EU switches (last Sunday of March and of October), the same in both zones.
const springDays = ['2025-03-30', '2026-03-29'];
const autumnDays = ['2025-10-26', '2026-10-25'];
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const day = (d: string, timeZone: LoadProfileOptions['timeZone'], resolution: 15 | 60 = 15): LoadProfileOptions => ({
  from: d, to: d, resolution, directions: 'CONS', timeZone,
});

describe.each(zones)('DST days in %s', (timeZone) => {
  it.each(springDays)('accepts the 92 quarter hours of %s, both layouts, built from the IANA rules', (d) => {
    for (const layout of ['iso', 'local'] as const) {
      const check = checkLoadProfile(luxonProfile(day(d, timeZone), layout), day(d, timeZone), limits);
      expect({ layout, valid: check.valid, rows: check.rows, problems: check.problems }).toEqual({ layout, valid: true, rows: 92, problems: [] });
      expect(check.summary.kwh).toBe('287.500'); // 92 * 12.5 kW / 4
    }
  });

  it.each(autumnDays)('accepts the 100 quarter hours of %s, the repeated hour told apart, both layouts', (d) => {
    for (const layout of ['iso', 'local'] as const) {
      const check = checkLoadProfile(luxonProfile(day(d, timeZone), layout), day(d, timeZone), limits);
      expect({ layout, valid: check.valid, rows: check.rows, problems: check.problems }).toEqual({ layout, valid: true, rows: 100, problems: [] });
      expect(check.summary.kwh).toBe('312.500');
    }
  });

  it.each(springDays)('accepts %s written by hand: 00:00 to 01:45 at +01:00, then 03:00 to 23:45 at +02:00', (d) => {
    const hours = [...hoursOf(0, 1, '+01:00'), ...hoursOf(3, 23, '+02:00')];
    for (const layout of ['iso', 'local'] as const) {
      const text = handProfile(d, hours, [nextDay(d), '+02:00'], layout);
      expect(checkLoadProfile(text, day(d, timeZone), limits)).toMatchObject({ valid: true, rows: 92 });
    }
    // The literal row at the switch, line 9 (header, then 00:00 to 01:45 on lines 2 to 9).
    expect(handProfile(d, hours, [nextDay(d), '+02:00']).split('\n')[8]).toBe(`${d}T01:45:00+01:00;${d}T03:00:00+02:00;12.5`);
  });

  it.each(autumnDays)('accepts %s written by hand: 02:00 to 02:45 twice, first at +02:00, then at +01:00', (d) => {
    const hours = [...hoursOf(0, 2, '+02:00'), ...hoursOf(2, 23, '+01:00')];
    for (const layout of ['iso', 'local'] as const) {
      const text = handProfile(d, hours, [nextDay(d), '+01:00'], layout);
      expect(checkLoadProfile(text, day(d, timeZone), limits)).toMatchObject({ valid: true, rows: 100 });
    }
    const lines = handProfile(d, hours, [nextDay(d), '+01:00']).split('\n');
    expect(lines.slice(12, 14)).toEqual([`${d}T02:45:00+02:00;${d}T02:00:00+01:00;12.5`, `${d}T02:00:00+01:00;${d}T02:15:00+01:00;12.5`]);
  });

  it.each(springDays)('refuses a 96-row %s: the row closing at the skipped hour, the skipped hour, and the row count', (d) => {
    const hours = hoursOf(0, 23, '+01:00');
    const local = handProfile(d, hours, [nextDay(d), '+02:00'], 'local');
    const check = checkLoadProfile(local, day(d, timeZone), limits);
    expect(check.valid).toBe(false);
    expect(check.problems[0]).toMatchObject({ line: 9, column: 2, key: 'errorInfo.loadProfile.to', timestamp: `${d}T01:45:00+01:00` });
    expect(check.problems[1]).toMatchObject({ line: 10, column: 1, key: 'errorInfo.loadProfile.nonexistentTime', code: 'VALIDATION_ERROR' });
    expect(check.problems.map((p) => p.key)).toContain('errorInfo.loadProfile.rowCount');
  });

  it.each(autumnDays)('refuses %s with the repeated hour only once: the missing hour cited by its winter-time timestamp', (d) => {
    const hours = hoursOf(0, 23, '+02:00');
    const check = checkLoadProfile(handProfile(d, hours, [nextDay(d), '+01:00'], 'local'), day(d, timeZone), limits);
    const gap = check.problems.find((p) => p.key === 'errorInfo.loadProfile.gap');
    expect(gap).toMatchObject({ line: 14, column: 1, timestamp: `${d}T02:00:00+01:00` });
    expect(check.problems.map((p) => p.key)).toContain('errorInfo.loadProfile.rowCount');
  });

  it('reads hourly profiles in both layouts: 23, 24 and 25 hours, kWh = kW', () => {
    for (const [d, rows] of [[springDays[1]!, 23], ['2026-06-01', 24], [autumnDays[1]!, 25]] as const) {
      for (const layout of ['iso', 'local'] as const) {
        const check = checkLoadProfile(luxonProfile(day(d, timeZone, 60), layout, () => '2'), day(d, timeZone, 60), limits);
        expect({ layout, valid: check.valid, rows: check.rows, kwh: check.summary.kwh }).toEqual({ layout, valid: true, rows, kwh: String(rows * 2) + '.000' });
      }
    }
  });

  it('refuses a quarter-hour file checked as hourly, citing the first wrong "to"', () => {
    const d = '2026-06-01';
    const check = checkLoadProfile(luxonProfile(day(d, timeZone, 15)), day(d, timeZone, 60), limits);
    expect(check.problems[0]).toMatchObject({ line: 2, column: 2, key: 'errorInfo.loadProfile.to' });
  });

  it('reads a whole year: 35,040 quarter hours in 2026', () => {
    const year: LoadProfileOptions = { from: '2026-01-01', to: '2026-12-31', resolution: 15, directions: 'CONS', timeZone };
    const check = checkLoadProfile(luxonProfile(year), year, limits);
    expect({ valid: check.valid, rows: check.rows, kwh: check.summary.kwh }).toEqual({ valid: true, rows: 35_040, kwh: '109500.000' });
  });
});
