import { DateTime } from 'luxon';
import { axisLabel, axisTicks, bucketLabel } from './time-axis.ts';

describe('axis ticks in the market zone', () => {
  const local = (ticks: Date[], zone: string, format: string) => ticks.map((tick) => DateTime.fromJSDate(tick, { zone }).toFormat(format));

  it('puts a short period’s ticks on round local hours, skipping the March 02:00', () => {
    const ticks = axisTicks(new Date('2026-03-28T23:00:00Z'), new Date('2026-03-29T21:45:00Z'), 'Europe/Zurich');
    expect(local(ticks, 'Europe/Zurich', 'HH:mm')).toEqual(['00:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00']);
  });

  it('ticks each local midnight of a month and the first of the months of years', () => {
    const month = axisTicks(new Date('2026-10-31T23:00:00Z'), new Date('2026-11-30T22:45:00Z'), 'Europe/Berlin');
    expect(local(month, 'Europe/Berlin', 'dd.MM. HH:mm').slice(0, 2)).toEqual(['01.11. 00:00', '08.11. 00:00']);
    const years = axisTicks(new Date('2025-12-31T23:00:00Z'), new Date('2027-12-31T22:45:00Z'), 'Europe/Zurich');
    expect(local(years, 'Europe/Zurich', 'dd.MM.yyyy HH:mm')).toEqual(['01.01.2026 00:00', '01.04.2026 00:00', '01.07.2026 00:00', '01.10.2026 00:00', '01.01.2027 00:00', '01.04.2027 00:00', '01.07.2027 00:00', '01.10.2027 00:00']);
  });
});

describe('labels in the zone', () => {
  it('names a bucket by its local day, time and offset, and an axis tick by the span', () => {
    expect(bucketLabel(new Date('2026-10-25T00:00:00Z'), 'Europe/Zurich')).toBe('25.10.2026 02:00 (UTC+02:00)');
    expect(bucketLabel(new Date('2026-10-25T01:00:00Z'), 'Europe/Zurich')).toBe('25.10.2026 02:00 (UTC+01:00)');
    expect(axisLabel(new Date('2025-03-30T01:00:00Z'), 'Europe/Zurich', 1)).toBe('03:00');
    expect(axisLabel(new Date('2026-01-15T23:00:00Z'), 'Europe/Zurich', 30)).toBe('16.01.');
    expect(axisLabel(new Date('2026-01-15T23:00:00Z'), 'Europe/Zurich', 365)).toBe('01.2026');
  });
});
