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

/** A decimal string whose schema names its unit: the same pattern, so the value stays a plain string. */
const decimalIn = (title: string, description: string) => Type.String({ maxLength: 48, pattern: decimalStringSource, title, description });

/**
 * A price per MWh as a decimal string. Its currency is the one of the record that holds it (an
 * offer's `currency`), kept there rather than beside every price, because stored offer events
 * carry the currency only once (docs/adr/0028-prices-as-named-decimal-strings.md).
 *
 * @example '103.2500' // CHF/MWh in a CHF offer, shown as 10.3250 Rp./kWh
 */
export const PricePerMwh = decimalIn('PricePerMwh', 'price per MWh in the currency of the record that holds it (CHF/MWh or EUR/MWh)');
export type PricePerMwh = Type.Static<typeof PricePerMwh>;

/**
 * An amount of money as a decimal string, in the currency of the record that holds it; where the
 * currency travels beside it, `MoneyAmount` (money.ts) carries both.
 *
 * @example '12360.00' // a year's amount in the offer's currency
 */
export const MoneyDecimal = decimalIn('MoneyDecimal', 'amount of money in the currency of the record that holds it');
export type MoneyDecimal = Type.Static<typeof MoneyDecimal>;

/** Energy in kWh as a decimal string (1,000 kWh = 1 MWh). */
export const EnergyKwh = decimalIn('EnergyKwh', 'energy in kWh');
export type EnergyKwh = Type.Static<typeof EnergyKwh>;

/** The market zones of spec section 9 (CH: Europe/Zurich, DE: Europe/Berlin). */
export const MarketZone = Type.Union([Type.Literal('Europe/Zurich'), Type.Literal('Europe/Berlin')]);
export type MarketZone = Type.Static<typeof MarketZone>;
