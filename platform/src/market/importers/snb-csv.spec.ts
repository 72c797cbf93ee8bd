import { monthEndDay } from './snb-csv.ts';
import { parseMarketFile } from './parse-market-file.ts';

const parse = (text: string) => parseMarketFile('SNB_FX', new TextEncoder().encode(text));

// The data portal's export (https://data.snb.ch/api/cube/devkum/data/csv/en): BOM, CRLF, quoted, a preamble.
const preamble = '\uFEFF"CubeId";"devkum"\r\n"PublishingDate";"2024-07-01 14:30"\r\n\r\n';
const english = [
  '"Date";"D0";"D1";"Value"',
  '"2024-03";"M0";"EUR1";"0.97120"',
  '"2024-03";"M0";"JPY100";"0.59500"',
  '"2024-03";"M1";"EUR1";"0.97260"',
  '"2024-03";"M1";"GBP1";',
  '"2024-03";"M1";"JPY100";"0.59520"',
  '"2024-06";"M1";"EUR1";"0.96300"',
  '"2024-06";"M1";"JPY100";"0.55850"',
];

describe('parseMarketFile SNB_FX (SNB data portal, cube devkum)', () => {
  it('imports the month-end rates (M1) per 1 unit, dated on the last weekday of the month, and skips M0 and empty values', () => {
    const result = parse(`${preamble}${english.join('\r\n')}\r\n`);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.series.map((s) => [s.summary.seriesId, s.summary.unit, s.days])).toEqual([
      ['FX:SNB:EUR-CHF', 'CHF per EUR', [{ day: '2024-03-29', values: [0.9726] }, { day: '2024-06-28', values: [0.963] }]],
      ['FX:SNB:JPY-CHF', 'CHF per JPY', [{ day: '2024-03-29', values: [0.005952] }, { day: '2024-06-28', values: [0.005585] }]],
    ]);
    expect(result.series[1]?.summary).toMatchObject({ min: '0.005585', max: '0.005952', last: '0.005585', days: 2 });
  });

  it('writes tiny rates per unit without an exponent in the summary', () => {
    const result = parse(`${preamble}"Date";"D0";"D1";"Value"\r\n"2024-03";"M1";"VND100";"0.00035"\r\n`);
    expect(result.ok && result.series[0]?.summary).toMatchObject({ seriesId: 'FX:SNB:VND-CHF', min: '0.0000035', last: '0.0000035' });
  });

  it('reads the German export ("Datum";"D0";"D1";"Wert")', () => {
    const result = parse(`"CubeId";"devkum"\n"PublishingDate";"2024-07-01 14:30"\n\n"Datum";"D0";"D1";"Wert"\n"2024-02";"M1";"USD1";"0.88260"\n`);
    expect(result.ok && result.series.map((s) => [s.summary.seriesId, s.days])).toEqual([['FX:SNB:USD-CHF', [{ day: '2024-02-29', values: [0.8826] }]]]);
  });

  it('refuses a month-end rate that appears twice for a currency', () => {
    const result = parse(`${preamble}${[...english, '"2024-06";"M1";"EUR1";"0.96310"'].join('\r\n')}\r\n`);
    expect(!result.ok && result.errors).toEqual([{ code: 'INVALID_DATE', line: 12, column: 'Date', message: 'the month-end rate of EUR for 2024-06 appears twice (lines 10 and 12)' }]);
  });

  it('refuses a decimal comma, an unknown currency, a D0 that is neither M0 nor M1 and a month that is no month, each with its line', () => {
    const rows = ['"Date";"D0";"D1";"Value"', '"2024-03";"M1";"EUR1";"0,9726"', '"2024-03";"M1";"XYZ1";"1.2"', '"2024-03";"M2";"USD1";"0.88"', '"2024-13";"M1";"USD1";"0.88"'];
    const result = parse(`${preamble}${rows.join('\r\n')}\r\n`);
    expect(!result.ok && result.errors).toEqual([
      { code: 'INVALID_FORMAT', line: 5, column: 'Value', message: '"0,9726" is no rate (a decimal comma; the SNB writes a point)' },
      { code: 'INVALID_FORMAT', line: 6, column: 'D1', message: '"XYZ1" is no currency with its units (EUR1, JPY100)' },
      { code: 'INVALID_FORMAT', line: 7, column: 'D0', message: '"M2" is neither M0 (monthly average) nor M1 (month end)' },
      { code: 'INVALID_DATE', line: 8, column: 'Date', message: '"2024-13" is no month (yyyy-mm)' },
    ]);
  });

  it('refuses another cube and a file without the header line', () => {
    expect(parse('"CubeId";"snboffzisa"\n\n"Date";"D0";"Value"\n"2024-03";"LZ";"1.5"\n')).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FILE', line: 1 }] });
    expect(parse('Date,USD,\n2024-03-28,1.08,\n')).toMatchObject({ ok: false, errors: [{ code: 'INVALID_FILE' }] });
  });

  it('dates a month end on its last weekday', () => {
    expect(['2024-03', '2024-06', '2024-08', '2025-05', '2024-02'].map(monthEndDay)).toEqual(['2024-03-29', '2024-06-28', '2024-08-30', '2025-05-30', '2024-02-29']);
    expect(monthEndDay('2024-1')).toBeNull();
  });
});
