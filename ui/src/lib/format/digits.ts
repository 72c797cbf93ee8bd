/**
 * The Swiss thousands separator. `Intl.NumberFormat('de-CH')` yields the same character (the
 * format spec checks it), but grouping is done here on digit strings, so values beyond a
 * double's precision keep every digit. Apart from number.ts (and decimal.js) so the shell can
 * group a whole number without loading decimal.js.
 */
export const GROUP_SEPARATOR = "'";

/** `groupDigits('1234567')` → `1'234'567`: digits only, no sign. */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
