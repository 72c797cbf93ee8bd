import { formatSlot, type PeriodSlots } from './period.ts';
import { parseIso, parseLocal, type Layout } from './timestamps.ts';

/** What a row's "from" cell says about its slot: an index, or which rule refuses it and why. */
export type Located = { slot: number } | { refused: 'timestamp' | 'nonexistentTime' | 'outsidePeriod'; message: string };

/**
 * Rules `timestamp`, `nonexistentTime` and `outsidePeriod` (docs/load-profiles.md, layouts (a)
 * and (b)): the slot a "from" cell names in the period, or the rule it breaks. `next` is the slot
 * the order of the file expects, which tells the repeated October hour apart.
 */
export function locate(text: string, layout: Layout | null, period: PeriodSlots, next: number): Located {
  if (layout === 'iso') {
    const ms = parseIso(text);
    if (Number.isNaN(ms)) return { refused: 'timestamp', message: `"${text}" is not a timestamp like 2026-03-29T03:00:00+02:00` };
    return slotOf(ms, text, period);
  }
  if (layout === 'local') return locateLocal(text, period, next);
  return { refused: 'timestamp', message: `"${text}" is not a timestamp (2026-03-29T03:00:00+02:00 or 29.03.2026 03:00)` };
}

function locateLocal(text: string, period: PeriodSlots, next: number): Located {
  const wall = parseLocal(text, false);
  if (Number.isNaN(wall)) return { refused: 'timestamp', message: `"${text}" is not a timestamp like 29.03.2026 03:00` };
  // A wall-clock time means one instant per offset in force; the repeated October hour has two.
  // Take the one the order of the file expects, else the next one after it (docs/load-profiles.md).
  const candidates = period.distinctOffsets
    .map((offset) => ({ offset, rel: wall - offset * 60_000 - period.startMs }))
    .filter(({ rel }) => rel % period.stepMs === 0 && rel >= 0 && rel < period.count * period.stepMs)
    .map(({ offset, rel }) => ({ offset, slot: rel / period.stepMs }));
  const valid = candidates
    .filter((c) => period.offsets[c.slot] === c.offset)
    .map((c) => c.slot)
    .sort((a, b) => a - b);
  const chosen = valid.find((s) => s >= next) ?? valid[valid.length - 1];
  if (chosen !== undefined) return { slot: chosen };
  if (candidates.length > 0) return { refused: 'nonexistentTime', message: `${text} does not exist in local time (the clocks skip that hour)` };
  return { refused: 'outsidePeriod', message: `${text} is not a ${period.stepMs / 60_000}-minute step of the period` };
}

function slotOf(ms: number, text: string, period: PeriodSlots): Located {
  const rel = ms - period.startMs;
  if (rel % period.stepMs !== 0 || rel < 0 || rel >= period.count * period.stepMs) {
    return { refused: 'outsidePeriod', message: `${text} is not a ${period.stepMs / 60_000}-minute step of the period ${formatSlot(period, 0)} to ${formatSlot(period, period.count)}` };
  }
  return { slot: rel / period.stepMs };
}
