import Type from 'typebox';

/**
 * The schemas of the units, TypeBox only: command schemas (`@portal/events/commands`, bundled by
 * the UI without luxon or decimal.js) name them from here; `decimal.ts` and `quarter-hours.ts`
 * re-export them beside the arithmetic.
 */

/**
 * Any decimal string: optional minus, no leading zeros, no plus sign, no exponent, a dot as
 * separator. Field schemas with ranges (validation/number-fields.ts) narrow it further.
 */
export const decimalStringSource = '^-?(0|[1-9][0-9]{0,29})(\\.[0-9]{1,16})?$';
export const DecimalString = Type.String({ maxLength: 48, pattern: decimalStringSource, description: 'decimal number as a string, dot as separator' });
export type DecimalString = Type.Static<typeof DecimalString>;

/** The market zones of spec section 9 (CH: Europe/Zurich, DE: Europe/Berlin). */
export const MarketZone = Type.Union([Type.Literal('Europe/Zurich'), Type.Literal('Europe/Berlin')]);
export type MarketZone = Type.Static<typeof MarketZone>;
