import { offerDetail } from './offer-detail-fixtures.ts';
import { directionSeries, seriesRows, summedLine, summedSeries, summedSeriesUrl } from './offer-series.ts';

describe('the offer time series reads', () => {
  it('sums each direction over its history range and its delivery period, at most 100 points a line', () => {
    const points = Array.from({ length: 120 }, (_, i) => ({ code: `CH${String(i).padStart(31, '0')}`, direction: 'CONS' as const }));
    const [cons, ...rest] = directionSeries(offerDetail({ meteringPoints: [...points, { code: 'CHPROD', direction: 'PROD' }] }));
    expect(cons).toMatchObject({ direction: 'CONS', total: 120, history: { from: '2025-01-01', to: '2025-12-31' }, forecast: { from: '2027-01-01', to: '2028-12-31' } });
    expect(cons?.points).toHaveLength(100);
    expect(cons?.points[0]).toBe(`${points[0]?.code}:CONS`);
    expect(rest).toEqual([expect.objectContaining({ direction: 'PROD', points: ['CHPROD:PROD'], total: 1 })]);
  });

  it('reads the history over the history range and the forecast over the delivery period', () => {
    const [cons] = directionSeries(offerDetail());
    expect(cons && summedSeries(cons, 'HISTORY')).toEqual({ points: ['CH1001:CONS', 'CH1002:CONS'], kind: 'HISTORY', from: '2025-01-01', to: '2025-12-31' });
    expect(cons && summedSeries(cons, 'FORECAST')).toEqual({ points: ['CH1001:CONS', 'CH1002:CONS'], kind: 'FORECAST', from: '2027-01-01', to: '2028-12-31' });
  });

  it('asks the server for one summed line, at most 2,000 buckets', () => {
    expect(summedSeriesUrl({ points: ['CH1:CONS', 'CH2:CONS'], kind: 'FORECAST', from: '2027-01-01', to: '2028-12-31' })).toBe(
      '/api/timeseries?points=CH1%3ACONS%2CCH2%3ACONS&kind=FORECAST&from=2027-01-01&to=2028-12-31&sum=true&maxPoints=2000',
    );
  });

  it('takes the answer’s summed line, none when it holds no values', () => {
    const line = { id: 'sum', kind: 'HISTORY' as const, bucketMinutes: 1440, kwh: '48', buckets: [['2025-01-01T00:00:00.000Z', 1.5, 3] as [string, number, number]] };
    expect(summedLine([line])).toBe(line);
    expect(summedLine([{ ...line, buckets: [] }])).toBeUndefined();
    expect(summedLine([])).toBeUndefined();
    expect(summedLine(undefined)).toBeUndefined();
  });

  it('charts the mean kW at each bucket start', () => {
    const rows = seriesRows({ id: 'sum', kind: 'HISTORY', bucketMinutes: 1440, kwh: '48', buckets: [['2025-01-01T00:00:00.000Z', 1.5, 3], ['2025-01-02T00:00:00.000Z', 0.5, 1]] });
    expect(rows).toEqual([{ time: new Date('2025-01-01T00:00:00.000Z'), kw: 1.5 }, { time: new Date('2025-01-02T00:00:00.000Z'), kw: 0.5 }]);
  });
});
