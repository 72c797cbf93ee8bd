import type { SqlDriver } from '@portal/platform';

/** One stored day of a series, as the chart's fine path and the export read it. */
export interface StoredDay {
  readonly series: string;
  readonly day: string;
  readonly startMs: number;
  readonly values: readonly number[];
}

/** A bucket of whole local days over some series, aggregated in SQL. */
export interface DayBucket {
  readonly bucket: number;
  readonly startMs: number;
  /** Sum of the kW values of every quarter hour of every series in the bucket. */
  readonly sumKw: number;
  /** Quarter hours the bucket covers (each counted once, however many series have it). */
  readonly quarterHours: number;
  /** The largest day-sum of the series' daily maxima: the exact maximum for one series, an upper bound for a sum. */
  readonly maxKw: number;
}

const toMs = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
const toDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * Reads the time-series table (ADR 0022) for the chart and the export. The table is the
 * projection's own (`time_series_days`); a series or day not there is a gap, never a zero.
 */
export class TimeSeriesReader {
  private readonly sql: SqlDriver;

  constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  /** Every stored day of the series between the local dates (both included), in series then day order. */
  async days(series: readonly string[], from: string, to: string): Promise<StoredDay[]> {
    const { rows } = await this.sql.query<{ series_id: string; day: unknown; start_utc: unknown; vals: number[] }>(
      `SELECT d.series_id, to_char(d.day, 'YYYY-MM-DD') AS day, d.start_utc, v.vals FROM time_series_days d JOIN time_series_values v USING (series_id, day)
        WHERE d.series_id = ANY($1::text[]) AND d.day BETWEEN $2::date AND $3::date ORDER BY d.series_id, d.day`,
      [series, from, to],
    );
    return rows.map((r) => ({ series: r.series_id, day: toDay(r.day), startMs: toMs(r.start_utc), values: r.vals.map(Number) }));
  }

  /**
   * The series summed per bucket of `daysPerBucket` local days from `from`, in SQL: a chart of
   * years reads one row per day and series and sends back at most one row per bucket.
   */
  async dayBuckets(series: readonly string[], from: string, to: string, daysPerBucket: number): Promise<DayBucket[]> {
    const { rows } = await this.sql.query<{ b: number | string; start_utc: unknown; sum_kw: number | string; qh: number | string; max_kw: number | string }>(
      `SELECT b, min(start_utc) AS start_utc, sum(s) AS sum_kw, sum(qh) AS qh, max(m) AS max_kw FROM (
         SELECT (day - $2::date) / $4::integer AS b, day, min(start_utc) AS start_utc, sum(sum_kw) AS s, max(quarter_hours) AS qh, sum(max_kw) AS m
           FROM time_series_days WHERE series_id = ANY($1::text[]) AND day BETWEEN $2::date AND $3::date
          GROUP BY day
       ) AS per_day GROUP BY b ORDER BY b`,
      [series, from, to, daysPerBucket],
    );
    return rows.map((r) => ({ bucket: Number(r.b), startMs: toMs(r.start_utc), sumKw: Number(r.sum_kw), quarterHours: Number(r.qh), maxKw: Number(r.max_kw) }));
  }
}
