import type { TimeSeriesLine } from '@portal/events/read-contracts';
import { Decimal, quarterHourValues, type QuarterHourValues } from '@portal/events/units';
import { localDays, quarterHourMs, type StoredDay, type TimeSeriesReader } from '@portal/projections';

/** Bucket sizes below a day, in minutes: each divides a day, so buckets from local midnight stay on whole hours on DST days too. */
const subDayMinutes = [15, 30, 60, 120, 180, 240, 360, 720] as const;
/** Days times series the fine path reads at most (about 2 million quarter hours); longer charts sum whole days in SQL. */
const fineRowBudget = 20_000;

export interface ChartLineRequest {
  /** "<code>:<direction>", or "sum" */
  readonly id: string;
  readonly series: readonly string[];
}

export interface ChartPeriod {
  readonly from: string;
  readonly to: string;
  readonly zone: string;
}

export interface ChartPlan {
  readonly fromMs: number;
  readonly toMs: number;
  readonly quarterHours: number;
  /** Minutes per bucket; a multiple of 1440 means whole local days (SQL). */
  readonly bucketMinutes: number;
}

/** The smallest bucket that keeps every line within `maxPoints` buckets; whole days (in SQL) when sub-day buckets would read too much. */
export function planChart(period: ChartPeriod, maxPoints: number, seriesCount: number): ChartPlan {
  const days = localDays(period.from, period.to, period.zone);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new RangeError('empty period');
  const fromMs = first.startMs;
  const toMs = last.startMs + last.quarterHours * quarterHourMs;
  const quarterHours = days.reduce((n, d) => n + d.quarterHours, 0);
  const fine = subDayMinutes.find((minutes) => Math.ceil((toMs - fromMs) / (minutes * 60_000)) <= maxPoints);
  if (fine !== undefined && days.length * seriesCount <= fineRowBudget) return { fromMs, toMs, quarterHours, bucketMinutes: fine };
  return { fromMs, toMs, quarterHours, bucketMinutes: Math.ceil(days.length / maxPoints) * 1440 };
}

const kwhOf = (sumKw: number): string => new Decimal(sumKw).div(4).toFixed(3);
const micro = (kw: number): number => Math.round(kw * 1e6) / 1e6;
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * One line of a chart: its series' quarter hours summed, cut into buckets of the plan with the
 * mean and max kW of each, and the kWh of the period (kW / 4 per quarter hour, half up to three
 * places). A quarter hour no series has is a gap: it counts in no bucket, and a bucket without
 * any is left out.
 */
export async function chartLine(reader: TimeSeriesReader, period: ChartPeriod, plan: ChartPlan, line: ChartLineRequest, kind: 'HISTORY' | 'FORECAST'): Promise<TimeSeriesLine> {
  if (plan.bucketMinutes % 1440 === 0 && plan.bucketMinutes >= 1440) {
    const buckets = await reader.dayBuckets(line.series, period.from, period.to, plan.bucketMinutes / 1440);
    const total = buckets.reduce((sum, b) => sum + b.sumKw, 0);
    return {
      id: line.id, kind, bucketMinutes: plan.bucketMinutes, kwh: kwhOf(total),
      buckets: buckets.map((b) => [iso(b.startMs), micro(b.sumKw / b.quarterHours), micro(b.maxKw)]),
    };
  }
  const { sum, totalKw } = summedQuarterHours(await reader.days(line.series, period.from, period.to), plan);
  return { id: line.id, kind, bucketMinutes: plan.bucketMinutes, kwh: kwhOf(totalKw), buckets: fineBuckets(sum, plan) };
}

/**
 * The line's series added up per quarter hour of the plan, from its first instant; NaN where no
 * series has a value (a gap). `totalKw` is the sum of every value read.
 */
function summedQuarterHours(days: readonly StoredDay[], plan: ChartPlan): { sum: QuarterHourValues<'kW'>; totalKw: number } {
  const sums = new Float64Array(plan.quarterHours).fill(Number.NaN);
  let totalKw = 0;
  for (const day of days) {
    const offset = Math.round((day.startMs - plan.fromMs) / quarterHourMs);
    day.values.forEach((value, i) => {
      const at = offset + i;
      if (at < 0 || at >= sums.length) return;
      const before = sums[at] ?? Number.NaN;
      sums[at] = Number.isNaN(before) ? value : before + value;
      totalKw += value;
    });
  }
  return { sum: quarterHourValues(iso(plan.fromMs), 'kW', sums), totalKw };
}

/** Buckets of the plan with the mean and max kW of the quarter hours that have a value; a bucket without any is left out. */
function fineBuckets(sum: QuarterHourValues<'kW'>, plan: ChartPlan): TimeSeriesLine['buckets'] {
  const { values } = sum;
  const perBucket = plan.bucketMinutes / 15;
  const buckets: TimeSeriesLine['buckets'] = [];
  for (let start = 0; start < values.length; start += perBucket) {
    let total = 0;
    let count = 0;
    let max = -Infinity;
    for (let i = start; i < Math.min(start + perBucket, values.length); i += 1) {
      const v = values[i] ?? Number.NaN;
      if (Number.isNaN(v)) continue;
      total += v;
      count += 1;
      if (v > max) max = v;
    }
    if (count > 0) buckets.push([iso(plan.fromMs + start * quarterHourMs), micro(total / count), micro(max)]);
  }
  return buckets;
}
