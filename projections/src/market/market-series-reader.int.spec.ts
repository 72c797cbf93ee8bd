import { migrate } from '@portal/platform';
import { localDays } from '../time-series/day-slices.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { monthEndRate } from './fx-month-end.ts';
import { decodeFloat8Array, MarketSeriesReader } from './market-series-reader.ts';
import { marketSeriesStep, writeMarketDays } from './market-series-table.ts';

const zurich = (day: string) => localDays(day, day, 'Europe/Zurich')[0] ?? { day, startMs: 0, quarterHours: 96 };
const daily = (rows: Record<string, number>) => Object.entries(rows).map(([day, v]) => ({ day, startMs: zurich(day).startMs, values: [v] }));

describe.each(sqlTargets)('MarketSeriesReader on $name', (factory) => {
  let target: SqlTarget;
  let reader: MarketSeriesReader;

  beforeAll(async () => {
    target = await factory.open();
    reader = new MarketSeriesReader(target.eventStore.sql);
  });
  afterAll(() => target.teardown());

  it('answers an empty catalogue before the projection made its tables', async () => {
    expect(await reader.catalogue()).toEqual([]);
  });

  describe('given days written as the projection writes them', () => {
    beforeAll(async () => {
      const sql = target.eventStore.sql;
      await migrate(sql, [marketSeriesStep]);
      await sql.transaction(async (tx) => {
        // 2025-10-26 has 100 quarter hours (the clocks go back), 2025-10-27 96.
        const spot = ['2025-10-26', '2025-10-27'].map((day, d) => ({ day, startMs: zurich(day).startMs, values: Array.from({ length: zurich(day).quarterHours }, (_, i) => d * 1000 + i + 0.125) }));
        await writeMarketDays(tx, 'SPOT:CH', spot);
        await writeMarketDays(tx, 'FX:ECB:EUR-USD', daily({ '2023-12-28': 1.1114, '2023-12-29': 1.105, '2024-01-02': 1.0956 }));
        // No JPY rate on the 29th (as a currency with N/A in the file).
        await writeMarketDays(tx, 'FX:ECB:EUR-JPY', daily({ '2023-12-28': 157.35, '2024-01-02': 155.9 }));
        await tx.query(
          `INSERT INTO market_series (series_id, unit, resolution_minutes, first_day, last_day, last_value) VALUES
             ('SPOT:CH', 'EUR/MWh', 15, '2025-10-26', '2025-10-27', 1047.625), ('FX:ECB:EUR-USD', 'USD per EUR', 1440, '2023-12-28', '2024-01-02', 1.0956),
             ('FX:ECB:EUR-JPY', 'JPY per EUR', 1440, '2023-12-28', '2024-01-02', 155.9)`,
        );
      });
    });

    it('reads the catalogue, all of it or of a kind', async () => {
      expect((await reader.catalogue()).map((r) => r.id)).toEqual(['FX:ECB:EUR-JPY', 'FX:ECB:EUR-USD', 'SPOT:CH']);
      expect(await reader.catalogue('SPOT:')).toEqual([{ id: 'SPOT:CH', unit: 'EUR/MWh', resolutionMinutes: 15, from: '2025-10-26', to: '2025-10-27', last: 1047.625 }]);
      expect((await reader.catalogueOf(['FX:ECB:EUR-USD', 'FX:ECB:EUR-GBP'])).map((r) => r.id)).toEqual(['FX:ECB:EUR-USD']);
    });

    it('gives the values back in UTC order, 100 quarter hours on the day the clocks go back', async () => {
      const days = await reader.dayValues(['SPOT:CH', 'FX:ECB:EUR-USD'], '2025-10-26', '2025-10-27');
      expect(days.map((d) => [d.series, d.dayIndex, d.values.length])).toEqual([['SPOT:CH', 0, 100], ['SPOT:CH', 1, 96]]);
      expect(Array.from(days[0]?.values ?? []).slice(0, 3)).toEqual([0.125, 1.125, 2.125]);
      expect(days[1]?.values[95]).toBe(1095.125);
    });

    it('aggregates whole days into buckets with their counts, the mean weighted by count', async () => {
      const wide = await reader.dayBuckets(['SPOT:CH', 'FX:ECB:EUR-USD', 'FX:ECB:EUR-GBP'], '2023-12-01', '2025-12-31', 1000);
      expect(wide.map((b) => [b.series, b.n])).toEqual([['FX:ECB:EUR-USD', 3], ['SPOT:CH', 196]]);
      const [bucket] = await reader.dayBuckets(['SPOT:CH'], '2025-10-26', '2025-10-27', 2);
      const all = [...Array.from({ length: 100 }, (_, i) => i + 0.125), ...Array.from({ length: 96 }, (_, i) => 1000 + i + 0.125)];
      expect(bucket).toEqual({ series: 'SPOT:CH', bucket: 0, n: 196, mean: expect.closeTo(all.reduce((a, b) => a + b, 0) / 196, 9), min: 0.125, max: 1095.125 });
    });

    it('finds the last day of a month one series has, and the last both of two have', async () => {
      expect(await reader.lastCommonDay(['FX:ECB:EUR-USD'], '2023-12')).toEqual({ day: '2023-12-29', values: [1.105] });
      expect(await reader.lastCommonDay(['FX:ECB:EUR-USD', 'FX:ECB:EUR-JPY'], '2023-12')).toEqual({ day: '2023-12-28', values: [1.1114, 157.35] });
      expect(await reader.lastCommonDay(['FX:ECB:EUR-JPY', 'FX:ECB:EUR-USD'], '2024-01')).toEqual({ day: '2024-01-02', values: [155.9, 1.0956] });
      expect(await reader.lastCommonDay(['FX:ECB:EUR-USD'], '2023-11')).toBeNull();
      expect(await reader.lastCommonDay(['FX:ECB:EUR-GBP', 'FX:ECB:EUR-USD'], '2023-12')).toBeNull();
    });

    it('serves the month-end rule: a cross rate of one fixing day', async () => {
      // 157.35 / 1.1114 on the 28th, the last day with both rates.
      expect(await monthEndRate(reader, { from: 'USD', to: 'JPY', month: '2023-12' })).toEqual({ rate: '141.578', date: '2023-12-28', source: 'ECB' });
    });
  });
});

describe('decodeFloat8Array', () => {
  it('reads an empty array and a null element as a gap', () => {
    expect(Array.from(decodeFloat8Array(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 189])))).toEqual([]);
    const bytes = new Uint8Array(20 + 12 + 4);
    const view = new DataView(bytes.buffer);
    [1, 1, 701, 2, 1].forEach((v, i) => view.setInt32(i * 4, v));
    view.setInt32(20, 8);
    view.setFloat64(24, -12.5);
    view.setInt32(32, -1);
    expect(Array.from(decodeFloat8Array(bytes))).toEqual([-12.5, Number.NaN]);
  });
});
