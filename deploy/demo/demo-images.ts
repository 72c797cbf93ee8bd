import { PNG } from 'pngjs';

// A 5x7 block font for the capitals the demo draws; one string per row, '#' is a block.
const glyphs: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
};

type Rgba = readonly [number, number, number, number];

const channel = (hex: string, at: number): number => parseInt(hex.slice(at, at + 2), 16);
const rgbOf = (hex: string): Rgba => [channel(hex, 1), channel(hex, 3), channel(hex, 5), 255];
const white: Rgba = [255, 255, 255, 255];

function fill(png: PNG, x0: number, y0: number, w: number, h: number, color: Rgba): void {
  for (let y = y0; y < y0 + h; y += 1) {
    for (let x = x0; x < x0 + w; x += 1) {
      if (x < 0 || y < 0 || x >= png.width || y >= png.height) continue;
      png.data.set(color, (png.width * y + x) * 4);
    }
  }
}

function letter(png: PNG, char: string, x0: number, y0: number, scale: number, color: Rgba): void {
  const glyph = glyphs[char];
  if (!glyph) throw new Error(`the demo font has no glyph for ${char}`);
  glyph.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell === '#') fill(png, x0 + x * scale, y0 + y * scale, scale, scale, color);
    });
  });
}

/** A tile in the partner's colour with its initial in white: the favicon, and the logo's mark. */
function tile(png: PNG, size: number, initial: string, color: Rgba): void {
  fill(png, 0, 0, size, size, color);
  const scale = Math.floor((size * 0.7) / 7);
  letter(png, initial, Math.floor((size - 5 * scale) / 2), Math.floor((size - 7 * scale) / 2), scale, white);
}

/**
 * The demo logo, 240x64 PNG on a transparent ground: the initial tile, then the wordmark in
 * block capitals in the partner's colour. Deterministic bytes, so the blob hash is stable.
 */
export function demoLogo(wordmark: string, hex: string): Buffer {
  const png = new PNG({ width: 240, height: 64 });
  const color = rgbOf(hex);
  tile(png, 64, wordmark.charAt(0), color);
  const scale = 4;
  [...wordmark].forEach((char, i) => letter(png, char, 80 + i * 6 * scale, (64 - 7 * scale) / 2, scale, color));
  return PNG.sync.write(png);
}

/** The demo favicon: a 32x32 PNG tile with the initial. */
export function demoFavicon(initial: string, hex: string): Buffer {
  const png = new PNG({ width: 32, height: 32 });
  tile(png, 32, initial, rgbOf(hex));
  return PNG.sync.write(png);
}
