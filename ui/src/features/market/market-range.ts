import type { MarketSeriesInfo } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';

// The period a market chart shows, in whole days (yyyy-mm-dd, `to` inclusive as the chart route
// takes it): everything the picked series hold, a preset ending at their latest day, or what the
// user zoomed or typed. Every change asks the server again, which aggregates the new period into
// at most 2,000 buckets per series, so zooming in shows finer buckets, down to the quarter hour.

export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = '1m' | '3m' | '1y' | 'all';
export const rangePresets: readonly RangePreset[] = ['1m', '3m', '1y', 'all'];

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const iso = (dt: DateTime) => dt.toISODate() ?? '';
const lengthDays = (range: DayRange) => Math.round(day(range.to).diff(day(range.from), 'days').days) + 1;

/** From the first day of any picked series to the last day of any; null when none has data. */
export function dataSpan(infos: readonly Pick<MarketSeriesInfo, 'id' | 'from' | 'to'>[], picked: readonly string[]): DayRange | null {
  const chosen = infos.filter((info) => picked.includes(info.id));
  if (chosen.length === 0) return null;
  return { from: chosen.map((i) => i.from).reduce((a, b) => (a < b ? a : b)), to: chosen.map((i) => i.to).reduce((a, b) => (a > b ? a : b)) };
}

const presetMonths = { '1m': 1, '3m': 3, '1y': 12 } as const;

/**
 * A preset's period: the last month, three months or year up to the latest day of the data
 * (not today: published data ends earlier), never before its first day; `all` is the whole span.
 *
 * @example presetRange('1m', { from: '2024-01-01', to: '2024-06-15' }) // { from: '2024-05-16', to: '2024-06-15' }
 */
export function presetRange(preset: RangePreset, span: DayRange): DayRange {
  if (preset === 'all') return span;
  const from = iso(day(span.to).minus({ months: presetMonths[preset] }).plus({ days: 1 }));
  return { from: from < span.from ? span.from : from, to: span.to };
}

/** The preset a period is, if any (for the pressed button). */
export function presetOf(range: DayRange, span: DayRange): RangePreset | null {
  return rangePresets.find((preset) => {
    const candidate = presetRange(preset, span);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

/** Keeps a period of its length inside the span where it can (moving it), else the span itself. */
function within(from: DateTime, days: number, span: DayRange): DayRange {
  const spanDays = lengthDays(span);
  if (days >= spanDays) return span;
  let start = from;
  if (start < day(span.from)) start = day(span.from);
  const latestStart = day(span.to).minus({ days: days - 1 });
  if (start > latestStart) start = latestStart;
  return { from: iso(start), to: iso(start.plus({ days: days - 1 })) };
}

/**
 * Zooming in halves the period around its middle (down to one day), zooming out doubles it
 * (up to the whole span).
 *
 * @example zoomRange({ from: '2024-01-01', to: '2024-01-31' }, 'in', span) // { from: '2024-01-09', to: '2024-01-23' }
 */
export function zoomRange(range: DayRange, direction: 'in' | 'out', span: DayRange): DayRange {
  const days = lengthDays(range);
  const next = direction === 'in' ? Math.max(1, Math.floor(days / 2)) : days * 2;
  const start = day(range.from).plus({ days: Math.floor((days - next) / 2) });
  return within(start, next, span);
}

/** Moves the period by half its length to earlier or later days, inside the span. */
export function panRange(range: DayRange, direction: 'earlier' | 'later', span: DayRange): DayRange {
  const days = lengthDays(range);
  const step = Math.max(1, Math.floor(days / 2));
  return within(day(range.from).plus({ days: direction === 'earlier' ? -step : step }), days, span);
}

/** Whether zooming out or moving can change the period (the buttons are disabled otherwise). */
export const coversSpan = (range: DayRange, span: DayRange): boolean => range.from <= span.from && range.to >= span.to;
export const atStart = (range: DayRange, span: DayRange): boolean => range.from <= span.from;
export const atEnd = (range: DayRange, span: DayRange): boolean => range.to >= span.to;
