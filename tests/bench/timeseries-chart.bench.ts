import { quarterHourValues } from '@portal/events/units';
import { migrate } from '@portal/platform';
import { localDays, seriesId, timeSeriesStep, TimeSeriesReader, writeDays, type DaySlice } from '@portal/projections';
import { chartLine, planChart } from '../../query-api/src/routes/time-series/chart-lines.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { versusRuns } from './lib/measure.ts';

const points = 100;
const from = '2027-01-01';
const to = '2036-12-31';
const zone = 'Europe/Zurich';
const maxPoints = 2000;

/** A point's ten years of quarter hours: a daily curve scaled per point, deterministic. */
function daysOf(point: number): DaySlice[] {
  return localDays(from, to, zone).map(({ day, startMs, quarterHours }, d) => {
    const values = new Float64Array(quarterHours);
    for (let i = 0; i < quarterHours; i += 1) values[i] = Math.round((10 + point + 5 * Math.sin((i / 96) * 2 * Math.PI) + (d % 7)) * 1000) / 1000;
    return { day, ...quarterHourValues(new Date(startMs).toISOString(), 'kW', values) };
  });
}

/**
 * One chart of 100 metering points over ten years summed into one line (`sum=true`), through
 * the chart API's own code (plan, SQL day buckets, kWh), against the bare SQL aggregate over
 * the same table. The table is seeded through `writeDays`, the projection's writer: 365,300
 * days of 92 to 100 quarter hours (35 million values).
 */
export default defineBench({
  figures: ['timeseries.chart.100x10y'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    if (!raw) throw new Error('no raw client');
    await migrate(eventStore.sql, [timeSeriesStep]);
    const series = Array.from({ length: points }, (_, p) => seriesId(`CH${String(p).padStart(31, '0')}`, 'CONS', 'HISTORY'));
    for (const [p, id] of series.entries()) {
      if (p % 10 === 0) progress(`timeseries.chart: seeding point ${p + 1} of ${points}`);
      await eventStore.sql.transaction((tx) => writeDays(tx, id, daysOf(p)));
    }
    const reader = new TimeSeriesReader(eventStore.sql);
    const period = { from, to, zone };
    const chart = async (): Promise<number> => {
      const plan = planChart(period, maxPoints, points);
      const line = await chartLine(reader, period, plan, { id: 'sum', series }, 'HISTORY');
      if (line.buckets.length === 0 || line.buckets.length > maxPoints) throw new Error(`${line.buckets.length} buckets`);
      return 1;
    };
    const bare = `SELECT (day - $2::date) / 2 AS b, min(start_utc), sum(sum_kw), max(max_kw) FROM time_series_days
                   WHERE series_id = ANY($1::text[]) AND day BETWEEN $2::date AND $3::date GROUP BY b ORDER BY b`;
    const ceiling = async (): Promise<number> => ((await raw.query(bare, [series, from, to], 'ts_bare')).rows.length > 0 ? 1 : 0);
    await chart();
    await ceiling();
    const { value, ceiling: bareRate } = await versusRuns(chart, ceiling, 5, { subject: 'GET /api/timeseries (sum of 100, 10 years)', ceiling: 'bare SQL aggregate' });
    report(lowerIsBetter('timeseries.chart.100x10y', 1000 / value, 1000 / bareRate, 'ms'));
  },
});
