import { DateTime, IANAZone } from 'luxon';

/**
 * The quarter hours (or hours) of a period of local days, from the IANA rules through luxon:
 * slot i starts at `startMs + i * stepMs` (UTC is gap-free), and `offsets[i]` is the local UTC
 * offset in minutes at the boundary i (so `offsets[count]` is the one at the period's end). A
 * Europe/Zurich or Europe/Berlin day has 92, 96 or 100 quarter hours (23, 24 or 25 hours).
 *
 * @example
 * const p = periodSlots('2026-03-29', '2026-03-29', 15, 'Europe/Zurich');
 * p.count // 92
 * formatSlot(p, 8) // '2026-03-29T03:00:00+02:00'
 */
export interface PeriodSlots {
  readonly startMs: number;
  readonly stepMs: number;
  readonly count: number;
  readonly offsets: Int16Array;
  /** The offsets that occur in the period (one or two), to turn a local wall-clock time into candidates. */
  readonly distinctOffsets: readonly number[];
}

const minuteMs = 60_000;

function localDay(day: string, zone: string): DateTime {
  const start = DateTime.fromISO(day, { zone });
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day) || !start.isValid) throw new RangeError(`not a local day: ${day}`);
  return start.startOf('day');
}

/** Days between two local dates, both included; throws on an unknown zone or day. */
export function periodDays(from: string, to: string, zone: string): number {
  return Math.round(localDay(to, zone).diff(localDay(from, zone), 'days').days) + 1;
}

// luxon answers an offset in about 25 µs, too slow to ask for every quarter hour of a year. The
// offset is asked once a week and, where it changed, the switch is narrowed down by bisection.
// Europe/Zurich and Europe/Berlin switch twice a year, never twice within a week.
const sampleMs = 7 * 24 * 60 * minuteMs;

export function periodSlots(from: string, to: string, resolutionMinutes: 15 | 60, zone: string): PeriodSlots {
  const first = localDay(from, zone);
  const end = localDay(to, zone).plus({ days: 1 });
  const startMs = first.toMillis();
  const stepMs = resolutionMinutes * minuteMs;
  const count = (end.toMillis() - startMs) / stepMs;
  const offsets = new Int16Array(count + 1);
  const iana = IANAZone.create(zone);
  const offsetAt = (slot: number) => iana.offset(startMs + slot * stepMs);
  const slotsPerSample = sampleMs / stepMs;
  let slot = 0;
  let offset = offsetAt(0);
  while (slot < count) {
    const probe = Math.min(slot + slotsPerSample, count);
    const probed = offsetAt(probe);
    if (probed === offset) {
      offsets.fill(offset, slot, probe);
      slot = probe;
      continue;
    }
    // The first slot at or before `probe` with the new offset: bisect between slot and probe.
    let low = slot;
    let high = probe;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(middle) === offset) low = middle;
      else high = middle;
    }
    offsets.fill(offset, slot, high);
    slot = high;
    offset = offsetAt(high);
  }
  offsets[count] = offsetAt(count);
  return { startMs, stepMs, count, offsets, distinctOffsets: [...new Set(offsets)] };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** ISO 8601 with the local offset of the slot boundary i: how problems cite a quarter hour. */
export function formatSlot(period: PeriodSlots, i: number): string {
  const offset = period.offsets[Math.max(0, Math.min(i, period.count))] ?? 0;
  return formatInstant(period.startMs + i * period.stepMs, offset);
}

export function formatInstant(ms: number, offsetMinutes: number): string {
  const wall = new Date(ms + offsetMinutes * minuteMs);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}
