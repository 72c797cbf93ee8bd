import { parseMeteringPointCsv } from '@portal/events/metering-point-csv';
import { csvPreview, decodeCsv, previewProblems } from './csv-preview.ts';
import { meteringPointTemplate } from './csv-template.ts';

const header = 'METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE';
const consumption = '41373559241;125000.5;Bahnhofstrasse;12a;München;80331;DE;BY;1';
const production = 'CH1234512345000000000000000000012;8000;Rue du Rhône;3;Genève;1204;CH;GE;2';

describe('the CSV preview before an import', () => {
  it('counts the points per direction and proposes the declared directions', () => {
    expect(csvPreview(`${header}\r\n${consumption}\r\n`)).toEqual({ rows: 1, consumption: 1, production: 0, problemCount: 0, problems: [], declared: 'CONS' });
    expect(csvPreview(`${header}\r\n${consumption}\r\n${production}\r\n`)).toMatchObject({ rows: 2, consumption: 1, production: 1, declared: 'BOTH' });
    expect(csvPreview(`${header}\r\n${production}\r\n`).declared).toBe('PROD');
  });

  it('cites a bad cell by line and column, the header being line 1', () => {
    const preview = csvPreview(`${header}\r\n${consumption}\r\n41373559241;viel;Bahnhofstrasse;12a;München;80331;DE;BY;1\r\n`);
    expect(preview.rows).toBe(1);
    expect(preview.problemCount).toBe(1);
    expect(preview.problems[0]).toMatchObject({ line: 3, column: 2, columnName: 'YEARLYCONSUMPTION' });
  });

  it('lists the first problems of a file wrong on every line and counts them all', () => {
    const bad = Array.from({ length: 30 }, () => 'x;1;a;1;b;1;CH;ZH;3').join('\r\n');
    const preview = csvPreview(`${header}\r\n${bad}\r\n`);
    expect(preview.problems).toHaveLength(previewProblems);
    expect(preview.problemCount).toBeGreaterThan(previewProblems);
    expect(preview.declared).toBeNull();
  });

  it('reads UTF-8 with or without BOM, and Windows-1252 umlauts', () => {
    const text = `${header}\r\n${consumption}\r\n`;
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsv(utf8)).toBe(text);
    expect(csvPreview(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).rows).toBe(1);
    // "München" in Windows-1252: ü is the single byte 0xFC, invalid as UTF-8
    const latin = Uint8Array.from([...text].map((c) => (c === 'ü' ? 0xfc : c.charCodeAt(0))));
    expect(decodeCsv(latin)).toBe(text);
  });

  it('offers a template of the header and one example, whose TEST code the import refuses', () => {
    const template = meteringPointTemplate();
    expect(template.split('\r\n')[0]).toBe(header);
    const parsed = parseMeteringPointCsv(template);
    expect(parsed.problems).toEqual([]);
    expect(parsed.points).toHaveLength(1);
    expect(parsed.points[0]?.code.endsWith('TEST')).toBe(true);
  });
});
