import { sniffContentType } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const ico = bytes([0, 0, 1, 0, 1, 0], new Array<number>(16).fill(0));
const pdf = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj');

describe('sniffContentType', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['an ICO with one image', ico, 'image/x-icon'],
    ['a PDF', pdf, 'application/pdf'],
  ])('recognises %s by its first bytes', (_name, content, type) => {
    expect(sniffContentType(content)).toBe(type);
  });

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['an HTML page', bytes('<!doctype html><html>')],
    ['an SVG (scripts run in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG signature without its IHDR chunk', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'JUNKJUNK')],
    ['a truncated PNG signature', png.subarray(0, 6)],
    ['an ICO header that promises more images than it holds', bytes([0, 0, 1, 0, 3, 0], new Array<number>(16).fill(0))],
    ['an ICO header with no images', bytes([0, 0, 1, 0, 0, 0])],
    ['a PDF marker that is not at the start', bytes(' %PDF-1.7')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => {
    expect(sniffContentType(content)).toBeNull();
  });
});
