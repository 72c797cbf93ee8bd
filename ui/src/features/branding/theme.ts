import { COLORS } from '@/config/constants.ts';
import type { Palette } from '@/lib/tenant.ts';

// The tenant's theme as CSS variables: Blueprint 6 draws every intent from --bp-intent-*, so
// setting them on :root recolours buttons, links, menus and toasts without a rebuild.

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

export function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `mix(a, b, 0.2)` is a with 20 % of b. */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) throw new RangeError(`not #RRGGBB: ${a} / ${b}`);
  return toHex([0, 1, 2].map((i) => (x[i] ?? 0) * (1 - weight) + (y[i] ?? 0) * weight) as Rgb);
}

/** WCAG relative luminance. */
function luminance(color: string): number {
  const rgb = parseHex(color) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever reads better on the colour. */
export function readableOn(color: string): string {
  return contrastRatio(color, '#FFFFFF') >= contrastRatio(color, '#111418') ? '#FFFFFF' : '#111418';
}

// A cold palette leans the tints towards blue-grey, a warm one towards sand.
const PALETTE_BASE: Record<Palette, { background: string; accent: string }> = {
  cold: { background: '#F2F5FA', accent: '#1E6FD9' },
  warm: { background: '#FAF5EE', accent: '#E07B00' },
};

function intent(name: string, rest: string): Record<string, string> {
  return {
    [`--bp-intent-${name}-rest`]: rest,
    [`--bp-intent-${name}-hover`]: mix(rest, '#000000', 0.15),
    [`--bp-intent-${name}-active`]: mix(rest, '#000000', 0.3),
    [`--bp-intent-${name}-disabled`]: mix(rest, '#FFFFFF', 0.45),
    [`--bp-intent-${name}-foreground`]: readableOn(rest),
  };
}

/**
 * The CSS variables of a tenant's design; a colour that is not #RRGGBB falls back to the
 * platform primary rather than breaking the page.
 *
 * @example themeVariables('#0F7B6C', 'cold')['--bp-intent-primary-rest'] // '#0F7B6C'
 */
export function themeVariables(color: string, palette: Palette): Record<string, string> {
  const primary = parseHex(color) ? color.toUpperCase() : COLORS.primary;
  const base = PALETTE_BASE[palette] ?? PALETTE_BASE.cold;
  return {
    ...intent('primary', primary),
    ...intent('success', COLORS.positive),
    ...intent('warning', COLORS.neutral),
    ...intent('danger', COLORS.negative),
    '--portal-primary': primary,
    '--portal-primary-foreground': readableOn(primary),
    '--portal-accent': mix(primary, base.accent, 0.35),
    '--portal-background': mix(base.background, primary, 0.04),
    '--portal-surface-tint': mix('#FFFFFF', primary, 0.08),
    '--portal-palette': palette,
  };
}
