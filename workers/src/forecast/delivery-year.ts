import { quarterHourValues, type MarketZone, type QuarterHourValues } from '@portal/events/units';
import { shiftedHour, sundayType, type DayType, type HistoryDay } from './history-days.ts';
import type { HolidayCalendar } from './holiday-regions.ts';
import { localDaysBetween, localYearBounds, utcInstant } from './local-days.ts';

/** Chooses a history day (by index) for a delivery day's type and ISO week; see `templatePicker`. */
export type TemplatePick = (dayType: DayType, isoWeek: number) => number;

/**
 * One local delivery year before scaling: every local day copies the wall-clock shape of its
 * template day, so the year has 35,040 values (35,136 in a leap year) starting at local
 * 1 January 00:00, and each DST day gets its own length whatever the template's was.
 */
export function deliveryYear(year: number, zone: MarketZone, isHoliday: HolidayCalendar, days: readonly HistoryDay[], pick: TemplatePick): QuarterHourValues<'kW'> {
  const { startMs, endMs } = localYearBounds(year, zone);
  const values = new Float64Array((endMs - startMs) / 900_000);
  let position = 0;
  for (const info of localDaysBetween(startMs, endMs, zone)) {
    const dayType = (isHoliday(info.day) ? sundayType : info.weekday) as DayType;
    const template = days[pick(dayType, info.isoWeek)];
    if (!template) throw new RangeError(`no template for ${info.day}`);
    writeDay(values, position, info.quarterHours, template);
    position += info.quarterHours;
  }
  return quarterHourValues(utcInstant(startMs), 'kW', values);
}

/**
 * Writes a template's 96 wall-clock values as a day of `quarterHours`: on the 92 day local 02:00
 * to 03:00 does not exist and is skipped; on the 100 day it occurs twice, the second time with
 * the template's own repeated hour when it was a 100 day too, else with the same hour again.
 */
export function writeDay(out: Float64Array, position: number, quarterHours: number, template: HistoryDay): void {
  const { from, to } = shiftedHour;
  const { local } = template;
  if (quarterHours === 96) {
    out.set(local, position);
  } else if (quarterHours === 92) {
    out.set(local.subarray(0, from), position);
    out.set(local.subarray(to), position + from);
  } else if (quarterHours === 100) {
    out.set(local.subarray(0, to), position);
    out.set(template.repeatedHour ?? local.subarray(from, to), position + to);
    out.set(local.subarray(to), position + to + (to - from));
  } else {
    throw new RangeError(`a local day of ${quarterHours} quarter hours is not a day of the market zones`);
  }
}
