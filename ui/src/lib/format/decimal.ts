import type DecimalJs from 'decimal.js';
import { Decimal } from '@portal/events/units';
import { ROUNDING_LIMIT } from '@/config/constants.ts';

// decimal.js as spec section 9 and the servers configure it (precision 20, half up): one setting.
export { Decimal };
export type NumberInput = Decimal | DecimalJs.Value;

export function toDecimal(value: NumberInput): Decimal {
  return new Decimal(value);
}

/**
 * Rounds half up to `decimals` places; negative values round to tens, hundreds, ...
 * Beyond the spec's rounding limit of ±6 digits it refuses rather than silently clamping.
 */
export function round(value: NumberInput, decimals: number): Decimal {
  if (!Number.isInteger(decimals) || Math.abs(decimals) > ROUNDING_LIMIT) {
    throw new RangeError(`decimals must be an integer within ±${ROUNDING_LIMIT}, got ${decimals}`);
  }
  const d = toDecimal(value);
  if (decimals >= 0) return d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const step = new Decimal(10).pow(-decimals);
  return d.div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step);
}
