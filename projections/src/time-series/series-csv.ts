import { formatInstant } from '@portal/events/load-profile';
import { IANAZone } from 'luxon';
import { quarterHourMs } from './day-slices.ts';
import type { StoredDay } from './time-series-reader.ts';

/** kW as the upload reads it: dot decimal, at most six places (micro-kW), no exponent, no trailing zeros. */
export function formatKw(value: number): string {
  const fixed = value.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' || fixed === '' ? '0' : fixed;
}

/**
 * The days of one series as a load profile file in layout (a) of docs/load-profiles.md:
 * `from;to;kW`, ISO 8601 with the offset of `zone` at each instant, one row per quarter hour,
 * `\r\n` line ends. A history exported this way uploads again unchanged (resolution 15).
 * Days missing from the table are missing from the file: the upload would cite the gap.
 *
 * @example
 * seriesCsv(days, 'Europe/Zurich') // 'from;to;kW\r\n2026-03-29T00:00:00+01:00;2026-03-29T00:15:00+01:00;12.5\r\n…'
 */
export function* seriesCsv(days: readonly StoredDay[], zone: string): Generator<string> {
  const tz = IANAZone.create(zone);
  yield 'from;to;kW\r\n';
  for (const day of days) {
    const rows: string[] = [];
    let start = day.startMs;
    let startText = formatInstant(start, tz.offset(start));
    for (const value of day.values) {
      const end = start + quarterHourMs;
      const endText = formatInstant(end, tz.offset(end));
      rows.push(`${startText};${endText};${formatKw(value)}\r\n`);
      start = end;
      startText = endText;
    }
    yield rows.join('');
  }
}
