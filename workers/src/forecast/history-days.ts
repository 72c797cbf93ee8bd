import { endMsOf, quarterHourMs, startMsOf, type LocalDay, type MarketZone, type QuarterHourValues } from '@portal/events/units';
import type { HolidayCalendar } from './holiday-regions.ts';
import { localDaysBetween } from './local-days.ts';

/** Day type 1..7 (Monday..Sunday); a public holiday counts as a Sunday. */
export type DayType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const sundayType: DayType = 7;

/** The slots of local 02:00 to 03:00 in a 96-slot day: the hour that is missing or repeated on DST days. */
export const shiftedHour = { from: 8, to: 12 } as const;

/**
 * A whole local day of the history, ready to be copied: `local` holds 96 values by local wall
 * clock (slot 0 = 00:00), whatever the day's length. On the 92 day the missing 02:00 hour is
 * filled with the 01:00 hour before it; on the 100 day `local` holds the first 02:00 hour and
 * `repeatedHour` the second, so a 100 delivery day built from it keeps both.
 */
export interface HistoryDay {
  readonly day: LocalDay;
  /** Days since 1970-01-01 of the local date, to measure distances in days. */
  readonly dayNumber: number;
  readonly dayType: DayType;
  readonly holiday: boolean;
  readonly isoWeek: number;
  readonly quarterHours: number;
  readonly local: Float64Array;
  readonly repeatedHour: Float64Array | null;
  /** The day's energy as measured (sum of kW / 4 over its real quarter hours). */
  readonly kwh: number;
}

/** Cuts a history into its whole local days; partial days at either end are left out. */
export function historyDays(history: QuarterHourValues<'kW'>, zone: MarketZone, isHoliday: HolidayCalendar): HistoryDay[] {
  const startMs = startMsOf(history);
  const endMs = endMsOf(history);
  return localDaysBetween(startMs, endMs, zone).map((info) => {
    const offset = (info.startMs - startMs) / quarterHourMs;
    const values = history.values.subarray(offset, offset + info.quarterHours);
    const holiday = isHoliday(info.day);
    return {
      day: info.day,
      dayNumber: Date.parse(`${info.day}T00:00:00Z`) / 86_400_000,
      dayType: (holiday ? sundayType : info.weekday) as DayType,
      holiday,
      isoWeek: info.isoWeek,
      quarterHours: info.quarterHours,
      ...wallClock(values),
      kwh: sum(values) / 4,
    };
  });
}

function wallClock(values: Float64Array): { local: Float64Array; repeatedHour: Float64Array | null } {
  const local = new Float64Array(96);
  const { from, to } = shiftedHour;
  const hour = to - from;
  if (values.length === 96) {
    local.set(values);
    return { local, repeatedHour: null };
  }
  if (values.length === 92) {
    local.set(values.subarray(0, from));
    local.set(values.subarray(from - hour, from), from);
    local.set(values.subarray(from), to);
    return { local, repeatedHour: null };
  }
  if (values.length === 100) {
    local.set(values.subarray(0, to));
    local.set(values.subarray(to + hour), to);
    return { local, repeatedHour: values.slice(to, to + hour) };
  }
  throw new RangeError(`a local day of ${values.length} quarter hours is not a day of the market zones`);
}

/** Compensated (Neumaier) sum: a year of 35,136 values adds up without drifting in the last digits. */
export function sum(values: Float64Array): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? 0;
    const next = total + value;
    compensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
  }
  return total + compensation;
}
