import { DomainError } from '@portal/events';

/** A point in the log's time: a wall-clock instant (compared with recordedAt) or a global position. */
export type Moment = { readonly kind: 'time'; readonly at: Date } | { readonly kind: 'position'; readonly position: bigint };

const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;
const position = /^\d{1,19}$/;
const maxPosition = 2n ** 63n - 1n;

/** The refusal of a moment: INVALID_DATE naming the query parameter (`querystring.asOf`). */
export const invalidMoment = (field: string, message: string, status = 400): DomainError => new DomainError('INVALID_DATE', status, message, { field: `querystring.${field}` });

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * `asOf`, `from` and `to` of the audit routes: an ISO-8601 date-time with an offset (`Z` or
 * `+01:00`; seconds and fractions optional, fractions below the millisecond dropped, as
 * recordedAt is published to the millisecond) or a global position as an integer. Anything else,
 * a 30 February or a 25th hour included, is INVALID_DATE for `field`.
 *
 * @example parseMoment('2026-11-20T10:00:00+01:00', 'asOf') // { kind: 'time', at: 2026-11-20T09:00:00.000Z }
 * @example parseMoment('4711', 'from') // { kind: 'position', position: 4711n }
 */
export function parseMoment(text: string, field: string): Moment {
  const trimmed = text.trim();
  if (position.test(trimmed)) {
    const value = BigInt(trimmed);
    if (value > maxPosition) throw invalidMoment(field, `${trimmed} is past the largest global position`);
    return { kind: 'position', position: value };
  }
  const match = dateTime.exec(trimmed);
  if (!match) throw invalidMoment(field, `"${text}" is neither a date-time with offset (2026-11-20T10:00:00+01:00) nor a global position (an integer)`);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = [1, 2, 3, 4, 5, 6, 10, 11].map((i) => Number(match[i] ?? 0));
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
  if (!valid) throw invalidMoment(field, `"${text}" is no real date-time`);
  const local = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  // Date.UTC reads years 0 to 99 as 1900 to 1999: the year is set on its own.
  local.setUTCFullYear(year);
  const sign = match[9] === '-' ? -1 : 1;
  const at = new Date(local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  return { kind: 'time', at };
}
