import { marketSeriesLabel } from '@portal/events';
import type { MarketChartAnswer, MarketChartLine } from '@portal/events/read-contracts';
import { localDays, quarterHourMs, type MarketCatalogueRow, type MarketDayValues, type MarketSeriesReader } from '@portal/projections';

/** Market days are Europe/Zurich delivery days (ADR 0024): buckets are cut from its midnights. */
export const marketZone = 'Europe/Zurich';

/** Bucket sizes below a day, in minutes: each divides a day, so buckets from local midnight stay on whole hours on DST days too. */
const subDayMinutes = [15, 30, 60, 120, 180, 240, 360, 720] as const;

const iso = (ms: number): string => new Date(ms).toISOString();

export interface MarketChartPlan {
  readonly fromMs: number;
  readonly toMs: number;
  /** The period's local days: their UTC starts give the start of whole-day buckets. */
  readonly dayStarts: readonly number[];
  /** Minutes per bucket; a multiple of 1440 means whole local days, aggregated from the narrow rows in SQL. */
  readonly bucketMinutes: number;
  /** The ISO text of a bucket's UTC start, made once per bucket for all lines (toISOString costs more than the aggregation). */
  readonly isoOf: (bucket: number) => string;
}

type LocalDay = ReturnType<typeof localDays>[number];
const yearsOfDays = new Map<number, readonly LocalDay[]>();

/**
 * The Zurich days of the period, from a memo per calendar year: luxon takes 30 to 50 µs a day,
 * which made planning a year's chart cost more than aggregating its 350,000 values.
 */
function periodDays(from: string, to: string): LocalDay[] {
  const days: LocalDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    let ofYear = yearsOfDays.get(year);
    if (!ofYear) {
      ofYear = localDays(`${year}-01-01`, `${year}-12-31`, marketZone);
      // Bounded, so requests for ever other years cannot grow it: a century of years is 3 MB.
      if (yearsOfDays.size >= 100) yearsOfDays.clear();
      yearsOfDays.set(year, ofYear);
    }
    for (const d of ofYear) if (d.day >= from && d.day <= to) days.push(d);
  }
  return days;
}

/**
 * Quarter hours the aggregated lines of one chart may read: ten lines over a quarter year (or
 * three over a year) are cut into sub-day buckets from their values; more are drawn in whole
 * days from the narrow rows, whose min and max are the day's quarter-hour extremes, so a year
 * of ten lines stays a few thousand rows (as the load profile chart's `fineRowBudget` does).
 */
export const fineValueBudget = 120_000;

/**
 * The smallest equal bucket that keeps a line of quarter hours within `maxPoints` buckets over
 * the period; whole local days when `wholeDays` (too many values to read for sub-day buckets).
 */
export function planMarketChart(from: string, to: string, maxPoints: number, wholeDays = false): MarketChartPlan {
  const days = periodDays(from, to);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new RangeError('empty period');
  const fromMs = first.startMs;
  const toMs = last.startMs + last.quarterHours * quarterHourMs;
  const fine = wholeDays ? undefined : subDayMinutes.find((minutes) => Math.ceil((toMs - fromMs) / (minutes * 60_000)) <= maxPoints);
  const bucketMinutes = fine ?? Math.ceil(days.length / maxPoints) * 1440;
  const dayStarts = days.map((d) => d.startMs);
  const daysPerBucket = bucketMinutes / 1440;
  const startOf = (bucket: number): number => (bucketMinutes >= 1440 ? (dayStarts[bucket * daysPerBucket] ?? fromMs) : fromMs + bucket * bucketMinutes * 60_000);
  const texts: string[] = [];
  const isoOf = (bucket: number): string => (texts[bucket] ??= iso(startOf(bucket)));
  return { fromMs, toMs, dayStarts, bucketMinutes, isoOf };
}

type Bucket = MarketChartLine['buckets'][number];
/** Means to 6 decimals: a rate's fifth significant digit survives, and float noise does not reach the JSON. */
const mean = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A line's values as they are: one bucket per quarter hour (or day), mean = min = max. */
function rawBuckets(days: readonly MarketDayValues[], resolutionMinutes: number, plan: MarketChartPlan): Bucket[] {
  const buckets: Bucket[] = [];
  const step = resolutionMinutes * 60_000;
  for (const day of days) {
    const startMs = plan.dayStarts[day.dayIndex];
    if (startMs === undefined) continue;
    day.values.forEach((v, i) => {
      if (!Number.isNaN(v)) buckets.push([iso(startMs + i * step), v, v, v]);
    });
  }
  return buckets;
}

