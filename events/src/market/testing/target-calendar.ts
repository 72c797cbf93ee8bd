import { DateTime } from 'luxon';

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher), as yyyy-mm-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, day).toISODate() ?? '';
}

/** The TARGET closing days of a year: 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function targetHolidays(year: number): Set<string> {
  const easter = DateTime.fromISO(easterSunday(year), { zone: 'utc' });
  return new Set([
    `${year}-01-01`,
    easter.minus({ days: 2 }).toISODate() ?? '',
    easter.plus({ days: 1 }).toISODate() ?? '',
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

/** The ECB fixes its reference rates on TARGET days: Monday to Friday except the closing days. */
export function isTargetDay(day: string): boolean {
  const d = DateTime.fromISO(day, { zone: 'utc' });
  return d.weekday <= 5 && !targetHolidays(d.year).has(day);
}

/** The days `from`..`to` (both included), yyyy-mm-dd. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const last = DateTime.fromISO(to, { zone: 'utc' });
  for (let d = DateTime.fromISO(from, { zone: 'utc' }); d <= last; d = d.plus({ days: 1 })) days.push(d.toISODate() ?? '');
  return days;
}
