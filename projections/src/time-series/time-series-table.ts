import type { Checkpoint } from '@portal/events';
import type { SchemaStep, SqlDriver } from '@portal/platform';
import { moveTableCheckpoint, readTableCheckpoint } from '../engine/table-rebuild.ts';
import type { DaySlice } from './day-slices.ts';

/**
 * The time-series read model's own tables (ADR 0022), the same SQL on PostgreSQL and PGlite: per
 * series and local day, a narrow row (UTC start, quarter hours, sum and maximum kW) in
 * `time_series_days`, and the day's quarter hours as `float8[]` in UTC order in
 * `time_series_values`. A chart of years aggregates the narrow rows (60 bytes a day instead of
 * 900: a fifth of the time in the bench); shorter charts and the export read the values. The
 * checkpoint row moves in the same transaction as the rows it vouches for.
 */
export const timeSeriesStep: SchemaStep = {
  name: 'time-series-days',
  sql: `
    CREATE TABLE IF NOT EXISTS time_series_days (
      series_id text NOT NULL,
      day date NOT NULL,
      start_utc timestamptz NOT NULL,
      quarter_hours integer NOT NULL,
      sum_kw float8 NOT NULL,
      max_kw float8 NOT NULL,
      PRIMARY KEY (series_id, day)
    );
    CREATE TABLE IF NOT EXISTS time_series_values (
      series_id text NOT NULL,
      day date NOT NULL,
      vals float8[] NOT NULL,
      PRIMARY KEY (series_id, day)
    );
    CREATE TABLE IF NOT EXISTS time_series_checkpoint (
      name text PRIMARY KEY,
      checkpoint_commit bigint NOT NULL,
      checkpoint_position bigint NOT NULL,
      failure text,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};

/** `<code>:<direction>:<HISTORY|FORECAST>`: one series per point, direction and kind. */
export type SeriesKind = 'HISTORY' | 'FORECAST';
export const seriesId = (code: string, direction: string, kind: SeriesKind): string => `${code}:${direction}:${kind}`;

export const projectionName = 'time-series';

const rowsPerStatement = 400;

/** The live tables, or the ones a rebuild fills beside them (`_next`). */
export type TableSuffix = '' | '_next';

/**
 * Writes days of one series, replacing the days it covers (a later file wins where periods
 * overlap; days it does not cover keep their values). Runs on the caller's transaction: the
 * projection's batch and the bench's seed use this one writer.
 */
export async function writeDays(tx: SqlDriver, series: string, days: readonly DaySlice[], suffix: TableSuffix = ''): Promise<void> {
  for (let i = 0; i < days.length; i += rowsPerStatement) {
    const chunk = days.slice(i, i + rowsPerStatement);
    const totals: unknown[] = [series];
    const values: unknown[] = [series];
    const totalRows: string[] = [];
    const valueRows: string[] = [];
    for (const d of chunk) {
      let sum = 0;
      let max = -Infinity;
      for (const v of d.values) {
        sum += v;
        if (v > max) max = v;
      }
      totals.push(d.day, d.start, d.values.length, sum, max === -Infinity ? 0 : max);
      const t = totals.length - 5;
      totalRows.push(`($1, $${t + 1}::date, $${t + 2}::timestamptz, $${t + 3}::integer, $${t + 4}::float8, $${t + 5}::float8)`);
      values.push(d.day, Array.from(d.values));
      valueRows.push(`($1, $${values.length - 1}::date, $${values.length}::float8[])`);
    }
    await tx.query(
      `INSERT INTO time_series_days${suffix} (series_id, day, start_utc, quarter_hours, sum_kw, max_kw) VALUES ${totalRows.join(', ')}
       ON CONFLICT (series_id, day) DO UPDATE SET start_utc = EXCLUDED.start_utc, quarter_hours = EXCLUDED.quarter_hours, sum_kw = EXCLUDED.sum_kw, max_kw = EXCLUDED.max_kw`,
      totals,
    );
    await tx.query(
      `INSERT INTO time_series_values${suffix} (series_id, day, vals) VALUES ${valueRows.join(', ')} ON CONFLICT (series_id, day) DO UPDATE SET vals = EXCLUDED.vals`,
      values,
    );
  }
}

const checkpointRow = { name: projectionName, checkpointTable: 'time_series_checkpoint' } as const;

/** The checkpoint the tables hold; START before the first batch. */
export const readCheckpoint = (sql: SqlDriver): Promise<Checkpoint> => readTableCheckpoint(sql, checkpointRow);

/** Moves the checkpoint `from` -> `to` inside `tx`; false when another writer moved it first. */
export const moveCheckpoint = (tx: SqlDriver, from: Checkpoint, to: Checkpoint): Promise<boolean> => moveTableCheckpoint(tx, checkpointRow, from, to);
