import { migrate, type SqlDriver } from '@portal/platform';
import type { FxRateReader } from './fx-month-end.ts';
import { marketSeriesStep } from './market-series-table.ts';

/** One row of the catalogue (`market_series`). */
export interface MarketCatalogueRow {
  readonly id: string;
  readonly unit: string;
  readonly resolutionMinutes: number;
  /** yyyy-mm-dd, first and last day with data */
  readonly from: string;
  readonly to: string;
  /** the last day's value (spot: the day's mean) */
  readonly last: number;
}

/** One stored day of a series with its values in UTC order. */
export interface MarketDayValues {
  readonly series: string;
  /** Calendar days after the period's first day (0 for `from`). */
  readonly dayIndex: number;
  readonly values: Float64Array;
}

/** Whole days of one series aggregated into a bucket of `daysPerBucket` days from the period's first day. */
export interface MarketDayBucket {
  readonly series: string;
  /** 0-based bucket number from the period's first day */
  readonly bucket: number;
  readonly n: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

/**
 * A `float8[]` in PostgreSQL's binary send format (`array_send`): ndim, has-null flag, element
 * type, then per dimension length and lower bound, then per element its length and 8 bytes,
 * big-endian. The binary form spares the server printing and the client parsing a float per
 * value as text: a year of quarter hours of ten series is 350,400 values, and reading them as
 * text took three times as long (tests/bench/market-chart.bench.ts).
 */
export function decodeFloat8Array(bytes: Uint8Array): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(0) === 0) return new Float64Array(0);
  const count = view.getInt32(12);
  const values = new Float64Array(count);
  let offset = 20;
  for (let i = 0; i < count; i += 1) {
    const length = view.getInt32(offset);
    offset += 4;
    // The projection never stores a null; a null reads as a gap (NaN) rather than a zero.
    if (length < 0) values[i] = Number.NaN;
    else {
      values[i] = view.getFloat64(offset);
      offset += length;
    }
  }
  return values;
}

/**
 * Reads the market series tables (ADR 0024, projections/src/market/market-series-table.ts) for
 * the market routes: the catalogue, the narrow day rows that charts of months and years
 * aggregate, the values of shorter charts, and the month-end rates. The same SQL on PostgreSQL
 * and PGlite. A day not in the table is a gap, never a zero.
 */
export class MarketSeriesReader implements FxRateReader {
  private readonly sql: SqlDriver;
  private ready: Promise<unknown> | undefined;

  constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  /** The tables exist before the projection's first batch: a query API started first reads empty tables, never a 500. */
  /**
   * `name` prepares the statement once per connection; statements with `= ANY($1)` over the day
   * table go unnamed, so each is planned for its series (a generic plan for an array may scan).
   */
  private async query<Row>(text: string, params: readonly unknown[], name?: string): Promise<Row[]> {
    this.ready ??= migrate(this.sql, [marketSeriesStep]).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    return (await this.sql.query<Row>(text, params, name === undefined ? undefined : { name })).rows;
  }

  /** The catalogue: every series whose id starts with `prefix` (all without one), in id order. */
  async catalogue(prefix = ''): Promise<MarketCatalogueRow[]> {
    const rows = await this.query<CatalogueSqlRow>(`${catalogueSelect} WHERE starts_with(series_id, $1) ORDER BY series_id`, [prefix], 'market_catalogue');
    return rows.map(catalogueRow);
  }

  /** The catalogue rows of these series (those that exist). */
  async catalogueOf(ids: readonly string[]): Promise<MarketCatalogueRow[]> {
    const rows = await this.query<CatalogueSqlRow>(`${catalogueSelect} WHERE series_id = ANY($1::text[]) ORDER BY series_id`, [ids], 'market_catalogue_of');
    return rows.map(catalogueRow);
  }

