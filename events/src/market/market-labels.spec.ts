import { marketSeriesLabel } from './market-labels.ts';

describe('marketSeriesLabel', () => {
  it.each([
    ['SPOT:CH', 'Spot CH'],
    ['SPOT:DE-LU', 'Spot DE-LU'],
    ['FWD:CH:BASE:2027', 'Base CH Kal-27'],
    ['FWD:DE:PEAK:2027', 'Peak DE Kal-27'],
    ['FWD:DE:PEAK:2027-Q1', 'Peak DE Q1-27'],
    ['FWD:CH:BASE:2030-Q4', 'Base CH Q4-30'],
    ['FWD:DE:BASE:2027-01', 'Base DE Jan-27'],
    ['FWD:DE:BASE:2027-03', 'Base DE Mär-27'],
    ['FWD:CH:PEAK:2028-05', 'Peak CH Mai-28'],
    ['FWD:CH:PEAK:2028-10', 'Peak CH Okt-28'],
    ['FWD:CH:PEAK:2028-12', 'Peak CH Dez-28'],
    ['FX:ECB:EUR-CHF', 'EZB EUR/CHF'],
    ['FX:ECB:EUR-JPY', 'EZB EUR/JPY'],
    ['FX:SNB:USD-CHF', 'SNB USD/CHF'],
  ])('labels %s as "%s"', (id, label) => {
    expect(marketSeriesLabel(id)).toBe(label);
  });

  it.each(['SPOT:FR', 'FWD:CH:BASE:2027-13', 'FX:FED:USD-EUR', ''])('answers "%s", which is no series id, as it is', (id) => {
    expect(marketSeriesLabel(id)).toBe(id);
  });
});
