import { toDecimal, toDecimalString, type Decimal, type DecimalString } from '../units/decimal.ts';

/** Spec section 9: the offer asks when the volume deviates by more than 10 percent from the history. */
export const volumeDeviationQuestionPercent = 10;

/**
 * How far an expected (or uploaded) yearly volume lies from the historic average, in percent of
 * the average, rounded half up to 2 decimals; `ask` is true above 10 % either way (spec section 5,
 * "Offer question"). Without history (average 0) any volume asks.
 *
 * @example
 * volumeDeviation('1120000', '1000000') // { percent: '12.00', ask: true }
 * volumeDeviation('950000', '1000000')  // { percent: '-5.00', ask: false }
 */
export function volumeDeviation(expectedKwh: DecimalString | Decimal, historicAverageKwh: DecimalString | Decimal): { percent: DecimalString | null; ask: boolean } {
  const expected = toDecimal(expectedKwh);
  const average = toDecimal(historicAverageKwh);
  if (average.isZero()) return { percent: null, ask: !expected.isZero() };
  const percent = expected.minus(average).div(average).times(100);
  return { percent: toDecimalString(percent, 2), ask: percent.abs().greaterThan(volumeDeviationQuestionPercent) };
}
