import { DateTime } from 'luxon';
import { parseMarketFile } from './parse-market-file.ts';
import { defaultSpotPrice, zurichOffsetMs, easterSunday, ecbRatesCsv, entsoeDayAheadXml, forwardSettlementsCsv, isTargetDay, snbMonthlyCsv, targetHolidays } from '@portal/events/market/testing';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('market file generators', () => {
  it('knows Easter and the TARGET closing days', () => {
    expect(['2024', '2025', '2026', '2027'].map((y) => easterSunday(Number(y)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28']);
    expect([...targetHolidays(2026)]).toEqual(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26']);
    expect(['2026-04-03', '2026-04-04', '2026-04-07', '2026-12-24'].map(isTargetDay)).toEqual([false, false, true, true]);
  });

  it('writes an ECB history newest first over TARGET days, with N/A where asked', () => {
    const text = ecbRatesCsv({ from: '2026-04-02', to: '2026-04-08', currencies: ['USD', 'CHF'], rate: (c, day) => (c === 'CHF' && day === '2026-04-07' ? null : 1.5) });
    expect(text).toBe('Date,USD,CHF,\n2026-04-08,1.5000,1.5000,\n2026-04-07,1.5000,N/A,\n2026-04-02,1.5000,1.5000,\n');
  });

  it('writes an SNB export with M0 and M1 rows and the German header when asked', () => {
    const text = snbMonthlyCsv({ from: '2024-11', to: '2024-12', currencies: ['JPY100'], language: 'de', rate: (d0) => (d0 === 'M0' ? 0.6 : null) });
    expect(text.split('\r\n')).toEqual(['"CubeId";"devkum"', '"PublishingDate";"2025-01-02 14:30"', '', '"Datum";"D0";"D1";"Wert"', '"2024-11";"M0";"JPY100";"0.6"', '"2024-11";"M1";"JPY100";', '"2024-12";"M0";"JPY100";"0.6"', '"2024-12";"M1";"JPY100";', '']);
  });

  it('writes forward settlements per trading day and product, CH in the currency asked', () => {
    const text = forwardSettlementsCsv({ tradingDays: ['2026-11-25'], markets: ['CH', 'DE'], loads: ['PEAK'], periods: ['2027-Q1'], chCurrency: 'CHF', price: () => 101.5 });
    expect(text).toBe('TradingDay;Market;Load;Period;Price;Currency\n2026-11-25;CH;PEAK;2027-Q1;101.50;CHF\n2026-11-25;DE;PEAK;2027-Q1;101.50;EUR\n');
  });

  it('writes whole Zurich days of day-ahead prices, A03 leaving out repeated prices', () => {
    const price = (utcMs: number) => DateTime.fromMillis(utcMs, { zone: 'Europe/Zurich' }).hour;
    const a01 = entsoeDayAheadXml({ zone: 'CH', from: '2024-03-31', days: 1, resolution: 'PT15M', price });
    expect((a01.match(/<Point>/g) ?? []).length).toBe(92);
    expect(a01).toContain('<start>2024-03-30T23:00Z</start>');
    const a03 = entsoeDayAheadXml({ zone: 'CH', from: '2024-03-31', days: 1, resolution: 'PT15M', curveType: 'A03', price });
    expect((a03.match(/<Point>/g) ?? []).length).toBe(23);
    const result = parseMarketFile('ENTSOE_SPOT', bytes(a03));
    expect(result.ok && result.series[0]?.days[0]?.values.slice(4, 12)).toEqual([1, 1, 1, 1, 3, 3, 3, 3]);
  });

  it('computes Zurich offsets as luxon does (the EU summer-time rule), 2015 to 2035', () => {
    const wrong: string[] = [];
    for (let day = Date.UTC(2015, 0, 1); day < Date.UTC(2036, 0, 1); day += 86_400_000) {
      for (const t of [day + 30 * 60_000, day + 90 * 60_000]) {
        if (zurichOffsetMs(t) !== DateTime.fromMillis(t, { zone: 'Europe/Zurich' }).offset * 60_000) wrong.push(new Date(t).toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('prices by Zurich local time, also across the DST switches', () => {
    // 01:00 UTC on 31 March 2024 is 03:00 CEST (night, flat); 06:00 UTC is 08:00 CEST (the morning peak).
    expect(defaultSpotPrice(Date.UTC(2024, 2, 31, 1))).toBe(defaultSpotPrice(Date.UTC(2024, 2, 31, 0)));
    expect(defaultSpotPrice(Date.UTC(2024, 2, 31, 6))).toBeGreaterThan(defaultSpotPrice(Date.UTC(2024, 2, 31, 3)));
    expect(defaultSpotPrice(Date.UTC(2024, 9, 27, 4))).toBe(defaultSpotPrice(Date.UTC(2024, 9, 27, 4)));
  });

  // About 50 ms warm and 250 ms cold in plain Node; Jest's module VM and a loaded machine make
  // it several times slower, so the bound here only catches an accidental quadratic loop.
  it('generates a year of quarter hours for one zone quickly', () => {
    const started = performance.now();
    const text = entsoeDayAheadXml({ zone: 'CH', from: '2025-01-01', days: 365, resolution: 'PT15M' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect((text.match(/<Point>/g) ?? []).length).toBe(365 * 96);
  });
});
