import { deliveryEnd } from './forward-csv.ts';
import { parseMarketFile } from './parse-market-file.ts';

const parse = (text: string) => parseMarketFile('FORWARD_CSV', new TextEncoder().encode(text));
const header = 'TradingDay;Market;Load;Period;Price;Currency';

describe('parseMarketFile FORWARD_CSV (docs/market-data.md)', () => {
  it('makes one series per market, load and period with one settlement per trading day', () => {
    const result = parse(
      [header, '2026-11-25;CH;BASE;2027;98.45;EUR', '2026-11-24;CH;BASE;2027;97.10;EUR', '2026-11-25;DE;PEAK;2027-Q1;131.20;EUR', '2026-11-25;CH;PEAK;2027-01;120.5;CHF', ''].join('\n'),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.series.map((s) => [s.summary.seriesId, s.summary.unit, s.days])).toEqual([
      ['FWD:CH:BASE:2027', 'EUR/MWh', [{ day: '2026-11-24', values: [97.1] }, { day: '2026-11-25', values: [98.45] }]],
      ['FWD:CH:PEAK:2027-01', 'CHF/MWh', [{ day: '2026-11-25', values: [120.5] }]],
      ['FWD:DE:PEAK:2027-Q1', 'EUR/MWh', [{ day: '2026-11-25', values: [131.2] }]],
    ]);
    expect(result.series[0]?.summary).toMatchObject({ from: '2026-11-24', to: '2026-11-25', min: '97.1', max: '98.45', last: '98.45', resolutionMinutes: 1440 });
  });

  it('refuses a decimal comma with its line and column', () => {
    const result = parse(`${header}\n2026-11-25;CH;BASE;2027;98.45;EUR\n2026-11-25;DE;BASE;2027;98,45;EUR\n`);
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_FORMAT', line: 3, column: 'Price', message: '"98,45" is no price (a decimal comma; write a point: 98.45)' }]);
  });

  it('refuses a second settlement of a product on a trading day', () => {
    const result = parse(`${header}\n2026-11-25;CH;BASE;2027;98.45;EUR\n2026-11-25;CH;BASE;2027;98.50;EUR\n`);
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_DATE', line: 3, column: 'TradingDay', message: 'FWD:CH:BASE:2027 has two settlements on 2026-11-25 (lines 2 and 3)' }]);
  });

  it('refuses a delivery period that ended before the trading day, and accepts its last day', () => {
    expect(parse(`${header}\n2027-01-29;DE;BASE;2027-01;80;EUR\n`).ok).toBe(true);
    const result = parse(`${header}\n2027-02-01;DE;BASE;2027-01;80;EUR\n`);
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_DATE', line: 2, column: 'Period', message: 'the delivery period 2027-01 ended (2027-01-31) before the trading day 2027-02-01' }]);
  });

  it('refuses German prices in CHF, a second currency for a product, unknown values and a price outside ±1e5', () => {
    const result = parse(
      [header, '2026-11-25;DE;BASE;2027;98.45;CHF', '2026-11-24;CH;BASE;2027;97;EUR', '2026-11-25;CH;BASE;2027;98;CHF', '2026-11-25;AT;OFFPEAK;2027-Q5;100000.01;USD', '2026-11-31;CH;BASE;2027;1;EUR'].join('\n'),
    );
    expect(!result.ok && result.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['INVALID_FORMAT', 2, 'Currency'],
      ['INVALID_FORMAT', 4, 'Currency'],
      ['INVALID_FORMAT', 5, 'Market'],
      ['INVALID_FORMAT', 5, 'Load'],
      ['INVALID_FORMAT', 5, 'Period'],
      ['INVALID_FORMAT', 5, 'Price'],
      ['INVALID_FORMAT', 5, 'Currency'],
      ['INVALID_DATE', 6, 'TradingDay'],
    ]);
  });

  it('refuses a line with the wrong number of fields and a comma-separated file', () => {
    expect(parse(`${header}\n2026-11-25;CH;BASE;2027;98.45\n`)).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FORMAT', line: 2 }] });
    expect(parse('TradingDay,Market,Load,Period,Price,Currency\n2026-11-25,CH,BASE,2027,98.45,EUR\n')).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FILE', line: 1 }] });
  });

  it('knows when a delivery period ends', () => {
    expect(['2027', '2027-Q1', '2027-Q4', '2028-02', '2027-11'].map(deliveryEnd)).toEqual(['2027-12-31', '2027-03-31', '2027-12-31', '2028-02-29', '2027-11-30']);
    expect(deliveryEnd('2027-Q5')).toBeNull();
  });
});
