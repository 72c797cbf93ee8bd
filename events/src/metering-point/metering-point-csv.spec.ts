import { csvPlaceOf, maxCsvProblems, meteringPointCsvColumns, parseMeteringPointCsv, writeMeteringPointCsv } from './metering-point-csv.ts';
import type { MeteringPointInput } from './metering-point-fields.ts';

const header = meteringPointCsvColumns.join(';');
const malo: MeteringPointInput = {
  code: '41373559241',
  direction: 'CONS',
  yearlyQuantityKwh: '125000.5',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' },
};
const swiss: MeteringPointInput = {
  code: 'CH1234512345000000000000000000012',
  direction: 'PROD',
  yearlyQuantityKwh: '8000',
  address: { street: 'Rue du Rhône', streetNr: '3', place: 'Genève', zipCode: '1204', country: 'CH', countryState: 'GE' },
};

describe('metering point CSV', () => {
  it('writes the spec columns with semicolons, CRLF and 1/2 for the direction', () => {
    expect(writeMeteringPointCsv([malo, swiss])).toBe(
      `${header}\r\n41373559241;125000.5;Bahnhofstrasse;12a;München;80331;DE;BY;1\r\nCH1234512345000000000000000000012;8000;Rue du Rhône;3;Genève;1204;CH;GE;2\r\n`,
    );
  });

  it('reads back what it wrote, byte for byte, with each point on its line', () => {
    const text = writeMeteringPointCsv([malo, swiss]);
    const parsed = parseMeteringPointCsv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.points).toEqual([malo, swiss]);
    expect(parsed.lines).toEqual([2, 3]);
    expect(writeMeteringPointCsv(parsed.points)).toBe(text);
  });

  it('quotes only what needs it; a quote in a street is refused at its cell, not mangled', () => {
    const odd = { ...malo, address: { ...malo.address, street: 'Am "Alten" Markt' } };
    const text = writeMeteringPointCsv([odd]);
    expect(text).toContain(';"Am ""Alten"" Markt";');
    expect(parseMeteringPointCsv(text).points).toEqual([]);
    // a quote is not a street character: refused at its column, not mangled
    expect(parseMeteringPointCsv(text).problems[0]).toMatchObject({ line: 2, column: 3, columnName: 'STREET' });
  });

  it('takes LF line ends, a BOM and blank lines, and counts lines as the file has them', () => {
    const text = `\uFEFF${header}\n\n41373559241;125000.5;Bahnhofstrasse;12a;München;80331;DE;BY;1\n   \nCH1234512345000000000000000000012;8000;Rue du Rhône;3;Genève;1204;CH;GE;2\n`;
    const parsed = parseMeteringPointCsv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.lines).toEqual([3, 5]);
  });

  it('cites line and column of every cell it refuses', () => {
    const text = `${header}\r\n41373559241;12'000;Bahnhofstrasse;12a;München;80331;DE;BY;1\r\n41373559241;1.5e3;Bahnhofstrasse;12a;München;80331;AT;BY;3\r\n`;
    const { problems, points } = parseMeteringPointCsv(text);
    expect(points).toEqual([]);
    expect(problems.map((p) => [p.line, p.column, p.columnName])).toEqual([
      [2, 2, 'YEARLYCONSUMPTION'],
      [3, 2, 'YEARLYCONSUMPTION'],
      [3, 7, 'COUNTRY'],
      [3, 9, 'METERINGPOINTTYPE'],
    ]);
    expect(problems[0]).toMatchObject({ code: 'INVALID_FORMAT', message: expect.stringContaining("line 2, column 2 (YEARLYCONSUMPTION)") });
  });

  it('refuses a wrong header, a short line and a file without points', () => {
    expect(parseMeteringPointCsv('CODE;KWH\r\n1;2\r\n').problems[0]).toMatchObject({ line: 1, column: 0 });
    expect(parseMeteringPointCsv(`${header}\r\n41373559241;125000.5;Bahnhofstrasse\r\n`).problems[0]).toMatchObject({ line: 2, column: 0, message: expect.stringContaining('3 columns') });
    expect(parseMeteringPointCsv(`${header}\r\n`).problems[0]).toMatchObject({ line: 2, message: 'the file holds no metering point' });
    expect(parseMeteringPointCsv('').problems[0]).toMatchObject({ line: 1 });
  });

  it('lists at most a hundred problems and counts them all', () => {
    const bad = Array.from({ length: 150 }, () => 'X;1;a;1;b;8000;CH;ZH;1').join('\r\n');
    const parsed = parseMeteringPointCsv(`${header}\r\n${bad}\r\n`);
    expect(parsed.problems).toHaveLength(maxCsvProblems);
    expect(parsed.problemCount).toBe(150);
  });

  it('maps a command field path back to the line and column of the file', () => {
    expect(csvPlaceOf('data.points.1.address.zipCode', [2, 7])).toEqual({ line: 7, column: 6, columnName: 'ZIPCODE' });
    expect(csvPlaceOf('data.points[0].code', [2])).toEqual({ line: 2, column: 1, columnName: 'METERINGCODE' });
    expect(csvPlaceOf('data.customerId', [2])).toBeNull();
  });
});
