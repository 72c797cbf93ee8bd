import { DateTime } from 'luxon';
import { quarterHourValues, type LocalDay, type MarketZone, type QuarterHourValues } from '@portal/events/units';
import { localDaysBetween, utcInstant, type LocalDayInfo } from './local-days.ts';

/** kW of one quarter hour: the day, its wall-clock slot (0 = 00:00 .. 95 = 23:45) and whether it is the repeated 02:00 hour. */
export type SyntheticLoad = (day: LocalDayInfo, slot: number, repeated: boolean) => number;

/**
 * A measured-looking history for tests and benches: whole local days from `from` up to (not
 * including) `to`, each quarter hour's kW given by `load` at its wall-clock time, so a test can
 * say "Mondays at 08:00 draw 40 kW" and the series gets the right DST lengths by itself.
 */
export function syntheticHistory(from: LocalDay, to: LocalDay, zone: MarketZone, load: SyntheticLoad): QuarterHourValues<'kW'> {
  const startMs = DateTime.fromISO(from, { zone }).toMillis();
  const endMs = DateTime.fromISO(to, { zone }).toMillis();
  const days = localDaysBetween(startMs, endMs, zone);
  const values = new Float64Array(days.reduce((n, day) => n + day.quarterHours, 0));
  let position = 0;
  for (const day of days) {
    for (let i = 0; i < day.quarterHours; i += 1) {
      const slot = day.quarterHours === 92 && i >= 8 ? i + 4 : day.quarterHours === 100 && i >= 12 ? i - 4 : i;
      values[position + i] = load(day, slot, day.quarterHours === 100 && i >= 12 && i < 16);
    }
    position += day.quarterHours;
  }
  return quarterHourValues(utcInstant(startMs), 'kW', values);
}

/** A working-week load: weekdays 10 kW at night and 40 kW from 08:00 to 18:00, weekends a flat 8 kW. */
export const officeLoad: SyntheticLoad = (day, slot) => (day.weekday >= 6 ? 8 : slot >= 32 && slot < 72 ? 40 : 10);
