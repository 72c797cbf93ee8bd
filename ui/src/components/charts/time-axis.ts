import { DateTime } from 'luxon';

// A chart's time axis in a market's zone (spec section 9: dates dd.mm.yyyy): the server answers
// buckets at their UTC starts, and the axis and the tooltip name each in the zone, so a DST day
// reads 01:45, 03:00 in March and 02:45 (+02:00), 02:00 (+01:00) in October: its 92 or 100
// quarter hours stay distinct, never shifted into the browser's zone. Shared by the charts of
// metering points and of market data.

/**
 * The axis label of an instant in the zone: the time of day on a short period, else the day,
 * else the month.
 *
 * @example axisLabel(new Date('2026-03-29T01:00:00Z'), 'Europe/Zurich', 1) // '03:00'
 */
export function axisLabel(time: Date, zone: string, spanDays: number): string {
  const local = DateTime.fromJSDate(time, { zone });
  if (spanDays <= 2) return local.toFormat('HH:mm');
  if (spanDays <= 62) return local.toFormat('dd.MM.');
  return local.toFormat('MM.yyyy');
}

/**
 * The tooltip's name of a bucket: local day and time with the offset, which tells the two
 * 02:00 of the last October Sunday apart.
 *
 * @example bucketLabel(new Date('2026-10-25T01:00:00Z'), 'Europe/Zurich') // '25.10.2026 02:00 (UTC+01:00)'
 */
export function bucketLabel(time: Date, zone: string): string {
  return DateTime.fromJSDate(time, { zone }).toFormat("dd.MM.yyyy HH:mm '(UTC'ZZ')'");
}

const hourSteps = [1, 2, 3, 6, 12];
const daySteps = [1, 2, 7, 14];
const monthSteps = [1, 2, 3, 6, 12, 24, 60];
const maxTicks = 12;

/**
 * The time axis' ticks on round local times of the zone (every few hours, days or months, at
 * most 12), so a tick reads 03:00 or 01.04. there, not a round UTC hour. Hours are wall-clock
 * hours of each local day: on the March day 02:00 is skipped, not shifted.
 *
 * @example axisTicks(new Date('2026-03-28T23:00:00Z'), new Date('2026-03-29T21:45:00Z'), 'Europe/Zurich') // 00:00, 04:00, 06:00, … 22:00 (two-hourly, no 02:00)
 */
export function axisTicks(min: Date, max: Date, zone: string): Date[] {
  const first = DateTime.fromJSDate(min, { zone });
  const last = DateTime.fromJSDate(max, { zone });
  const within = (t: DateTime) => t >= first && t <= last;
  const hours = last.diff(first, 'hours').hours;
  if (hours <= 48) {
    const step = hourSteps.find((s) => hours / s <= maxTicks) ?? 24;
    const ticks: DateTime[] = [];
    for (let day = first.startOf('day'); day <= last; day = day.plus({ days: 1 })) {
      for (let hour = 0; hour < 24; hour += step) {
        const tick = day.set({ hour });
        // A wall-clock hour the day skips (02:00 in March) is no tick.
        if (tick.hour === hour && within(tick)) ticks.push(tick);
      }
    }
    return ticks.map((t) => t.toJSDate());
  }
  const days = hours / 24;
  if (days <= 62) {
    const step = daySteps.find((s) => days / s <= maxTicks) ?? 14;
    const ticks: Date[] = [];
    for (let day = first.startOf('day'), i = 0; day <= last; day = day.plus({ days: 1 }), i++) if (i % step === 0 && within(day)) ticks.push(day.toJSDate());
    return ticks;
  }
  const months = days / 30.4;
  const step = monthSteps.find((s) => months / s <= maxTicks) ?? 120;
  const ticks: Date[] = [];
  const onStep = (month: DateTime) => (step <= 12 ? (month.month - 1) % step === 0 : month.month === 1 && month.year % (step / 12) === 0);
  for (let month = first.startOf('month'); month <= last; month = month.plus({ months: 1 })) if (onStep(month) && within(month)) ticks.push(month.toJSDate());
  return ticks;
}
