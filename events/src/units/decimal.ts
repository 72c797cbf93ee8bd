import { Decimal as DecimalJs } from 'decimal.js';
import { decimalStringSource, type DecimalString } from './unit-schemas.ts';

/**
 * decimal.js as DESIGN.md decision 8 sets it for every price, volume and fee: 20 significant
 * digits, half up. Amounts travel as decimal strings (STYLE.md, Contracts) and become `Decimal`
 * values only at the edge where they are computed with; a JavaScript number never carries money.
 */
export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 30 });
export type Decimal = InstanceType<typeof Decimal>;

export { DecimalString, EnergyKwh, MoneyDecimal, PricePerMwh } from './unit-schemas.ts';

const decimalStringPattern = new RegExp(decimalStringSource);

/** A decimal string (or a Decimal) as a Decimal; anything that is not a decimal string is refused, never guessed. */
export function toDecimal(value: DecimalString | Decimal): Decimal {
  if (typeof value !== 'string') return value;
  if (!decimalStringPattern.test(value)) throw new RangeError(`not a decimal string: ${JSON.stringify(value)}`);
  return new Decimal(value);
}

/** Rounds half up (away from zero at the half: -0.005 becomes -0.01) to `places` decimals. */
export function roundHalfUp(value: DecimalString | Decimal, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`places must be a whole number >= 0, got ${places}`);
  return toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/**
 * The decimal string of a value, without exponent; with `places`, rounded half up and padded to
 * exactly that many decimals ('94.1' becomes '94.10'). Negative zero is written '0'.
 */
export function toDecimalString(value: Decimal, places?: number): DecimalString {
  const text = places === undefined ? value.toFixed() : value.toFixed(places, Decimal.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
