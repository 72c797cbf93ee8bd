import { seriesChartOptions } from './series-chart-options.ts';

describe('the offer time series chart', () => {
  it('draws history and forecast on one time axis, 400 px high, labelled in the market zone', () => {
    const rows = [{ time: new Date('2025-12-31T23:00:00.000Z'), kw: 2 }];
    const options = seriesChartOptions([{ kind: 'HISTORY', name: 'Historie', rows }, { kind: 'FORECAST', name: 'Prognose', rows }], 'Europe/Zurich', 'kW');
    expect(options.height).toBe(400);
    expect(options.series?.map((s) => (s as { yName?: string }).yName)).toEqual(['Historie', 'Prognose']);
    const x = (options.axes as { x: { label: { formatter: (p: { value: Date }) => string } } }).x;
    // Midnight of 1 January in Zurich is still 31 December in UTC.
    expect(x.label.formatter({ value: new Date('2025-12-31T23:00:00.000Z') })).toBe('01.01.');
  });
});
