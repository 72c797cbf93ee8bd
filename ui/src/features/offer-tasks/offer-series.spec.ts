import { offerDetail } from './offer-fixtures.ts';
import { directionSeries, seriesChartOptions, seriesRows, summedSeriesUrl } from './offer-series.ts';

describe('the offer time series', () => {
  it('sums each direction over its history range and its delivery period, at most 100 points a line', () => {
    const points = Array.from({ length: 120 }, (_, i) => ({ code: `CH${String(i).padStart(31, '0')}`, direction: 'CONS' as const }));
    const [cons, ...rest] = directionSeries(offerDetail({ meteringPoints: [...points, { code: 'CHPROD', direction: 'PROD' }] }));
    expect(cons).toMatchObject({ direction: 'CONS', total: 120, history: { from: '2025-01-01', to: '2025-12-31' }, forecast: { from: '2027-01-01', to: '2028-12-31' } });
    expect(cons?.points).toHaveLength(100);
    expect(cons?.points[0]).toBe(`${points[0]?.code}:CONS`);
    expect(rest).toEqual([expect.objectContaining({ direction: 'PROD', points: ['CHPROD:PROD'], total: 1 })]);
  });

  it('asks the server for one summed line, at most 2,000 buckets', () => {
    expect(summedSeriesUrl(['CH1:CONS', 'CH2:CONS'], 'FORECAST', { from: '2027-01-01', to: '2028-12-31' })).toBe(
      '/api/timeseries?points=CH1%3ACONS%2CCH2%3ACONS&kind=FORECAST&from=2027-01-01&to=2028-12-31&sum=true&maxPoints=2000',
    );
  });

  it('charts the mean kW at each bucket start', () => {
    const rows = seriesRows({ id: 'sum', kind: 'HISTORY', bucketMinutes: 1440, kwh: '48', buckets: [['2025-01-01T00:00:00.000Z', 1.5, 3], ['2025-01-02T00:00:00.000Z', 0.5, 1]] });
    expect(rows).toEqual([{ time: new Date('2025-01-01T00:00:00.000Z'), kw: 1.5 }, { time: new Date('2025-01-02T00:00:00.000Z'), kw: 0.5 }]);
  });

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
