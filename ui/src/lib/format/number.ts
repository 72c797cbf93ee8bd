import { DECIMALS } from '@/config/constants.ts';
import { round, type NumberInput } from './decimal.ts';
import { groupDigits } from './digits.ts';

export { GROUP_SEPARATOR } from './digits.ts';
export const DECIMAL_SEPARATOR = '.';

/** `formatNumber(1234567.891, 2)` → `1'234'567.89`; half up: `formatNumber(2.5, 0)` → `3`. */
export function formatNumber(value: NumberInput, decimals: number): string {
  const rounded = round(value, decimals);
  const fixed = rounded.toFixed(Math.max(decimals, 0));
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = groupDigits(integer);
  // -0.00 after rounding reads as 0.00: a sign on zero only confuses.
  const sign = negative && !rounded.isZero() ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${DECIMAL_SEPARATOR}${fraction}`;
}

export type NumberKind = keyof typeof DECIMALS;

/** Formats with the default decimals of a kind (graph 3, price 4, volume 0, value 2). */
export function formatKind(value: NumberInput, kind: NumberKind): string {
  return formatNumber(value, DECIMALS[kind]);
}

/** Parses user input in Swiss format (`1'234.5`, also `1’234,5`) to a decimal string, or null. */
export function parseNumber(input: string): string | null {
  const cleaned = input.trim().replace(/['’\s]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? cleaned : null;
}
