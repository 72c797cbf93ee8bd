import Type from 'typebox';

/**
 * Numbers of spec section 5. Money and volumes travel as decimal strings with a dot (STYLE.md,
 * Contracts), so the range lives in the pattern: a bound of 10^n allows n integer digits, or the
 * bound itself. The spec caps decimal places without giving the caps; these are ours.
 */
export const decimalPlaces = { money: 2, price: 4, margin: 4, fee: 2, variableFee: 4, multiplicator: 4, releaseLimit: 4, volume: 3 } as const;

/**
 * A pattern for decimal strings from 0 (or -10^exponent when signed) to 10^exponent with at most
 * `decimals` places; no leading zeros, no plus sign, no exponent.
 *
 * @example decimalPattern(5, 2, false) // accepts '0', '99999.99', '100000', '100000.00'
 */
export function decimalPattern(exponent: number, decimals: number, signed: boolean): string {
  const fraction = decimals > 0 ? `(\\.[0-9]{1,${decimals}})?` : '';
  const boundFraction = decimals > 0 ? `(\\.0{1,${decimals}})?` : '';
  const body = `(1${'0'.repeat(exponent)}${boundFraction}|(0|[1-9][0-9]{0,${exponent - 1}})${fraction})`;
  return `^${signed ? '-?' : ''}${body}$`;
}

const decimal = (exponent: number, decimals: number, signed: boolean, description: string) =>
  Type.String({ maxLength: exponent + decimals + 3, pattern: decimalPattern(exponent, decimals, signed), description });

export const Money = decimal(5, decimalPlaces.money, false, 'amount, 0 to 1e5');
export type Money = Type.Static<typeof Money>;
export const SignedMoney = decimal(5, decimalPlaces.money, true, 'amount, -1e5 to 1e5');
export type SignedMoney = Type.Static<typeof SignedMoney>;
export const Price = decimal(5, decimalPlaces.price, false, 'price, 0 to 1e5');
export type Price = Type.Static<typeof Price>;
export const SignedPrice = decimal(5, decimalPlaces.price, true, 'price, -1e5 to 1e5 (also the external price)');
export type SignedPrice = Type.Static<typeof SignedPrice>;
export const Margin = decimal(5, decimalPlaces.margin, false, 'margin, 0 to 1e5');
export type Margin = Type.Static<typeof Margin>;
export const SignedMargin = decimal(5, decimalPlaces.margin, true, 'margin, -1e5 to 1e5');
export type SignedMargin = Type.Static<typeof SignedMargin>;
export const Fee = decimal(9, decimalPlaces.fee, false, 'fee, 0 to 1e9; minFee <= maxFee is feeRangeProblem');
export type Fee = Type.Static<typeof Fee>;
export const VariableFeePerMwh = decimal(5, decimalPlaces.variableFee, false, 'variable fee per MWh, 0 to 1e5');
export type VariableFeePerMwh = Type.Static<typeof VariableFeePerMwh>;
export const Multiplicator = decimal(3, decimalPlaces.multiplicator, false, 'multiplicator, 0 to 1000');
export type Multiplicator = Type.Static<typeof Multiplicator>;
export const ReleaseLimit = decimal(5, decimalPlaces.releaseLimit, true, 'release limit, -1e5 to 1e5');
export type ReleaseLimit = Type.Static<typeof ReleaseLimit>;

export const ProcWeight = Type.Integer({ minimum: 0, maximum: 100, description: 'tranche weight in percent' });
export type ProcWeight = Type.Static<typeof ProcWeight>;
export const ClosePercent = Type.Integer({ minimum: 0, maximum: 100, description: 'share bought before the rest is closed, percent' });
export type ClosePercent = Type.Static<typeof ClosePercent>;

// The lookaheads carve the lower bound out of the 0..1e10 pattern: "greater than 1" refuses
// 0.x and 1 (with any zeros after the dot), "greater than 0" refuses only zero.
const volume = decimalPattern(10, decimalPlaces.volume, false).slice(1);
export const YearlyConsumption = Type.String({
  maxLength: 16,
  pattern: `^(?!(0(\\.[0-9]*)?|1(\\.0*)?)$)${volume}`,
  description: 'kWh a year, greater than 1 and at most 1e10 (also production)',
});
export type YearlyConsumption = Type.Static<typeof YearlyConsumption>;
export const NewYearlyConsumption = Type.String({ maxLength: 16, pattern: `^(?!0(\\.0*)?$)${volume}`, description: 'kWh a year, greater than 0 and at most 1e10' });
export type NewYearlyConsumption = Type.Static<typeof NewYearlyConsumption>;