  /**
   * The series in buckets of `daysPerBucket` days counted from `from`, aggregated in SQL from the
   * narrow rows: the mean weighs each day by its count, so it is the mean of the values.
   */
  async dayBuckets(ids: readonly string[], from: string, to: string, daysPerBucket: number): Promise<MarketDayBucket[]> {
    const rows = await this.query<{ series_id: string; b: number | string; n: number | string; mean: number; min: number; max: number }>(
      `SELECT series_id, (day - $2::date) / $4::integer AS b, sum(n) AS n, sum(avg_val * n) / sum(n) AS mean, min(min_val) AS min, max(max_val) AS max
         FROM market_series_days WHERE series_id = ANY($1::text[]) AND day BETWEEN $2::date AND $3::date AND n > 0
        GROUP BY series_id, b ORDER BY series_id, b`,
      [ids, from, to, daysPerBucket],
    );
    return rows.map((r) => ({ series: r.series_id, bucket: Number(r.b), n: Number(r.n), mean: Number(r.mean), min: Number(r.min), max: Number(r.max) }));
  }

  /**
   * Every stored day of the series between the days with its values: the day as its index from
   * `from` (calendar days, so the chart places it at that local day's start), in series then day
   * order. One query per series, side by side on the pool: the server sends one series while the
   * first is decoded here (a year of ten series in half the time of one query).
   */
  async dayValues(ids: readonly string[], from: string, to: string): Promise<MarketDayValues[]> {
    const perSeries = await Promise.all(
      ids.map(async (id) => {
        const rows = await this.query<{ d: number | string; vals: Uint8Array }>(
          `SELECT day - $2::date AS d, array_send(vals) AS vals FROM market_series_values WHERE series_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
          [id, from, to],
          'market_day_values',
        );
        return rows.map((r): MarketDayValues => ({ series: id, dayIndex: Number(r.d), values: decodeFloat8Array(r.vals) }));
      }),
    );
    return perSeries.flat();
  }

  /**
   * FxRateReader: the last day of the month all the series have, walking one series' index
   * backwards from the month's end and probing the other's by key. Series ids are compared with
   * `=`, never `= ANY($1)`: a prepared statement's generic plan for an array cannot tell one
   * series' month from a scan of every rate, and it scanned (30 ms instead of 1 in the bench).
   */
  async lastCommonDay(seriesIds: readonly string[], month: string): Promise<{ day: string; values: readonly number[] } | null> {
    const [first, second, ...rest] = seriesIds;
    if (first === undefined || rest.length > 0) throw new RangeError(`the month-end rule reads one or two series, not ${seriesIds.length}`);
    const range = [`${month}-01`, nextMonthStart(month)];
    if (second === undefined) {
      const rows = await this.query<{ day: string; a: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, avg_val AS a FROM market_series_days
          WHERE series_id = $1 AND day >= $2::date AND day < $3::date ORDER BY day DESC LIMIT 1`,
        [first, ...range],
        'market_fx_last_day',
      );
      const row = rows[0];
      return row ? { day: row.day, values: [Number(row.a)] } : null;
    }
    const rows = await this.query<{ day: string; a: number; b: number }>(
      `SELECT to_char(a.day, 'YYYY-MM-DD') AS day, a.avg_val AS a, b.avg_val AS b
         FROM market_series_days a JOIN market_series_days b ON b.series_id = $2 AND b.day = a.day
        WHERE a.series_id = $1 AND a.day >= $3::date AND a.day < $4::date ORDER BY a.day DESC LIMIT 1`,
      [first, second, ...range],
      'market_fx_last_common_day',
    );
    const row = rows[0];
    return row ? { day: row.day, values: [Number(row.a), Number(row.b)] } : null;
  }
}

/** The first day of the month after yyyy-mm. */
function nextMonthStart(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, mm ?? 0, 1)).toISOString().slice(0, 10);
}

type CatalogueSqlRow = { series_id: string; unit: string; resolution_minutes: number; first_day: string; last_day: string; last_value: number };
const catalogueSelect = `SELECT series_id, unit, resolution_minutes, to_char(first_day, 'YYYY-MM-DD') AS first_day, to_char(last_day, 'YYYY-MM-DD') AS last_day, last_value FROM market_series`;
const catalogueRow = (r: CatalogueSqlRow): MarketCatalogueRow => ({
  id: r.series_id, unit: r.unit, resolutionMinutes: Number(r.resolution_minutes), from: r.first_day, to: r.last_day, last: Number(r.last_value),
});
