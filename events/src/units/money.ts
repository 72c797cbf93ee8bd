import Type from 'typebox';
import { Decimal, DecimalString, roundHalfUp, toDecimal, toDecimalString } from './decimal.ts';

/** The currencies of spec section 1: Swiss francs and euros. */
export const Currency = Type.Union([Type.Literal('CHF'), Type.Literal('EUR')], { description: 'ISO 4217 currency' });
export type Currency = Type.Static<typeof Currency>;

/** Both currencies have cents (Rappen): amounts that are paid are rounded to 2 places, half up. */
export const minorUnits: Record<Currency, number> = { CHF: 2, EUR: 2 };

/** An amount of money: a decimal string with its currency, never a float. */
export const MoneyAmount = Type.Object({ amount: DecimalString, currency: Currency }, { additionalProperties: false });
export type MoneyAmount = Type.Static<typeof MoneyAmount>;

export class CurrencyMismatchError extends Error {
  readonly left: Currency;
  readonly right: Currency;
  constructor(left: Currency, right: Currency) {
    super(`cannot combine ${left} with ${right} without a rate`);
    this.left = left;
    this.right = right;
  }
}

/** An amount in its currency, rounded half up to the currency's cents. */
export function money(amount: DecimalString | Decimal, currency: Currency): MoneyAmount {
  return { amount: toDecimalString(roundHalfUp(amount, minorUnits[currency]), minorUnits[currency]), currency };
}

/** The sum of amounts of one currency; mixing currencies is an error, not a silent conversion. */
export function sumMoney(amounts: readonly MoneyAmount[], currency: Currency): MoneyAmount {
  let total = new Decimal(0);
  for (const a of amounts) {
    if (a.currency !== currency) throw new CurrencyMismatchError(currency, a.currency);
    total = total.plus(toDecimal(a.amount));
  }
  return money(total, currency);
}

/**
 * Converts an amount at `rate` (units of `to` per one unit of the amount's currency, as the ECB
 * and the SNB publish: EUR/CHF 0.9412 means 1 EUR = 0.9412 CHF), rounded to the target's cents
 * only once, at the end.
 */
export function convertMoney(from: MoneyAmount, rate: DecimalString | Decimal, to: Currency): MoneyAmount {
  if (from.currency === to) return money(from.amount, to);
  const r = toDecimal(rate);
  if (r.lte(0)) throw new RangeError(`a rate must be positive, got ${r.toString()}`);
  return money(toDecimal(from.amount).times(r), to);
}
