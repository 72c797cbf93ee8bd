import { DateTime } from 'luxon';

/**
 * Calendar rules of offers in the market area's zone (DESIGN.md decision 8: luxon, cut days in
 * local time, instants in UTC). Pure: the clock is the command's `now`.
 */

/** The local date (yyyy-mm-dd) of an instant in `zone`. */
export function localDateOf(now: Date | string, zone: string): string {
  const at = typeof now === 'string' ? DateTime.fromISO(now, { zone: 'utc' }) : DateTime.fromJSDate(now, { zone: 'utc' });
  return at.setZone(zone).toISODate() ?? '';
}

/** The offer's day and local time as an instant (UTC ISO); a time the DST switch skips moves forward, as luxon does. */
export function offerInstant(offerDate: string, hour: number, minute: number, zone: string): string {
  return DateTime.fromISO(offerDate, { zone }).set({ hour, minute, second: 0, millisecond: 0 }).toUTC().toISO() ?? '';
}

/** The end of the offer day: local midnight after `offerDate` (UTC ISO); 23 or 25 hours after its start on DST days. */
export function endOfOfferDay(offerDate: string, zone: string): string {
  return DateTime.fromISO(offerDate, { zone }).plus({ days: 1 }).startOf('day').toUTC().toISO() ?? '';
}

export const daysInYear = (year: number): number => (DateTime.utc(year).isInLeapYear ? 366 : 365);

/** `at` plus `minutes`, UTC ISO. */
export const plusMinutes = (at: Date, minutes: number): string => DateTime.fromJSDate(at, { zone: 'utc' }).plus({ minutes }).toISO() ?? '';
