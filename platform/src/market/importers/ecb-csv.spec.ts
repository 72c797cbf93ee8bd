import { parseMarketFile } from './parse-market-file.ts';

const parse = (text: string) => parseMarketFile('ECB_FX', new TextEncoder().encode(text));

// The header of the ECB's eurofxref-hist.csv as published (withdrawn currencies included, a trailing comma).
const realHeader =
  'Date,USD,JPY,BGN,CYP,CZK,DKK,EEK,GBP,HUF,LTL,LVL,MTL,PLN,ROL,RON,SEK,SIT,SKK,CHF,ISK,NOK,HRK,RUB,TRL,TRY,AUD,BRL,CAD,CNY,HKD,IDR,ILS,INR,KRW,MXN,MYR,NZD,PHP,SGD,THB,ZAR,';
const realRows = [
  '2024-03-28,1.0811,163.45,1.9558,N/A,25.305,7.4582,N/A,0.85503,395.03,N/A,N/A,N/A,4.3123,N/A,4.9713,11.53,N/A,N/A,0.9766,149.5,11.7425,N/A,N/A,N/A,34.9283,1.6607,5.4032,1.4688,7.8144,8.4612,17147.6,3.9789,90.1745,1459.37,17.9432,5.1137,1.8041,60.805,1.4589,39.414,20.4063,',
  '2024-03-27,1.0816,163.86,1.9558,N/A,25.31,7.4583,N/A,0.8571,396.8,N/A,N/A,N/A,4.3193,N/A,4.9722,11.5415,N/A,N/A,0.9817,149.1,11.7665,N/A,N/A,N/A,34.8753,1.6586,5.3958,1.4705,7.8152,8.4635,17160.82,3.9658,90.0865,1458.62,17.9662,5.1152,1.8064,60.841,1.4601,39.327,20.5018,',
];

describe('parseMarketFile ECB_FX (eurofxref-hist.csv)', () => {
  it('reads the published layout: newest first, N/A columns, a trailing comma, withdrawn currencies', () => {
    const result = parse(`${realHeader}\n${realRows.join('\n')}\n`);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const ids = result.series.map((s) => s.summary.seriesId);
    expect(ids).toHaveLength(30); // 41 currencies, 11 of them N/A on both days (CYP ... SKK, HRK, RUB)
    expect(ids).not.toContain('FX:ECB:EUR-CYP');
    const usd = result.series.find((s) => s.summary.seriesId === 'FX:ECB:EUR-USD');
    expect(usd?.days).toEqual([
      { day: '2024-03-27', values: [1.0816] },
      { day: '2024-03-28', values: [1.0811] },
    ]);
    expect(usd?.summary).toEqual({ seriesId: 'FX:ECB:EUR-USD', unit: 'USD per EUR', resolutionMinutes: 1440, from: '2024-03-27', to: '2024-03-28', days: 2, values: 2, min: '1.0811', max: '1.0816', last: '1.0811' });
    expect(result.series.find((s) => s.summary.seriesId === 'FX:ECB:EUR-CHF')?.days.map((d) => d.values[0])).toEqual([0.9817, 0.9766]);
  });

  it('reads the daily eurofxref.csv with its long dates and blanks after the commas', () => {
    const result = parse('Date, USD, JPY, CHF, \n28 March 2024, 1.0811, 163.45, 0.9766, \n');
    expect(result.ok && result.series.map((s) => [s.summary.seriesId, s.days])).toEqual([
      ['FX:ECB:EUR-USD', [{ day: '2024-03-28', values: [1.0811] }]],
      ['FX:ECB:EUR-JPY', [{ day: '2024-03-28', values: [163.45] }]],
      ['FX:ECB:EUR-CHF', [{ day: '2024-03-28', values: [0.9766] }]],
    ]);
  });

  it('keeps the rates of withdrawn currencies, the lira of 2004 included', () => {
    const result = parse('Date,USD,TRL,ROL,\n2004-06-01,1.2246,1833000,40870,\n');
    expect(result.ok && result.series.map((s) => [s.summary.seriesId, s.days[0]?.values[0]])).toEqual([
      ['FX:ECB:EUR-USD', 1.2246],
      ['FX:ECB:EUR-TRL', 1833000],
      ['FX:ECB:EUR-ROL', 40870],
    ]);
    expect(parse('Date,USD,\n2004-06-01,10000000,\n')).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FORMAT', line: 2, column: 'USD' }] });
  });

  it('refuses an unknown currency code in the header', () => {
    const result = parse('Date,USD,XYZ,\n2024-03-28,1.0811,1.5,\n');
    expect(result).toEqual({ ok: false, kind: 'ECB_FX', errorCount: 1, errors: [{ code: 'INVALID_FORMAT', message: '"XYZ" is no known currency code (ISO 4217)', line: 1, column: 'XYZ' }] });
  });

  it('refuses a decimal comma that splits its cell: a value stands in a column without a currency', () => {
    const result = parse('Date,USD,JPY,\n2024-03-27,1.0816,163.86,\n2024-03-28,1,0811,163.45,\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { code: 'INVALID_FORMAT', line: 3, column: 'column 4', message: expect.stringContaining('more values than the header has currencies ("163.45" in column 4)') },
    ]);
  });

  it('refuses a quoted decimal comma in its cell', () => {
    const result = parse('Date,USD,JPY,\n2024-03-28,"1,0811",163.45,\n');
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_FORMAT', line: 2, column: 'USD', message: '"1,0811" is no rate (a decimal comma; the ECB writes a point)' }]);
  });

  it('refuses a day that appears twice, and counts empty lines for the line numbers', () => {
    const result = parse('Date,USD,\n2024-03-28,1.0811,\n\n2024-03-28,1.0812,\n');
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_DATE', line: 4, column: 'Date', message: '2024-03-28 appears twice (lines 2 and 4)' }]);
  });

  it('refuses a date that does not exist and a rate that is no number or not positive', () => {
    const result = parse('Date,USD,JPY,\n2024-02-30,1.08,160,\n2024-03-01,abc,-1,\n');
    expect(!result.ok && result.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['INVALID_DATE', 2, 'Date'],
      ['INVALID_FORMAT', 3, 'USD'],
      ['INVALID_FORMAT', 3, 'JPY'],
    ]);
  });

  it('keeps the first 100 errors and counts them all', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}x,1.08,`);
    const result = parse(`Date,USD,\n${rows.join('\n')}\n`);
    expect(!result.ok && [result.errors.length, result.errorCount, result.errors[99]?.line]).toEqual([100, 150, 101]);
  });

  it('refuses a file of another kind as INVALID_FILE', () => {
    const result = parse('TradingDay;Market;Load;Period;Price;Currency\n2026-11-25;CH;BASE;2027;98.45;EUR\n');
    expect(!result.ok && result.errors.map((e) => e.code)).toEqual(['INVALID_FILE']);
  });

  it('refuses a file whose cells are all N/A', () => {
    const result = parse('Date,USD,\n2024-03-28,N/A,\n');
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_FILE', message: 'the file has no rates: every cell is N/A or empty' }]);
  });
});
