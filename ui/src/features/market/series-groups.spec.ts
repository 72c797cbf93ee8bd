import type { MarketSeriesInfo } from '@portal/events/read-contracts';
import { seriesGroups } from './series-groups.ts';

const info = (id: string, kind: MarketSeriesInfo['kind']): MarketSeriesInfo => ({ id, kind, label: id, unit: 'EUR/MWh', resolutionMinutes: 1440, from: '2025-01-02', to: '2025-06-30', last: '80.5' });
const shape = (infos: MarketSeriesInfo[]) => seriesGroups(infos).map((g) => [g.key, g.params, g.series.map((s) => s.id)]);

describe('the picker’s groups', () => {
  it('groups forwards by market, load and period length: years, quarters, months, each in delivery order', () => {
    const ids = ['FWD:DE:BASE:2027', 'FWD:CH:PEAK:2027', 'FWD:CH:BASE:2027-02', 'FWD:CH:BASE:2028', 'FWD:CH:BASE:2027-Q2', 'FWD:CH:BASE:2027', 'FWD:CH:BASE:2027-01', 'FWD:CH:BASE:2027-Q1'];
    expect(shape(ids.map((id) => info(id, 'FORWARD')))).toEqual([
      ['FWD:CH:BASE:year', { market: 'CH', load: 'BASE', length: 'year' }, ['FWD:CH:BASE:2027', 'FWD:CH:BASE:2028']],
      ['FWD:CH:BASE:quarter', { market: 'CH', load: 'BASE', length: 'quarter' }, ['FWD:CH:BASE:2027-Q1', 'FWD:CH:BASE:2027-Q2']],
      ['FWD:CH:BASE:month', { market: 'CH', load: 'BASE', length: 'month' }, ['FWD:CH:BASE:2027-01', 'FWD:CH:BASE:2027-02']],
      ['FWD:CH:PEAK:year', { market: 'CH', load: 'PEAK', length: 'year' }, ['FWD:CH:PEAK:2027']],
      ['FWD:DE:BASE:year', { market: 'DE', load: 'BASE', length: 'year' }, ['FWD:DE:BASE:2027']],
    ]);
  });

  it('keeps the spot zones together and the rates by bank and base currency, quotes in order', () => {
    expect(shape([info('SPOT:DE-LU', 'SPOT'), info('SPOT:CH', 'SPOT')])).toEqual([['SPOT', {}, ['SPOT:CH', 'SPOT:DE-LU']]]);
    expect(shape(['FX:SNB:USD-CHF', 'FX:ECB:EUR-USD', 'FX:SNB:EUR-CHF', 'FX:ECB:EUR-CHF'].map((id) => info(id, 'FX')))).toEqual([
      ['FX:ECB:EUR', { source: 'ECB', base: 'EUR' }, ['FX:ECB:EUR-CHF', 'FX:ECB:EUR-USD']],
      ['FX:SNB:EUR', { source: 'SNB', base: 'EUR' }, ['FX:SNB:EUR-CHF']],
      ['FX:SNB:USD', { source: 'SNB', base: 'USD' }, ['FX:SNB:USD-CHF']],
    ]);
  });

  it('has no group without series', () => {
    expect(seriesGroups([])).toEqual([]);
  });
});
