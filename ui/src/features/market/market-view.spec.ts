import { marketSearch, maxSeries, parseMarketView, pickSeries, unpickSeries } from './market-view.ts';

describe('the market view in the URL', () => {
  it('reads the series of the page’s kind in their order and a whole period', () => {
    expect(parseMarketView('series=SPOT:DE-LU,SPOT:CH&from=2025-01-01&to=2025-01-31', 'SPOT')).toEqual({ series: ['SPOT:DE-LU', 'SPOT:CH'], from: '2025-01-01', to: '2025-01-31' });
    expect(parseMarketView('?series=FX%3AECB%3AEUR-CHF%2CFX%3ASNB%3AEUR-CHF', 'FX')).toEqual({ series: ['FX:ECB:EUR-CHF', 'FX:SNB:EUR-CHF'], from: null, to: null });
  });

  it('leaves out other kinds, repeats, garbage and any series beyond the tenth', () => {
    expect(parseMarketView('series=SPOT:CH,FX:ECB:EUR-CHF,SPOT:CH,FWD:CH:BASE:2027,spot:ch,SPOT:,<b>', 'SPOT').series).toEqual(['SPOT:CH']);
    const twelve = Array.from({ length: 12 }, (_, i) => `FWD:CH:BASE:${2030 + i}`);
    expect(parseMarketView(`series=${twelve.join(',')}`, 'FORWARD').series).toEqual(twelve.slice(0, maxSeries));
  });

  it('drops a period that is not whole: one day missing, no real day, or from after to', () => {
    expect(parseMarketView('series=SPOT:CH&from=2025-01-01', 'SPOT')).toMatchObject({ from: null, to: null });
    expect(parseMarketView('from=2025-02-30&to=2025-03-01', 'SPOT')).toMatchObject({ from: null, to: null });
    expect(parseMarketView('from=2025-03-02&to=2025-03-01', 'SPOT')).toMatchObject({ from: null, to: null });
    expect(parseMarketView('from=01.03.2025&to=2025-03-01', 'SPOT')).toMatchObject({ from: null, to: null });
  });

  it('writes a readable query that reads back to the same view', () => {
    const view = { series: ['SPOT:CH', 'SPOT:DE-LU'], from: '2025-01-01', to: '2025-01-31' };
    expect(marketSearch(view)).toBe('series=SPOT:CH,SPOT:DE-LU&from=2025-01-01&to=2025-01-31');
    expect(parseMarketView(marketSearch(view), 'SPOT')).toEqual(view);
    expect(marketSearch({ series: ['FX:ECB:EUR-CHF'], from: null, to: null })).toBe('series=FX:ECB:EUR-CHF');
    expect(marketSearch({ series: [], from: null, to: null })).toBe('');
  });
});

describe('picking series (spec section 5: at most 10, no duplicates)', () => {
  it('adds a series at the end', () => {
    expect(pickSeries(['SPOT:CH'], 'SPOT:DE-LU')).toEqual({ kind: 'added', series: ['SPOT:CH', 'SPOT:DE-LU'] });
  });

  it('refuses a series already shown with "series already shown"', () => {
    expect(pickSeries(['SPOT:CH', 'SPOT:DE-LU'], 'SPOT:CH')).toEqual({ kind: 'refused', messageKey: 'messages.seriesShown' });
  });

  it('refuses an eleventh with "limit of ten time series", a shown one still as a duplicate', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `FWD:DE:PEAK:${2030 + i}`);
    expect(pickSeries(ten.slice(0, 9), 'FWD:DE:PEAK:2050')).toMatchObject({ kind: 'added' });
    expect(pickSeries(ten, 'FWD:DE:PEAK:2050')).toEqual({ kind: 'refused', messageKey: 'messages.timeSeriesLimit' });
    expect(pickSeries(ten, 'FWD:DE:PEAK:2030')).toEqual({ kind: 'refused', messageKey: 'messages.seriesShown' });
  });

  it('removes one series and keeps the others in order', () => {
    expect(unpickSeries(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
    expect(unpickSeries(['A'], 'X')).toEqual(['A']);
  });
});
