/**
 * Check characters of the identifiers the energy market uses (DOMAIN.md, "Identifiers and their
 * checks"). The per-country patterns live in the platform configuration; these are the checks a
 * pattern cannot express.
 */

const eicAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/**
 * The ENTSO-E check character of a 16-character EIC, computed over its first 15 characters;
 * null when a character lies outside `0-9A-Z-` or the check would be `-` (no valid EIC has it).
 *
 * @example eicCheckCharacter('10YCH-SWISSGRID') // 'Z'
 */
export function eicCheckCharacter(first15: string): string | null {
  if (first15.length !== 15) return null;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = eicAlphabet.indexOf(first15.charAt(i));
    if (value < 0) return null;
    sum += (16 - i) * value;
  }
  const check = eicAlphabet.charAt(36 - ((sum - 1) % 37));
  return check === '-' ? null : check;
}

export const isValidEic = (code: string): boolean => code.length === 16 && eicCheckCharacter(code.slice(0, 15)) === code.charAt(15);

/**
 * Check digit of a German market location ID over its first 10 digits: odd positions once, even
 * positions twice, then the distance to the next multiple of ten. Not Luhn: no digit sums.
 *
 * @example maloCheckDigit('4137355924') // 1, so '41373559241' is valid
 */
export function maloCheckDigit(first10: string): number | null {
  if (!/^[1-9][0-9]{9}$/.test(first10)) return null;
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10.charAt(i));
    if (i % 2 === 0) odd += digit;
    else even += digit;
  }
  return (10 - ((odd + 2 * even) % 10)) % 10;
}

export const isValidMalo = (code: string): boolean => /^[0-9]{11}$/.test(code) && maloCheckDigit(code.slice(0, 10)) === Number(code.charAt(10));
