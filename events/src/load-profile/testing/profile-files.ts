import { DateTime } from 'luxon';
import { defaultBusinessLimits, type LoadProfileLimits } from '../../platform-config/business-limits.ts';
import type { LoadProfileOptions } from '../check-options.ts';

/**
 * Load profile files for the specs, built two ways so that the check is not only compared with
 * itself: `luxonProfile` from the IANA rules (luxon walks UTC in steps and prints local time),
 * `handProfile` from an hour list written out by hand (which wall-clock hours a day has, and the
 * offset of each), without any time zone library.
 */
export type Value = (index: number) => string;

const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true }) ?? '';
const local = (t: DateTime) => t.toFormat('dd.MM.yyyy HH:mm');

export function luxonProfile(options: Pick<LoadProfileOptions, 'from' | 'to' | 'resolution' | 'directions' | 'timeZone'>, layout: 'iso' | 'local' = 'iso', value: Value = () => '12.5'): string {
  const format = layout === 'iso' ? iso : local;
  let t = DateTime.fromISO(options.from, { zone: options.timeZone }).startOf('day');
  const end = DateTime.fromISO(options.to, { zone: options.timeZone }).plus({ days: 1 }).startOf('day');
  const lines = [header(options.directions)];
  for (let i = 0; t < end; i += 1) {
    const next = t.plus({ minutes: options.resolution });
    const values = options.directions === 'BOTH' ? `${value(i)};${value(i)}` : value(i);
    lines.push(`${format(t)};${format(next)};${values}`);
    t = next;
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function header(directions: LoadProfileOptions['directions']): string {
  return directions === 'BOTH' ? 'from;to;kW_CONS;kW_PROD' : 'from;to;kW';
}

/**
 * A day's quarter hours from its wall-clock hours, each with its UTC offset, e.g. the March
 * switch in Zurich: hours 0 and 1 at +01:00, then 3 to 23 at +02:00. `nextDay` closes the last row.
 */
export function handProfile(day: string, hours: readonly [number, string][], nextDay: [string, string], layout: 'iso' | 'local' = 'iso'): string {
  const [y, m, d] = day.split('-');
  const stamp = (hour: number, minute: number, offset: string) =>
    layout === 'iso' ? `${day}T${pad(hour)}:${pad(minute)}:00${offset}` : `${d}.${m}.${y} ${pad(hour)}:${pad(minute)}`;
  const starts = hours.flatMap(([hour, offset]) => [0, 15, 30, 45].map((minute) => stamp(hour, minute, offset)));
  const [nd, noffset] = nextDay;
  const [ny, nm, ndd] = nd.split('-');
  const close = layout === 'iso' ? `${nd}T00:00:00${noffset}` : `${ndd}.${nm}.${ny} 00:00`;
  const rows = starts.map((start, i) => `${start};${starts[i + 1] ?? close};12.5`);
  return ['from;to;kW', ...rows].join('\n');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours 0 to 23 except those given, each at one offset. */
export const hoursOf = (from: number, to: number, offset: string): [number, string][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, offset] as [number, string]);

/** The defaults, with the share rule off unless a spec sets it (most fixtures hold one value). */
export const limits: LoadProfileLimits = { ...defaultBusinessLimits.loadProfile };

/** Replaces the value cell of data row `index` (0-based; line index + 2) in a one-direction file. */
export function withValue(text: string, index: number, value: string): string {
  const lines = text.split(/\r?\n/);
  const cells = (lines[index + 1] ?? '').split(';');
  cells[2] = value;
  lines[index + 1] = cells.join(';');
  return lines.join('\n');
}
