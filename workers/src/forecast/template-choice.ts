import type { DayType, HistoryDay } from './history-days.ts';

const weeksInCycle = 53;

/**
 * Picks the history day whose shape a delivery day takes: the same day type (Monday..Sunday,
 * holidays as Sundays), from the same ISO week or else the nearest week that has such a day,
 * searching both directions around the year (week 52 is next to week 1). Within a week, and
 * between two weeks equally far, the most recent history day wins: a history of several years
 * gives the latest behaviour. Days in `avoid` (special events, when the caller excludes them)
 * are used only when no other day of the type exists.
 *
 * @example
 * const pick = templatePicker(days, new Set());
 * days[pick(1, 23)]; // the latest history Monday (not a holiday) of ISO week 23, or the nearest
 */
export function templatePicker(days: readonly HistoryDay[], avoid: ReadonlySet<number>): (dayType: DayType, isoWeek: number) => number {
  const preferred = latestByTypeAndWeek(days, (i) => !avoid.has(i));
  const fallback = latestByTypeAndWeek(days, () => true);
  const memo = new Map<number, number>();
  return (dayType, isoWeek) => {
    const key = dayType * 100 + isoWeek;
    let found = memo.get(key);
    if (found === undefined) {
      found = nearest(preferred, dayType, isoWeek) ?? nearest(fallback, dayType, isoWeek);
      if (found === undefined) throw new RangeError(`the history has no day of type ${dayType}`);
      memo.set(key, found);
    }
    return found;
  };
}

// table[dayType][isoWeek] = index of the latest history day of that type in that week, or -1.
function latestByTypeAndWeek(days: readonly HistoryDay[], usable: (index: number) => boolean): Int32Array[] {
  const table = Array.from({ length: 8 }, () => new Int32Array(weeksInCycle + 1).fill(-1));
  days.forEach((day, index) => {
    const row = table[day.dayType];
    if (row && usable(index)) row[day.isoWeek] = index; // days come in order: the last one is the latest
  });
  return table;
}

function nearest(table: Int32Array[], dayType: DayType, isoWeek: number): number | undefined {
  const row = table[dayType];
  if (!row) return undefined;
  const half = Math.floor(weeksInCycle / 2);
  for (let distance = 0; distance <= half; distance += 1) {
    const before = row[wrap(isoWeek - distance)] ?? -1;
    const after = row[wrap(isoWeek + distance)] ?? -1;
    const best = Math.max(before, after);
    if (best >= 0) return best;
  }
  return undefined;
}

function wrap(week: number): number {
  return ((((week - 1) % weeksInCycle) + weeksInCycle) % weeksInCycle) + 1;
}
