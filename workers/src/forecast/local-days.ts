import { DateTime, IANAZone } from 'luxon';
import { endMsOf, quarterHourMs, startMsOf, type LocalDay, type MarketZone, type QuarterHourValues, type UtcQuarterHour } from '@portal/events/units';

/** One local calendar day: where it starts in UTC, how long it is and what kind of day it is. */
export interface LocalDayInfo {
  readonly day: LocalDay;
  readonly startMs: number;
  /** 96, or 92 and 100 on the days clocks go forward and back. */
  readonly quarterHours: number;
  /** ISO weekday, 1 = Monday .. 7 = Sunday. */
  readonly weekday: number;
  /** ISO week of the year, 1..53. */
  readonly isoWeek: number;
}

const dayMs = 86_400_000;

/**
 * Every whole local day starting at or after `fromMs` and ending at or before `toMs`, in order.
 * luxon's zone gives each local midnight's UTC offset; the calendar (date, weekday, ISO week) is
 * plain arithmetic on the date, because formatting a luxon date per day made a ten-year forecast
 * spend most of its time here.
 */
export function localDaysBetween(fromMs: number, toMs: number, zone: MarketZone): LocalDayInfo[] {
  const tz = IANAZone.create(zone);
  const exactOffset = (dayNumber: number): number => {
    // Midnight is never inside a DST gap in the market zones: one correction suffices.
    const guess = dayNumber * dayMs - tz.offset(dayNumber * dayMs) * 60_000;
    return tz.offset(guess);
  };
  // Clocks change twice a year, months apart: when a midnight and the one a week later have the
  // same offset, every midnight between them has it too, so the zone is asked about twice a week.
  let known = { from: 0, to: -1, offset: 0 };
  const midnight = (dayNumber: number): number => {
    if (dayNumber < known.from || dayNumber > known.to) {
      const offset = exactOffset(dayNumber);
      known = { from: dayNumber, to: exactOffset(dayNumber + 7) === offset ? dayNumber + 7 : dayNumber, offset };
    }
    return dayNumber * dayMs - known.offset * 60_000;
  };
  const first = DateTime.fromMillis(fromMs, { zone });
  let dayNumber = Date.UTC(first.year, first.month - 1, first.day) / dayMs;
  if (midnight(dayNumber) < fromMs) dayNumber += 1;
  const days: LocalDayInfo[] = [];
  let startMs = midnight(dayNumber);
  for (;;) {
    const endMs = midnight(dayNumber + 1);
    if (endMs > toMs) return days;
    const weekday = ((new Date(dayNumber * dayMs).getUTCDay() + 6) % 7) + 1;
    days.push({ day: new Date(dayNumber * dayMs).toISOString().slice(0, 10), startMs, quarterHours: (endMs - startMs) / quarterHourMs, weekday, isoWeek: isoWeek(dayNumber, weekday) });
    dayNumber += 1;
    startMs = endMs;
  }
}

// ISO 8601: the week belongs to the year of its Thursday and week 1 holds the year's first Thursday.
function isoWeek(dayNumber: number, weekday: number): number {
  const thursday = dayNumber - weekday + 4;
  const yearStart = Date.UTC(new Date(thursday * dayMs).getUTCFullYear(), 0, 1) / dayMs;
  return Math.floor((thursday - yearStart) / 7) + 1;
}

/** The UTC bounds of a local calendar year. */
export function localYearBounds(year: number, zone: MarketZone): { startMs: number; endMs: number } {
  const start = DateTime.fromObject({ year, month: 1, day: 1 }, { zone });
  return { startMs: start.toMillis(), endMs: start.plus({ years: 1 }).toMillis() };
}

/** Whole local days a series covers (the rollout rule's history length). */
export function completeLocalDays(series: QuarterHourValues<'kW'>, zone: MarketZone): number {
  const startMs = startMsOf(series);
  const from = DateTime.fromMillis(startMs, { zone });
  const first = from.startOf('day').toMillis() === startMs ? from : from.startOf('day').plus({ days: 1 });
  const last = DateTime.fromMillis(endMsOf(series), { zone }).startOf('day');
  return Math.max(0, Math.round(last.diff(first, 'days').days));
}

/** A UTC instant in the stored form, `2025-12-31T23:00:00Z`. */
export function utcInstant(ms: number): UtcQuarterHour {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}
