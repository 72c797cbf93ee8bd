/**
 * The two timestamp notations of docs/load-profiles.md, read character by character without a
 * date object per row (a year has 70,080 timestamps): both answer milliseconds, or NaN for text
 * that is no valid timestamp (wrong shape, 31.04., 25:00).
 *
 * - ISO 8601 with offset (`2026-03-29T03:00:00+02:00`, or `Z`; seconds optional): the UTC instant.
 * - Local wall-clock time (`29.03.2026 03:00`, seconds optional): the wall-clock time as if it
 *   were UTC; which instant it means is decided against the period (check-load-profile.ts), as the
 *   repeated October hour has two.
 */
export type Layout = 'iso' | 'local';

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  if (month !== 2) return monthDays[month - 1] ?? 0;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** Two digits at i as a number; -1000 when either is no digit (so any sum with it stays invalid). */
function two(t: string, i: number): number {
  const a = t.charCodeAt(i) - 48;
  const b = t.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1000;
}

/** Milliseconds of a calendar day at 00:00 UTC, or NaN; the last day asked is kept (rows come day by day). */
let cachedDay = -1;
let cachedDayMs = NaN;
function dayMs(year: number, month: number, day: number): number {
  const key = year * 10_000 + month * 100 + day;
  if (key === cachedDay) return cachedDayMs;
  const ms = year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) ? NaN : Date.UTC(year, month - 1, day);
  cachedDay = key;
  cachedDayMs = ms;
  return ms;
}

/** @param endOfDay allow `24:00` (a "to" column may close a day with it: 00:00 of the next day) */
function wallMs(year: number, month: number, day: number, hour: number, minute: number, second: number, endOfDay: boolean): number {
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || hour < 0) return NaN;
  if (hour > 23 && !(endOfDay && hour === 24 && minute === 0 && second === 0)) return NaN;
  return dayMs(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** Whether seconds (`:ss`) follow the minutes at 16. */
const hasSeconds = (t: string) => t.charCodeAt(16) === 58;

export function parseIso(t: string): number {
  if (t.length < 17 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45 || t.charCodeAt(10) !== 84 || t.charCodeAt(13) !== 58) return NaN;
  const second = hasSeconds(t) ? two(t, 17) : 0;
  const i = hasSeconds(t) ? 19 : 16;
  const wall = wallMs(two(t, 0) * 100 + two(t, 2), two(t, 5), two(t, 8), two(t, 11), two(t, 14), second, false);
  if (t.length === i + 1 && t.charCodeAt(i) === 90) return wall;
  const sign = t.charCodeAt(i);
  if (t.length !== i + 6 || (sign !== 43 && sign !== 45) || t.charCodeAt(i + 3) !== 58) return NaN;
  const hours = two(t, i + 1);
  const minutes = two(t, i + 4);
  if (hours < 0 || hours > 14 || minutes < 0 || minutes > 59) return NaN;
  return wall - (sign === 45 ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

export function parseLocal(t: string, endOfDay: boolean): number {
  if (t.length < 16 || t.charCodeAt(2) !== 46 || t.charCodeAt(5) !== 46 || t.charCodeAt(10) !== 32 || t.charCodeAt(13) !== 58) return NaN;
  const second = hasSeconds(t) ? two(t, 17) : 0;
  if (t.length !== (hasSeconds(t) ? 19 : 16)) return NaN;
  return wallMs(two(t, 6) * 100 + two(t, 8), two(t, 3), two(t, 0), two(t, 11), two(t, 14), second, endOfDay);
}

/** The layout a timestamp is written in, from its shape; null when it is neither. */
export function layoutOf(text: string): Layout | null {
  if (text.length >= 17 && text.charCodeAt(10) === 84) return 'iso';
  if (text.length >= 16 && text.charCodeAt(2) === 46 && text.charCodeAt(10) === 32) return 'local';
  return null;
}
