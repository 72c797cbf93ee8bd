import { Decimal, toDecimalString, type DecimalString, type LocalDay } from '@portal/events/units';
import type { HistoryDay } from './history-days.ts';

/** A history day whose energy stands out from its similar days: the admin checks it before accepting. */
export interface SpecialEvent {
  readonly day: LocalDay;
  /** The day's energy, kWh with 3 decimals. */
  readonly kwh: DecimalString;
  /** The median energy of its similar days, kWh with 3 decimals. */
  readonly expectedKwh: DecimalString;
  /** (kwh - expected) / expected in percent, 1 decimal; negative for a day below its peers. */
  readonly deviationPercent: DecimalString;
}

/**
 * When a day is a special event. Similar days are those of the same day type (holidays as
 * Sundays) within `windowWeeks` weeks either side. A day is flagged when both hold:
 * - its robust z-score |kwh - median| / (1.4826 * MAD) exceeds `robustZ` (MAD = median absolute
 *   deviation of the similar days; 1.4826 makes it a standard deviation for normal data; 3.5 is
 *   Iglewicz and Hoaglin's outlier threshold), and
 * - it deviates from the median by at least `minDeviationPercent`, so a very regular load (MAD
 *   near zero) does not flag every small wobble.
 * Days with fewer than `minSimilarDays` similar days, or whose similar days have no energy, are
 * not judged.
 */
export interface SpecialEventOptions {
  readonly windowWeeks: number;
  readonly robustZ: number;
  readonly minDeviationPercent: number;
  readonly minSimilarDays: number;
}

export const defaultSpecialEventOptions: SpecialEventOptions = { windowWeeks: 4, robustZ: 3.5, minDeviationPercent: 20, minSimilarDays: 4 };

/** The indices of the special days of a history, in order, with what the admin is shown. */
export function findSpecialEvents(days: readonly HistoryDay[], options: SpecialEventOptions = defaultSpecialEventOptions): { indices: number[]; events: SpecialEvent[] } {
  const indices: number[] = [];
  const events: SpecialEvent[] = [];
  const reach = options.windowWeeks * 7;
  days.forEach((day, index) => {
    const peers: number[] = [];
    // History days are consecutive, so the window is a range of indices around the day.
    for (let j = Math.max(0, index - reach); j <= Math.min(days.length - 1, index + reach); j += 1) {
      const other = days[j];
      if (j !== index && other && other.dayType === day.dayType && Math.abs(other.dayNumber - day.dayNumber) <= reach) peers.push(other.kwh);
    }
    if (peers.length < options.minSimilarDays) return;
    const expected = median(peers);
    if (expected <= 0) return;
    const spread = 1.4826 * median(peers.map((kwh) => Math.abs(kwh - expected)));
    const deviation = day.kwh - expected;
    const percent = (deviation / expected) * 100;
    if (Math.abs(deviation) <= options.robustZ * spread || Math.abs(percent) < options.minDeviationPercent) return;
    indices.push(index);
    events.push({
      day: day.day,
      kwh: toDecimalString(new Decimal(day.kwh), 3),
      expectedKwh: toDecimalString(new Decimal(expected), 3),
      deviationPercent: toDecimalString(new Decimal(percent), 1),
    });
  });
  return { indices, events };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
