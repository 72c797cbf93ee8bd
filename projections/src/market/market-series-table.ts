import type { Checkpoint } from '@portal/events';
import type { SchemaStep, SqlDriver } from '@portal/platform';
import { moveTableCheckpoint, readTableCheckpoint } from '../engine/table-rebuild.ts';

/**
 * The market series' own tables (ADR 0024, after ADR 0022's time series), the same SQL on
 * PostgreSQL and PGlite: per series and day a narrow row (UTC start, count, mean, min, max) in
 * `market_series_days` that charts of months and years aggregate, and the day's values as
 * `float8[]` in UTC order in `market_series_values` (spot: 92, 96 or 100 quarter hours of the
 * Europe/Zurich delivery day; forwards and rates: one value) for short charts and tables. A
 * later import replaces the days it covers; days it does not cover keep their values. One row per
 * series in `market_series` (unit, resolution, first and last day, the last day's mean) is the
 * catalogue the pickers and the teaser read, kept by the same writer in the same transaction. The
 * checkpoint row moves in the same transaction as the rows it vouches for.
 */
export const marketSeriesStep: SchemaStep = {
  name: 'market-series-days',
  sql: `
    CREATE TABLE IF NOT EXISTS market_series_days (
      series_id text NOT NULL,
      day date NOT NULL,
      start_utc timestamptz NOT NULL,
      n integer NOT NULL,
      avg_val float8 NOT NULL,
      min_val float8 NOT NULL,
      max_val float8 NOT NULL,
      PRIMARY KEY (series_id, day)
    );
    CREATE TABLE IF NOT EXISTS market_series_values (
      series_id text NOT NULL,
      day date NOT NULL,
      vals float8[] NOT NULL,
      PRIMARY KEY (series_id, day)
    );
    CREATE TABLE IF NOT EXISTS market_series (
      series_id text PRIMARY KEY,
      unit text NOT NULL,
      resolution_minutes integer NOT NULL,
      first_day date NOT NULL,
      last_day date NOT NULL,
      last_value float8 NOT NULL
    );
    CREATE TABLE IF NOT EXISTS market_series_checkpoint (
      name text PRIMARY KEY,
      checkpoint_commit bigint NOT NULL,
      checkpoint_position bigint NOT NULL,
      failure text,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};

export const marketSeriesName = 'market-series';
export const marketSeriesTables = ['market_series_days', 'market_series_values', 'market_series'] as const;

/** The live tables, or the ones a rebuild fills beside them (`_next`). */
export type MarketTableSuffix = '' | '_next';

/** One day of one series as the table stores it. */
export interface MarketDayRow {
  /** yyyy-mm-dd */
  readonly day: string;
  /** UTC start of the day's first value, epoch ms (Europe/Zurich midnight). */
  readonly startMs: number;
  readonly values: ArrayLike<number>;
}

const rowsPerStatement = 400;

/** Writes days of one series on the caller's transaction, replacing the days it covers. */
export async function writeMarketDays(tx: SqlDriver, seriesId: string, days: readonly MarketDayRow[], suffix: MarketTableSuffix = ''): Promise<void> {
  for (let i = 0; i < days.length; i += rowsPerStatement) {
    const chunk = days.slice(i, i + rowsPerStatement);
    const totals: unknown[] = [seriesId];
    const values: unknown[] = [seriesId];
    const totalRows: string[] = [];
    const valueRows: string[] = [];
    for (const d of chunk) {
      let sum = 0;
      let min = Infinity;
      let max = -Infinity;
      for (let k = 0; k < d.values.length; k++) {
        const v = d.values[k] ?? 0;
        sum += v;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      const n = d.values.length;
      totals.push(d.day, new Date(d.startMs).toISOString(), n, n === 0 ? 0 : sum / n, n === 0 ? 0 : min, n === 0 ? 0 : max);
      const t = totals.length - 6;
      totalRows.push(`($1, $${t + 1}::date, $${t + 2}::timestamptz, $${t + 3}::integer, $${t + 4}::float8, $${t + 5}::float8, $${t + 6}::float8)`);
      values.push(d.day, Array.from(d.values));
      valueRows.push(`($1, $${values.length - 1}::date, $${values.length}::float8[])`);
    }
    await tx.query(
      `INSERT INTO market_series_days${suffix} (series_id, day, start_utc, n, avg_val, min_val, max_val) VALUES ${totalRows.join(', ')}
       ON CONFLICT (series_id, day) DO UPDATE SET start_utc = EXCLUDED.start_utc, n = EXCLUDED.n, avg_val = EXCLUDED.avg_val, min_val = EXCLUDED.min_val, max_val = EXCLUDED.max_val`,
      totals,
    );
    await tx.query(
      `INSERT INTO market_series_values${suffix} (series_id, day, vals) VALUES ${valueRows.join(', ')} ON CONFLICT (series_id, day) DO UPDATE SET vals = EXCLUDED.vals`,
      values,
    );
  }
}

const checkpointRow = { name: marketSeriesName, checkpointTable: 'market_series_checkpoint' } as const;

/** The checkpoint the tables hold; START before the first batch. */
export const readMarketCheckpoint = (sql: SqlDriver): Promise<Checkpoint> => readTableCheckpoint(sql, checkpointRow);

/** Moves the checkpoint `from` -> `to` inside `tx`; false when another writer moved it first. */
export const moveMarketCheckpoint = (tx: SqlDriver, from: Checkpoint, to: Checkpoint): Promise<boolean> => moveTableCheckpoint(tx, checkpointRow, from, to);

/** What the catalogue row takes from the import rather than from the days: the series' unit and resolution. */
export interface MarketSeriesInfoRow {
  readonly seriesId: string;
  readonly unit: string;
  readonly resolutionMinutes: number;
}

/**
 * Sets a series' catalogue row from the days the table holds for it after a write (first and
 * last day, the last day's mean), with the unit and resolution of the latest import. Runs on the
 * caller's transaction after `writeMarketDays`; a series without days is left alone.
 */
export async function upsertMarketSeries(tx: SqlDriver, info: MarketSeriesInfoRow, suffix: MarketTableSuffix = ''): Promise<void> {
  await tx.query(
    `INSERT INTO market_series${suffix} (series_id, unit, resolution_minutes, first_day, last_day, last_value)
     SELECT $1, $2, $3::integer, span.first_day, span.last_day, last.avg_val
       FROM (SELECT min(day) AS first_day, max(day) AS last_day FROM market_series_days${suffix} WHERE series_id = $1) AS span
       JOIN market_series_days${suffix} AS last ON last.series_id = $1 AND last.day = span.last_day
     ON CONFLICT (series_id) DO UPDATE SET unit = EXCLUDED.unit, resolution_minutes = EXCLUDED.resolution_minutes,
       first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, last_value = EXCLUDED.last_value`,
    [info.seriesId, info.unit, info.resolutionMinutes],
  );
}
