import { factRows, totalKwh } from './offer-facts.ts';
import { offerDetail } from './offer-fixtures.ts';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('the offer task key facts', () => {
  it('adds up the forecast volumes of all years and directions', () => {
    expect(totalKwh([{ year: 2027, direction: 'CONS', kwh: '1000.5' }, { year: 2027, direction: 'PROD', kwh: '0.25' }])).toBe('1000.75');
    expect(totalKwh([])).toBeUndefined();
  });

  it('shows the offer as it is, Swiss dates and grouped kWh, nothing for what it lacks', () => {
    const rows = new Map(factRows(offerDetail({ ecology: { certificate: 'HKN-CH', energyQuality: 'STANDARD' } }), t, (id) => `name of ${id}`));
    expect(rows.get('offerTasks.facts.customer')).toBe('Muster Energie AG (100001)');
    expect(rows.get('offerTasks.facts.offerTime')).toBe('26.11.2026 10:30');
    expect(rows.get('offerTasks.facts.deliveryPeriod')).toBe('offerTasks.facts.period {"from":"01.01.2027","to":"31.12.2028"}');
    expect(rows.get('offerTasks.facts.volume')).toBe("240'000 kWh");
    expect(rows.get('offerTasks.facts.certificate')).toBe('name of HKN-CH');
    expect(rows.get('offerTasks.facts.releasedAt')).toBeUndefined();
    expect(rows.get('offerTasks.facts.forecastVolume')).toBeUndefined();
    expect(rows.get('offerTasks.facts.cancellation')).toBeUndefined();
  });
});
