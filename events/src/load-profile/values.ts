/**
 * A kW value of a load profile in whole micro-kW (1e-6 kW), read from its text so that the kW
 * step and the limits are compared exactly: `0.3` is 300,000 µkW, a multiple of a 0.001 kW step,
 * where the float `0.3 % 0.001` is not 0. Limits have at most 6 decimals (ADR 0020), so a value
 * with a non-zero digit beyond the sixth is no multiple of any step.
 *
 * Read character by character (a year has 35,040 values; a regular expression per value costs
 * more than the CSV parse): the answer is the value in µkW (>= 0), or one of the negative
 * findings below.
 *
 * @example
 * readMicroKw('12.5')  // 12_500_000
 * readMicroKw('12,5')  // ValueFinding.commaDecimal
 */
export const ValueFinding = { missing: -1, commaDecimal: -2, negative: -3, notNumeric: -4, huge: -5, beyondMicro: -6 } as const;
export type ValueFinding = (typeof ValueFinding)[keyof typeof ValueFinding];

export const microPerKw = 1_000_000;
/** Integer digits beyond which a value is above any allowed maximum (2,000,000 kW, ADR 0020). */
const maxIntegerDigits = 9;
const zero = 48;
const isDigit = (c: number) => c >= 48 && c <= 57;
// A carriage return is left on the last cell of a file with mixed line ends.
const isBlank = (c: number) => c === 32 || c === 9 || c === 13;

export function readMicroKw(cell: string): number {
  let start = 0;
  let end = cell.length;
  while (start < end && isBlank(cell.charCodeAt(start))) start += 1;
  while (end > start && isBlank(cell.charCodeAt(end - 1))) end -= 1;
  if (start === end) return ValueFinding.missing;
  if (cell.charCodeAt(start) === 45) return digitsWithSeparator(cell, start + 1, end) ? ValueFinding.negative : ValueFinding.notNumeric;
  let integer = 0;
  let integerDigits = 0;
  let i = start;
  for (; i < end && isDigit(cell.charCodeAt(i)); i += 1) {
    integer = integer * 10 + cell.charCodeAt(i) - zero;
    if (integer > 0) integerDigits += 1;
  }
  if (i === start) return ValueFinding.notNumeric;
  let fraction = 0;
  let beyond = false;
  if (i < end) {
    const separator = cell.charCodeAt(i);
    if (separator !== 46) return separator === 44 && digitsWithSeparator(cell, start, end) ? ValueFinding.commaDecimal : ValueFinding.notNumeric;
    const first = i + 1;
    if (first === end) return ValueFinding.notNumeric;
    for (i = first; i < end; i += 1) {
      const c = cell.charCodeAt(i);
      if (!isDigit(c)) return ValueFinding.notNumeric;
      if (i - first < 6) fraction = fraction * 10 + c - zero;
      else if (c !== zero) beyond = true;
    }
    for (let k = end - first; k < 6; k += 1) fraction *= 10;
  }
  if (integerDigits > maxIntegerDigits) return ValueFinding.huge;
  if (beyond) return ValueFinding.beyondMicro;
  return integer * microPerKw + fraction;
}

/** Digits with one dot or comma between digits: what a number would be but for its sign or separator. */
function digitsWithSeparator(cell: string, start: number, end: number): boolean {
  let separators = 0;
  for (let i = start; i < end; i += 1) {
    const c = cell.charCodeAt(i);
    if (c === 44 || c === 46) {
      separators += 1;
      if (i === start || i === end - 1) return false;
    } else if (!isDigit(c)) return false;
  }
  return end > start && separators <= 1;
}

/** A limit in kW (at most 6 decimals, ADR 0020) in whole micro-kW. */
export const kwToMicro = (kw: number): number => Math.round(kw * microPerKw);