/** Quarter hours aggregated into sub-day buckets from the period's start; a bucket without any value is left out. */
function fineBuckets(days: readonly MarketDayValues[], plan: MarketChartPlan): Bucket[] {
  const bucketMs = plan.bucketMinutes * 60_000;
  const count = Math.ceil((plan.toMs - plan.fromMs) / bucketMs);
  const perBucket = plan.bucketMinutes / 15;
  const sums = new Float64Array(count);
  const ns = new Uint32Array(count);
  const mins = new Float64Array(count).fill(Infinity);
  const maxs = new Float64Array(count).fill(-Infinity);
  for (const day of days) {
    const startMs = plan.dayStarts[day.dayIndex];
    if (startMs === undefined) continue;
    const offset = Math.round((startMs - plan.fromMs) / quarterHourMs);
    const values = day.values;
    // One bucket's share of the day at a time, in locals: the typed arrays are touched once per share.
    let i = 0;
    while (i < values.length) {
      const b = Math.floor((offset + i) / perBucket);
      const end = Math.min(values.length, (b + 1) * perBucket - offset);
      let sum = 0;
      let n = 0;
      let min = Infinity;
      let max = -Infinity;
      for (; i < end; i += 1) {
        const v = values[i] ?? Number.NaN;
        if (Number.isNaN(v)) continue;
        sum += v;
        n += 1;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (n === 0 || b < 0 || b >= count) continue;
      sums[b] = (sums[b] ?? 0) + sum;
      ns[b] = (ns[b] ?? 0) + n;
      if (min < (mins[b] ?? Infinity)) mins[b] = min;
      if (max > (maxs[b] ?? -Infinity)) maxs[b] = max;
    }
  }
  const buckets: Bucket[] = [];
  for (let b = 0; b < count; b += 1) {
    const n = ns[b] ?? 0;
    if (n > 0) buckets.push([plan.isoOf(b), mean((sums[b] ?? 0) / n), mins[b] ?? 0, maxs[b] ?? 0]);
  }
  return buckets;
}

const groupBy = <T extends { series: string }>(rows: readonly T[]): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.series);
    if (group) group.push(row);
    else groups.set(row.series, [row]);
  }
  return groups;
};

/**
 * The chart's lines, in the order asked: a series with at most `maxPoints` values in the period
 * as it is (15 or 1440 minutes); a longer one in the plan's buckets with mean, min and max, from
 * the narrow day rows in SQL when the buckets are whole days (a long period, or more values than
 * `fineValueBudget`), from the quarter hours otherwise.
 * At most two reads for all lines together: the day buckets (which also count each line's
 * values), then the values where a line needs them. Days without data leave no bucket.
 */
export async function marketChart(
  reader: MarketSeriesReader, series: readonly MarketCatalogueRow[], period: { from: string; to: string }, maxPoints: number,
): Promise<MarketChartAnswer> {
  const { from, to } = period;
  const ids = series.map((s) => s.id);
  // One read of the narrow rows gives each line's whole-day buckets and, summed, its count of values.
  const dayPlan = planMarketChart(from, to, maxPoints, true);
  const buckets = await reader.dayBuckets(ids, from, to, dayPlan.bucketMinutes / 1440);
  const counts = new Map<string, number>();
  for (const b of buckets) counts.set(b.series, (counts.get(b.series) ?? 0) + b.n);
  const raw = series.filter((s) => (counts.get(s.id) ?? 0) <= maxPoints);
  const aggregated = series.filter((s) => (counts.get(s.id) ?? 0) > maxPoints);
  const aggregatedValues = aggregated.reduce((sum, s) => sum + (counts.get(s.id) ?? 0), 0);
  const plan = aggregatedValues > fineValueBudget ? dayPlan : planMarketChart(from, to, maxPoints);
  const wholeDays = plan.bucketMinutes >= 1440;
  const valueIds = [...raw, ...(wholeDays ? [] : aggregated)].map((s) => s.id);
  const values = valueIds.length > 0 ? await reader.dayValues(valueIds, from, to) : [];
  const valuesOf = groupBy(values);
  const bucketsOf = groupBy(buckets);
  const lines = series.map((s): MarketChartLine => {
    const line = { id: s.id, label: marketSeriesLabel(s.id), unit: s.unit };
    if ((counts.get(s.id) ?? 0) <= maxPoints) return { ...line, bucketMinutes: s.resolutionMinutes, buckets: rawBuckets(valuesOf.get(s.id) ?? [], s.resolutionMinutes, plan) };
    if (!wholeDays) return { ...line, bucketMinutes: plan.bucketMinutes, buckets: fineBuckets(valuesOf.get(s.id) ?? [], plan) };
    return {
      ...line,
      bucketMinutes: plan.bucketMinutes,
      buckets: (bucketsOf.get(s.id) ?? []).map((b): Bucket => [plan.isoOf(b.bucket), mean(b.mean), b.min, b.max]),
    };
  });
  return { from, to, timeZone: marketZone, lines };
}
