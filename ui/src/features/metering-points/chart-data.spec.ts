import type { TimeSeriesLine } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';
import { axisLabel, bucketLabel, chartLine, spanDays } from './chart-data.ts';
import { chartHeightPx, chartOptions } from './chart-options.ts';

/** The server's quarter-hour buckets of one local day: UTC starts from local midnight to the next. */
function dayLine(day: string, zone: MarketZone): TimeSeriesLine {
  const start = DateTime.fromISO(day, { zone });
  const end = start.plus({ days: 1 });
  const buckets: [string, number, number][] = [];
  for (let t = start.toUTC(); t < end.toUTC(); t = t.plus({ minutes: 15 })) buckets.push([t.toISO() ?? '', 10, 12]);
  return { id: 'CH1:CONS', kind: 'HISTORY', bucketMinutes: 15, kwh: '240', buckets };
}

const labels = (line: TimeSeriesLine, zone: MarketZone) => chartLine(line).rows.map((row) => axisLabel(row.time, zone, 1));

describe('chart rows of a DST day', () => {
  it.each(['Europe/Zurich', 'Europe/Berlin'] as const)('shows the 92 quarter hours of 29.03.2026 in %s, 01:45 followed by 03:00', (zone) => {
    const shown = labels(dayLine('2026-03-29', zone), zone);
    expect(shown).toHaveLength(92);
    expect(shown.slice(6, 9)).toEqual(['01:30', '01:45', '03:00']);
    expect(shown).not.toContain('02:00');
  });

  it.each(['Europe/Zurich', 'Europe/Berlin'] as const)('shows the 100 quarter hours of 25.10.2026 in %s, the hour from 02:00 twice, told apart by the offset', (zone) => {
    const line = dayLine('2026-10-25', zone);
    const shown = labels(line, zone);
    expect(shown).toHaveLength(100);
    expect(shown.filter((label) => label === '02:00')).toHaveLength(2);
    const rows = chartLine(line).rows;
    const twice = rows.filter((row) => axisLabel(row.time, zone, 1) === '02:00').map((row) => bucketLabel(row.time, zone));
    expect(twice).toEqual(['25.10.2026 02:00 (UTC+02:00)', '25.10.2026 02:00 (UTC+01:00)']);
  });

  it('labels ordinary days with the local time, never the browser’s or UTC', () => {
    expect(axisLabel(new Date('2025-03-30T01:00:00Z'), 'Europe/Zurich', 1)).toBe('03:00');
    expect(axisLabel(new Date('2026-01-15T23:00:00Z'), 'Europe/Berlin', 30)).toBe('16.01.');
    expect(axisLabel(new Date('2026-01-15T23:00:00Z'), 'Europe/Berlin', 365)).toBe('01.2026');
  });

  it('keeps gaps as missing rows and the buckets’ mean and max kW', () => {
    const line = chartLine({ id: 'CH1:CONS', kind: 'FORECAST', bucketMinutes: 60, kwh: '12.5', buckets: [['2026-01-01T00:00:00Z', 1.5, 2], ['2026-01-01T02:00:00Z', 3, 4]] });
    expect(line.rows).toEqual([
      { time: new Date('2026-01-01T00:00:00Z'), meanKw: 1.5, maxKw: 2 },
      { time: new Date('2026-01-01T02:00:00Z'), meanKw: 3, maxKw: 4 },
    ]);
    expect(spanDays([line])).toBeCloseTo(2 / 24);
    expect(spanDays([])).toBe(0);
  });
});

describe('chart options', () => {
  const texts = { seriesName: (line: { kind: string }) => line.kind, mean: (s: string) => `${s} mean`, max: (s: string) => `${s} max`, axisKw: 'kW' };

  it('draws each line’s mean and max kW on a time axis, 500 px high', () => {
    const lines = [chartLine(dayLine('2026-03-29', 'Europe/Zurich')), chartLine({ ...dayLine('2026-03-29', 'Europe/Zurich'), kind: 'FORECAST' })];
    const options = chartOptions(lines, 'Europe/Zurich', texts);
    expect(options.height).toBe(chartHeightPx);
    expect(options.series?.map((s) => (s as { yName?: string }).yName)).toEqual(['HISTORY mean', 'HISTORY max', 'FORECAST mean', 'FORECAST max']);
    expect((options.axes?.x as { type: string }).type).toBe('time');
  });
});
