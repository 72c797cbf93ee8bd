import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ignored, listInbox, settled, type InboxFile } from './inbox-files.ts';

const file = (path: string, size: number, mtimeMs: number): InboxFile => ({ path, name: path.split('/').at(-1)!, kind: null, size, mtimeMs });

describe('the inbox\'s files', () => {
  it('takes a file once its size and mtime held between two polls', () => {
    const first = settled(new Map(), [file('a.csv', 10, 1)]);
    expect(first.ready).toEqual([]);
    const grown = settled(first.seen, [file('a.csv', 20, 2)]);
    expect(grown.ready).toEqual([]);
    const still = settled(grown.seen, [file('a.csv', 20, 2), file('b.xml', 5, 3)]);
    expect(still.ready.map((f) => f.path)).toEqual(['a.csv']);
    expect(settled(still.seen, [file('b.xml', 5, 3)]).ready.map((f) => f.path)).toEqual(['b.xml']);
  });

  it('ignores dotfiles, partial downloads, temporary files and its own reports', () => {
    expect(['.hidden.csv', 'spot.xml.part', 'rates.TMP', 'x.csv.error.txt'].filter(ignored)).toHaveLength(4);
    expect(['eurofxref-hist.csv', 'day-ahead.xml', 'part.csv'].filter(ignored)).toEqual([]);
  });

  it('lists top-level files without a kind and files in a kind\'s folder with it, nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inbox-'));
    try {
      for (const folder of ['ENTSOE_SPOT', 'done', 'other']) mkdirSync(join(dir, folder));
      writeFileSync(join(dir, 'rates.csv'), 'Date,USD,\n');
      writeFileSync(join(dir, '.rates.csv'), 'x');
      writeFileSync(join(dir, 'ENTSOE_SPOT', 'day.xml'), '<x/>');
      writeFileSync(join(dir, 'done', 'old.csv'), 'x');
      writeFileSync(join(dir, 'other', 'stray.csv'), 'x');
      const files = await listInbox(dir);
      expect(files.map((f) => [f.path, f.kind, f.size]).sort()).toEqual([['ENTSOE_SPOT/day.xml', 'ENTSOE_SPOT', 4], ['rates.csv', null, 10]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
