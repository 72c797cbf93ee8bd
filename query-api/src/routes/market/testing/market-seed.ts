import { migrate, type SqlDriver } from '@portal/platform';
import { localDays, marketSeriesStep, writeMarketDays, type MarketDayRow } from '@portal/projections';

/** One day of a series to seed: the day and its values (spot: its quarter hours in UTC order; daily series: one). */
export interface SeedDay {
  readonly day: string;
  readonly values: readonly number[];
}

/** The UTC start of a Europe/Zurich delivery day, as the projection stores it. */
export const zurichStartMs = (day: string): number => localDays(day, day, 'Europe/Zurich')[0]?.startMs ?? Number.NaN;

/** The quarter hours of a Europe/Zurich day: 92, 96 or 100. */
export const quarterHoursOf = (day: string): number => localDays(day, day, 'Europe/Zurich')[0]?.quarterHours ?? 96;

/**
 * Seeds a series as the market projection leaves it: its days through `writeMarketDays` and its
 * catalogue row (unit, resolution, first and last day, the last day's mean). Runs the schema step
 * first, so a spec or bench needs nothing else.
 */
export async function seedMarketSeries(sql: SqlDriver, id: string, unit: string, days: readonly SeedDay[]): Promise<void> {
  await migrate(sql, [marketSeriesStep]);
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error(`no days for ${id}`);
  const rows: MarketDayRow[] = sorted.map((d) => ({ day: d.day, startMs: zurichStartMs(d.day), values: d.values }));
  const resolution = id.startsWith('SPOT:') ? 15 : 1440;
  const lastMean = last.values.reduce((sum, v) => sum + v, 0) / last.values.length;
  await sql.transaction(async (tx) => {
    await writeMarketDays(tx, id, rows);
    await tx.query(
      `INSERT INTO market_series (series_id, unit, resolution_minutes, first_day, last_day, last_value) VALUES ($1, $2, $3, $4::date, $5::date, $6)
       ON CONFLICT (series_id) DO UPDATE SET unit = EXCLUDED.unit, resolution_minutes = EXCLUDED.resolution_minutes,
         first_day = LEAST(market_series.first_day, EXCLUDED.first_day), last_day = GREATEST(market_series.last_day, EXCLUDED.last_day),
         last_value = CASE WHEN EXCLUDED.last_day >= market_series.last_day THEN EXCLUDED.last_value ELSE market_series.last_value END`,
      [id, unit, resolution, first.day, last.day, lastMean],
    );
  });
}

/** Every day from `from` to `to` (both included), yyyy-mm-dd. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}
