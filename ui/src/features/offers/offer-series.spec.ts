import { offerDetail } from '@/entities/offer/offer-detail-fixtures.ts';
import { summedSeriesUrl } from '@/entities/offer/offer-series.ts';
import { MAX_SUM_POINTS, offerSeries, offerSeriesArgs, seriesAxisLabel } from './offer-series.ts';

describe('the time series tab reads', () => {
  it('sums the points per direction: history over the historical range, forecast over the delivery period', () => {
    const args = offerSeriesArgs(offerDetail());
    expect(args.map((a) => [a.kind, a.direction, a.points.length, a.from, a.to])).toEqual([
      ['HISTORY', 'CONS', 2, '2025-01-01', '2025-12-31'],
      ['FORECAST', 'CONS', 2, '2027-01-01', '2028-12-31'],
      ['HISTORY', 'PROD', 1, '2025-01-01', '2025-12-31'],
      ['FORECAST', 'PROD', 1, '2027-01-01', '2028-12-31'],
    ]);
    expect(summedSeriesUrl(args[0]!)).toBe('/api/timeseries?points=CH1001%3ACONS%2CCH1002%3ACONS&kind=HISTORY&from=2025-01-01&to=2025-12-31&sum=true&maxPoints=2000');
  });

  it('takes the first 100 points of a direction and says how many there are', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ code: `CH${i}`, direction: 'CONS' as const }));
    const [history] = offerSeriesArgs(offerDetail({ meteringPoints: many }));
    expect(history?.points).toHaveLength(MAX_SUM_POINTS);
    expect(history?.total).toBe(150);
  });

  it('turns the summed line into rows, none for an empty answer', () => {
    const line = { id: 'sum', kind: 'HISTORY' as const, bucketMinutes: 1440, kwh: '2400', buckets: [['2025-01-01T00:00:00Z', 100, 150] as [string, number, number]] };
    expect(offerSeries('HISTORY', 'CONS', [line])).toEqual({ key: 'HISTORY:CONS', kind: 'HISTORY', direction: 'CONS', kwh: '2400', rows: [{ time: new Date('2025-01-01T00:00:00Z'), kw: 100 }] });
    expect(offerSeries('FORECAST', 'CONS', [])).toBeNull();
    expect(offerSeries('FORECAST', 'CONS', [{ ...line, buckets: [] }])).toBeNull();
  });

  it("labels the time axis in the market's zone", () => {
    expect(seriesAxisLabel(new Date('2026-12-31T23:00:00Z'), 'Europe/Zurich')).toBe('01.2027');
  });
});
