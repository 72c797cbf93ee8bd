import type { MarketChartAnswer, MarketSeriesInfo } from '@portal/events/read-contracts';
import { axisKeyOf, marketChartHeightPx, marketChartOptions } from './market-chart-options.ts';
import { bucketLength, bucketStart, chartedSeries, chartUrl, colourOf, seriesColours, tableRows, unitsOf } from './market-lines.ts';

const zone = 'Europe/Zurich';
const infos: MarketSeriesInfo[] = [
  { id: 'SPOT:CH', kind: 'SPOT', label: 'Spot CH', unit: 'EUR/MWh', resolutionMinutes: 15, from: '2024-01-01', to: '2024-12-31', last: '80.12' },
  { id: 'SPOT:DE-LU', kind: 'SPOT', label: 'Spot DE-LU', unit: 'EUR/MWh', resolutionMinutes: 15, from: '2024-01-01', to: '2024-12-31', last: '75.5' },
];
const answer: MarketChartAnswer = {
  from: '2024-10-27',
  to: '2024-10-27',
  timeZone: zone,
  lines: [
    // The October day's two 02:00: buckets of a quarter hour, not aggregated.
    { id: 'SPOT:DE-LU', label: 'Spot DE-LU', unit: 'EUR/MWh', bucketMinutes: 15, buckets: [['2024-10-27T00:00:00Z', 60.5, 60.5, 60.5], ['2024-10-27T01:00:00Z', 1234.56789, 1234.56789, 1234.56789]] },
    { id: 'SPOT:CH', label: 'Spot CH', unit: 'EUR/MWh', bucketMinutes: 240, buckets: [['2024-10-26T22:00:00Z', 70, -5.25, 110.125]] },
  ],
};

describe('the chart route', () => {
  it('asks for the picked series over the period with at most 2,000 buckets each', () => {
    expect(chartUrl({ series: ['SPOT:CH', 'SPOT:DE-LU'], from: '2024-01-01', to: '2024-12-31' })).toBe('/api/market/chart?series=SPOT%3ACH%2CSPOT%3ADE-LU&from=2024-01-01&to=2024-12-31&maxPoints=2000');
  });
});

describe('charted series', () => {
  it('keeps the picked order and colours, marks a series aggregated where a bucket is longer than its resolution', () => {
    const series = chartedSeries(answer, ['SPOT:CH', 'SPOT:DE-LU'], infos);
    expect(series.map((s) => [s.id, s.colour, s.aggregated, s.rows.length])).toEqual([
      ['SPOT:CH', seriesColours[0], true, 1],
      ['SPOT:DE-LU', seriesColours[1], false, 2],
    ]);
    expect(series[0]!.rows[0]).toEqual({ time: new Date('2024-10-26T22:00:00Z'), mean: 70, min: -5.25, max: 110.125 });
  });

  it('leaves out a picked series the answer lacks', () => {
    expect(chartedSeries(answer, ['SPOT:CH', 'FX:ECB:EUR-CHF'], infos).map((s) => s.id)).toEqual(['SPOT:CH']);
    expect(colourOf(['A', 'B'], 'B')).toBe(seriesColours[1]);
  });

  it('names each unit once and a bucket’s length in its largest whole unit', () => {
    expect(unitsOf([{ unit: 'CHF/MWh' }, { unit: 'EUR/MWh' }, { unit: 'CHF/MWh' }])).toEqual(['CHF/MWh', 'EUR/MWh']);
    expect([15, 60, 240, 1440, 4320, 90].map(bucketLength)).toEqual([
      { unit: 'minutes', count: 15 },
      { unit: 'hours', count: 1 },
      { unit: 'hours', count: 4 },
      { unit: 'days', count: 1 },
      { unit: 'days', count: 3 },
      { unit: 'minutes', count: 90 },
    ]);
  });
});

describe('the table of a series', () => {
  it('lists the buckets newest first in the zone, the October hour twice told apart, prices with 4 decimals and apostrophes', () => {
    const [, deLu] = chartedSeries(answer, ['SPOT:CH', 'SPOT:DE-LU'], infos);
    expect(tableRows(deLu!, zone)).toEqual([
      { key: '2024-10-27T01:00:00.000Z', start: '27.10.2024 02:00 (UTC+01:00)', mean: "1'234.5679", min: "1'234.5679", max: "1'234.5679" },
      { key: '2024-10-27T00:00:00.000Z', start: '27.10.2024 02:00 (UTC+02:00)', mean: '60.5000', min: '60.5000', max: '60.5000' },
    ]);
  });

  it('names a day’s bucket by its day in the zone', () => {
    expect(bucketStart(new Date('2024-01-01T23:00:00Z'), 1440, zone)).toBe('02.01.2024');
  });
});

describe('chart options', () => {
  const texts = { mean: 'Mittel', min: 'Minimum', max: 'Maximum', value: 'Wert' };
  const series = chartedSeries(answer, ['SPOT:CH', 'SPOT:DE-LU'], infos);

  it('draws a line per series, the min and max band only for aggregated ones, 500 px high on a time axis', () => {
    const options = marketChartOptions(series, zone, { band: true, texts });
    expect(options.height).toBe(marketChartHeightPx);
    expect(options.series?.map((s) => (s as { yName?: string }).yName)).toEqual(['Spot CH', 'Spot CH (Minimum)', 'Spot CH (Maximum)', 'Spot DE-LU']);
    expect(marketChartOptions(series, zone, { band: false, texts }).series).toHaveLength(2);
    expect((options.axes?.x as { type: string }).type).toBe('time');
  });

  it('gives each unit its own value axis titled with it, left then right', () => {
    const chf = { ...series[0]!, id: 'FWD:CH:BASE:2027', unit: 'CHF/MWh' };
    const options = marketChartOptions([chf, series[1]!], zone, { band: false, texts });
    expect(axisKeyOf(['CHF/MWh', 'EUR/MWh'], 'EUR/MWh')).toBe('y1');
    expect(options.axes?.y).toMatchObject({ type: 'number', position: 'left', title: { text: 'CHF/MWh' } });
    expect(options.axes?.y1).toMatchObject({ type: 'number', position: 'right', title: { text: 'EUR/MWh' } });
    expect(options.series?.map((s) => (s as { yKeyAxis?: string }).yKeyAxis)).toEqual(['y', 'y1']);
  });
});
