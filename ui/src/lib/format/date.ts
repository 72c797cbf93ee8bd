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
