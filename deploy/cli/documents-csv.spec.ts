import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScannedDocument } from '@portal/projections';
import Papa from 'papaparse';
import { writeDocumentsCsv } from './documents-csv.ts';

describe('documents as CSV', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'documents-csv-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pagesOf = (pages: readonly (readonly ScannedDocument[])[]) => {
    let reads = 0;
    return {
      pages: async function* () {
        reads += 1;
        yield* pages;
      },
      reads: () => reads,
    };
  };

  it('writes a header of the id and every top-level field in first-seen order, then a row per document', async () => {
    const file = join(dir, 'docs.csv');
    const source = pagesOf([
      [
        { id: 'a', doc: { name: 'Müller; Söhne "AG"', count: 3, active: true, address: { city: 'Zürich', lines: ['Weg 1', 'Postfach'] } } },
        { id: 'b', doc: { name: 'two\nlines', count: -2.5, tags: [], note: null } },
      ],
      [{ id: 'c', doc: { count: 0, extra: 'x' } }],
    ]);
    expect(await writeDocumentsCsv(file, source.pages)).toEqual({ rows: 3, columns: ['id', 'name', 'count', 'active', 'address', 'tags', 'note', 'extra'] });
    // Read twice: once for the header, once for the rows.
    expect(source.reads()).toBe(2);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\r\n')[0]).toBe('id;name;count;active;address;tags;note;extra');
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.trimEnd(), { delimiter: ';', newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.slice(1)).toEqual([
      ['a', 'Müller; Söhne "AG"', '3', 'true', '{"city":"Zürich","lines":["Weg 1","Postfach"]}', '', '', ''],
      ['b', 'two\nlines', '-2.5', '', '', '[]', 'null', ''],
      ['c', '', '0', '', '', '', '', 'x'],
    ]);
  });

  it('defuses text a spreadsheet would run as a formula, and leaves numbers alone', async () => {
    const file = join(dir, 'formulas.csv');
    const docs = ['=HYPERLINK("http://evil")', '+41 44 123 45 67', '@SUM(A1)', '-x', '-12.5', '-1e3', '12'].map((value, i) => ({ id: `d${i}`, doc: { value } }));
    await writeDocumentsCsv(file, pagesOf([docs]).pages);
    const rows = Papa.parse<string[]>(readFileSync(file, 'utf8').trimEnd(), { delimiter: ';' }).data.slice(1);
    expect(rows.map((r) => r[1])).toEqual(["'=HYPERLINK(\"http://evil\")", "'+41 44 123 45 67", "'@SUM(A1)", "'-x", '-12.5', '-1e3', '12']);
  });

  it('writes the header alone for no documents', async () => {
    const file = join(dir, 'empty.csv');
    expect(await writeDocumentsCsv(file, pagesOf([]).pages)).toEqual({ rows: 0, columns: ['id'] });
    expect(readFileSync(file, 'utf8')).toBe('id\r\n');
  });

  it('stops between pages when interrupted', async () => {
    const abort = new AbortController();
    abort.abort(new Error('interrupted'));
    await expect(writeDocumentsCsv(join(dir, 'cut.csv'), pagesOf([[{ id: 'a', doc: {} }]]).pages, abort.signal)).rejects.toThrow('interrupted');
  });
});
