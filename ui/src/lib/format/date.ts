import { DateTime } from 'luxon';
import { TIME_ZONE } from '@/config/constants.ts';

export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

function toDateTime(value: string | Date): DateTime {
  const dt = typeof value === 'string' ? DateTime.fromISO(value, { zone: TIME_ZONE }) : DateTime.fromJSDate(value);
  if (!dt.isValid) throw new RangeError(`not a date: ${String(value)}`);
  return dt.setZone(TIME_ZONE);
}

/** `formatDate('2024-03-31T22:30:00Z')` → `01.04.2024` (the calendar day in Zurich, not UTC). */
export function formatDate(value: string | Date): string {
  return toDateTime(value).toFormat(DATE_FORMAT);
}

export function formatDateTime(value: string | Date): string {
  return toDateTime(value).toFormat(DATE_TIME_FORMAT);
}

/** `parseDate('31.12.2024')` → `2024-12-31`; null for anything that is not a real day. */
export function parseDate(input: string): string | null {
  const dt = DateTime.fromFormat(input.trim(), DATE_FORMAT, { zone: TIME_ZONE });
  return dt.isValid ? dt.toISODate() : null;
}

export const DATE_TIME_SECONDS_FORMAT = 'dd.MM.yyyy HH:mm:ss';

/** `formatTimestamp('2026-11-20T09:00:05.120Z')` → `20.11.2026 10:00:05`: to the second, where events a moment apart must differ. */
export function formatTimestamp(value: string | Date): string {
  return toDateTime(value).toFormat(DATE_TIME_SECONDS_FORMAT);
}

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";
const dateTimeInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The value of a date-time input (`yyyy-MM-ddTHH:mm`, seconds and milliseconds optional) read as
 * Zurich wall-clock time, as an ISO instant with its offset; null when it is no time in Zurich:
 * malformed, or skipped when the clocks go forward (02:30 on the last Sunday of March). A time
 * that happens twice when they go back (02:30 on the last Sunday of October) is the second one,
 * already in winter time (luxon's choice); 01:59 and 03:00 are unambiguous on either side.
 *
 * @example zurichInputToIso('2026-11-20T10:00') // '2026-11-20T10:00:00.000+01:00'
 */
export function zurichInputToIso(input: string): string | null {
  const match = dateTimeInput.exec(input.trim());
  if (!match) return null;
  const dt = DateTime.fromISO(input.trim(), { zone: TIME_ZONE });
  // luxon moves a skipped time on by the gap; the wall clock then differs from what was typed.
  if (!dt.isValid || dt.hour !== Number(match[4]) || dt.minute !== Number(match[5])) return null;
  return dt.toISO();
}

/** An instant as the value of a date-time input in Zurich time, to the second: `2026-11-20T10:00:05`. */
export function isoToZurichInput(value: string | Date): string {
  return toDateTime(value).toFormat(INPUT_FORMAT);
}
