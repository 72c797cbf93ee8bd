import { forecastCatalogue } from './i18n.ts';
import { type Forecast, forecastActions, forecastsNewestFirst, hintRows, rolloutForecast, statusKey, yearlyRows, yearsText } from './forecast-rows.ts';

const forecast = (over: Partial<Forecast> = {}): Forecast => ({
  forecastId: '4f6c3f7e-2b6a-4d5e-9a41-2f0c1c9d8e01',
  status: 'GENERATED',
  years: [2027, 2028],
  yearly: [
    { year: 2028, kwh: '1234567.5' },
    { year: 2027, kwh: '999.4' },
  ],
  hints: [],
  reason: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

const lookup = (tree: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe('forecast statuses', () => {
  it('reads as the spec names them in German', () => {
    const german = (status: Forecast['status']) => lookup(forecastCatalogue.de, statusKey(status));
    expect(german('REQUESTED')).toBe('angefordert');
    expect(german('GENERATED')).toBe('erstellt, wartet auf Freigabe');
    expect(german('ACCEPTED')).toBe('freigegeben');
    expect(german('REPLACED')).toBe('durch Upload ersetzt');
    expect(german('FAILED')).toBe('Roll-out-Fehler');
  });

  it('has a text for each status in English and French', () => {
    for (const status of ['REQUESTED', 'GENERATED', 'ACCEPTED', 'REPLACED', 'FAILED'] as const) {
      expect(typeof lookup(forecastCatalogue.en, statusKey(status))).toBe('string');
      expect(typeof lookup(forecastCatalogue.fr, statusKey(status))).toBe('string');
    }
  });

  it('offers accept and replace for a generated forecast, replace for a failed one, nothing else', () => {
    expect(forecastActions('GENERATED')).toEqual(['accept', 'replace']);
    expect(forecastActions('FAILED')).toEqual(['replace']);
    expect(forecastActions('REQUESTED')).toEqual([]);
    expect(forecastActions('ACCEPTED')).toEqual([]);
    expect(forecastActions('REPLACED')).toEqual([]);
  });
});

describe('forecast rows', () => {
  it('lists the yearly energy by year in whole kWh with apostrophes', () => {
    expect(yearlyRows(forecast())).toEqual([
      { year: 2027, kwh: '999 kWh' },
      { year: 2028, kwh: "1'234'568 kWh" },
    ]);
  });

  it('names the years as a range or one year', () => {
    expect(yearsText([2029, 2027, 2028])).toBe('2027–2029');
    expect(yearsText([2027])).toBe('2027');
    expect(yearsText([])).toBe('');
  });

  it('lists the special events by day as dd.mm.yyyy with kWh against the expectation and a signed deviation', () => {
    const hints = [
      { day: '2025-12-24', kwh: '120.5', expectedKwh: '3100', deviationPercent: '-96.11' },
      { day: '2025-08-01', kwh: '5000', expectedKwh: '3125', deviationPercent: '60' },
    ];
    expect(hintRows(forecast({ hints }))).toEqual([
      { day: '01.08.2025', kwh: "5'000 kWh", expectedKwh: "3'125 kWh", deviation: '+60.0 %' },
      { day: '24.12.2025', kwh: '121 kWh', expectedKwh: "3'100 kWh", deviation: '-96.1 %' },
    ]);
  });

  it('puts the newest forecast first and finds the one a roll-out made', () => {
    const older = forecast({ forecastId: 'a', status: 'ACCEPTED', years: [2026], updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = forecast({ forecastId: 'b', status: 'REQUESTED', years: [2027, 2028], updatedAt: '2026-11-24T10:00:00.000Z' });
    const status = { code: 'A1', direction: 'CONS' as const, history: null, forecasts: [older, newer] };
    expect(forecastsNewestFirst(status).map((f) => f.forecastId)).toEqual(['b', 'a']);
    expect(rolloutForecast(status, 2026)?.forecastId).toBe('a');
    expect(rolloutForecast(status, 2027)?.forecastId).toBe('b');
    expect(rolloutForecast({ ...status, forecasts: [] }, 2027)).toBeUndefined();
  });
});
