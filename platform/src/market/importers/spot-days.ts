import { DateTime } from 'luxon';
import { Decimal, endMsOf, startMsOf, type SeriesValues } from '@portal/events/units';
import { spotSeriesId, type MarketSeriesSummary, type SpotZone } from '@portal/events/market-fields';
import type { MarketDay, MarketFileResult, ParsedMarketSeries } from '@portal/events';
import { decimalText } from './fx-summary.ts';
import { ImportErrors } from './import-errors.ts';

/** One `Period` of a zone as read from the document: its prices per step, A03 gaps already filled. */
export interface SpotSegment {
  readonly zone: SpotZone;
  /** `classificationSequence_AttributeInstanceComponent.position`, 1 when absent. */
  readonly sequence: number;
  /** `TimeSeries[2]/Period[1]`, for messages. */
  readonly path: string;
  readonly line: number | undefined;
  readonly prices: SeriesValues<'EUR/MWh'>;
}

/** A segment with its bounds in epoch ms, read once: the joins below compare them often. */
type TimedSegment = Omit<SpotSegment, 'prices'> & { readonly startMs: number; readonly endMs: number; readonly stepMs: number; readonly prices: Float64Array };

const timed = (s: SpotSegment): TimedSegment => ({ ...s, startMs: startMsOf(s.prices), endMs: endMsOf(s.prices), stepMs: s.prices.minutes * 60_000, prices: s.prices.values });

/** Spot days are the delivery days of the Swiss market (CET/CEST), as the portal's time series are. */
export const spotTimeZone = 'Europe/Zurich';
const quarterMs = 15 * 60_000;
/** A file spans at most about eleven years: enough for ten years of history, and a bound on memory. */
const maxSpanDays = 4100;

/**
 * Joins the periods of each zone and cuts them into local days of 92, 96 or 100 quarter hours in
 * UTC order. A zone published in several sequences (DE-LU since 2025: sequence 1 SDAC, the
 * coupled day-ahead auction, beside another auction's prices) keeps its lowest sequence.
 * Periods that overlap are a duplicate day; a local day not covered in full is missing periods.
 */
export function spotSeries(segments: readonly SpotSegment[]): MarketFileResult {
  const errors = new ImportErrors();
  const series: ParsedMarketSeries[] = [];
  const zones = [...new Set(segments.map((s) => s.zone))].sort();
  for (const zone of zones) {
    const ofZone = segments.filter((s) => s.zone === zone);
    const sequence = Math.min(...ofZone.map((s) => s.sequence));
    const chosen = ofZone.filter((s) => s.sequence === sequence).map(timed).sort((a, b) => a.startMs - b.startMs);
    const days = zoneDays(zone, chosen, errors);
    if (days) series.push({ summary: spotSummary(zone, days), days });
  }
  if (errors.any) return errors.failed('ENTSOE_SPOT');
  return { ok: true, kind: 'ENTSOE_SPOT', series };
}

function zoneDays(zone: SpotZone, segments: readonly TimedSegment[], errors: ImportErrors): MarketDay[] | null {
  const before = errors.count;
  const first = segments[0];
  if (!first) return null;
  let coveredUntil = first.startMs;
  let previous = first;
  for (const s of segments) {
    if (s.startMs < coveredUntil) {
      const day = localDay(s.startMs);
      errors.add({
        code: 'INVALID_DATE',
        message: `a duplicate day: ${s.path} overlaps ${previous.path} on ${day} (from ${utc(s.startMs)}); each quarter hour of ${zone} may be priced once`,
        ...(s.line === undefined ? {} : { line: s.line }),
        column: s.path,
      });
    }
    if (s.endMs > coveredUntil) {
      coveredUntil = s.endMs;
      previous = s;
    }
  }
  const baseMs = first.startMs;
  const endMs = coveredUntil;
  if (endMs - baseMs > maxSpanDays * 24 * 3_600_000) {
    errors.add({ code: 'INVALID_FILE', message: `the prices of ${zone} span more than ${maxSpanDays} days; split the file`, column: spotSeriesId(zone) });
  }
  if (errors.count > before) return null;
  const quarters = new Float64Array((endMs - baseMs) / quarterMs).fill(Number.NaN);
  for (const s of segments) {
    const perStep = s.stepMs / quarterMs;
    let q = (s.startMs - baseMs) / quarterMs;
    for (const price of s.prices) {
      for (let k = 0; k < perStep; k++) quarters[q++] = price;
    }
  }
  const days: MarketDay[] = [];
  let day = DateTime.fromMillis(baseMs, { zone: spotTimeZone }).startOf('day');
  while (day.toMillis() < endMs) {
    const next = day.plus({ days: 1 }).startOf('day');
    const from = (day.toMillis() - baseMs) / quarterMs;
    const to = (next.toMillis() - baseMs) / quarterMs;
    const missing = missingRange(quarters, from, to);
    if (missing) {
      const at = (q: number) => (q === to ? '24:00' : DateTime.fromMillis(baseMs + q * quarterMs, { zone: spotTimeZone }).toFormat('HH:mm'));
      const when = missing[0] === from && missing[1] === to ? 'at all' : `from ${at(missing[0])} to ${at(missing[1])} (Europe/Zurich)`;
      errors.add({
        code: 'INVALID_DATE',
        message: `missing periods: ${zone} has no prices on ${day.toISODate()} ${when}; a file holds whole local days`,
        column: spotSeriesId(zone),
      });
    } else {
      days.push({ day: day.toISODate() ?? '', values: Array.from(quarters.subarray(from, to)) });
    }
    day = next;
  }
  return errors.count > before ? null : days;
}

/** The first run of quarter hours in `from..to` without a price (indices may lie outside the array), or null. */
function missingRange(quarters: Float64Array, from: number, to: number): [number, number] | null {
  for (let q = from; q < to; q++) {
    if (q >= 0 && q < quarters.length && !Number.isNaN(quarters[q] ?? Number.NaN)) continue;
    let end = q + 1;
    while (end < to && !(end >= 0 && end < quarters.length && !Number.isNaN(quarters[end] ?? Number.NaN))) end++;
    return [q, end];
  }
  return null;
}

function spotSummary(zone: SpotZone, days: readonly MarketDay[]): MarketSeriesSummary {
  let min = Infinity;
  let max = -Infinity;
  let values = 0;
  for (const d of days) {
    for (const v of d.values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
    values += d.values.length;
  }
  const last = days.at(-1)?.values ?? [];
  const mean = last.reduce((sum, v) => sum.plus(v), new Decimal(0)).div(Math.max(last.length, 1));
  return {
    seriesId: spotSeriesId(zone),
    unit: 'EUR/MWh',
    resolutionMinutes: 15,
    from: days[0]?.day ?? '',
    to: days.at(-1)?.day ?? '',
    days: days.length,
    values,
    min: decimalText(min),
    max: decimalText(max),
    last: mean.toDecimalPlaces(4).toString(),
  };
}

const localDay = (ms: number): string => DateTime.fromMillis(ms, { zone: spotTimeZone }).toISODate() ?? '';
const utc = (ms: number): string => new Date(ms).toISOString().replace(':00.000Z', 'Z');
