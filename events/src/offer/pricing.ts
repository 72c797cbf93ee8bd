import { assertNever } from '../core/decider.ts';
import type { MeteringDirection } from '../metering-point/metering-point-fields.ts';
// decimal.ts, not the units index: the index brings luxon, and the UI bundles this file for its previews.
import { Decimal, roundHalfUp, toDecimal, toDecimalString, type DecimalString } from '../units/decimal.ts';
import type { PriceInputs, PriceResult, Product, ProductFees } from './offer-fields.ts';

/**
 * The price formula of one delivery year and direction (docs/pricing.md states it term by term,
 * with a worked example per product that pricing.spec.ts recomputes from the document).
 * Browser-safe: the server prices offers with it and the UI previews with the same code.
 *
 * Everything per MWh is in the offer's currency per MWh; the volume is kWh; the service fee and
 * the amount are money of the year. decimal.js throughout (precision 20, half up); prices per
 * MWh are rounded to 4 decimals, money to 2 (spec section 9).
 */

export interface YearPricing {
  product: Product;
  direction: MeteringDirection;
  inputs: PriceInputs;
  fees: ProductFees;
  /** kWh of the year in this direction, a non-negative decimal string */
  volumeKwh: string;
}

export const pricePlaces = 4;
export const moneyPlaces = 2;
const kwhPerMwh = new Decimal(1000);

/**
 * What the per-MWh price of a product is indexed to. FULL is fixed; SPOT pays (or receives) the
 * quarter hour's spot price times the partner's multiplicator; BALA buys the forecast in tranches
 * at `alpha * Base + beta * Peak` (year futures at each tranche, volume-weighted over the year).
 * The fixed part of the price is `priceWithMargin`: the customer's price per MWh is the index plus
 * that fixed part (for PROD the fixed part is what remains after the deductions, often negative).
 */
export type PriceIndex =
  | { readonly index: 'none' }
  | { readonly index: 'spot'; readonly factor: DecimalString }
  | { readonly index: 'forward'; readonly alpha: DecimalString; readonly beta: DecimalString };

export function priceIndex(p: Pick<YearPricing, 'product' | 'direction' | 'inputs' | 'fees'>): PriceIndex {
  switch (p.product) {
    case 'FULL':
      return { index: 'none' };
    case 'SPOT':
      return { index: 'spot', factor: toDecimalString(toDecimal(p.direction === 'CONS' ? p.fees.multiplicatorBuy : p.fees.multiplicatorSell)) };
    case 'BALA':
      return { index: 'forward', alpha: toDecimalString(toDecimal(p.inputs.alpha)), beta: toDecimalString(toDecimal(p.inputs.beta)) };
    default:
      return assertNever(p.product);
  }
}

/**
 * The yearly service fee: variableFeePerMwh times the volume in MWh, at least minFee and at most
 * maxFee, rounded to cents. A year without volume delivers nothing and costs no fee (not minFee):
 * the direction is simply not supplied that year.
 */
export function serviceFeeOf(fees: Pick<ProductFees, 'minFee' | 'maxFee' | 'variableFeePerMwh'>, volumeKwh: string): DecimalString {
  const mwh = volumeMwh(volumeKwh);
  const min = toDecimal(fees.minFee);
  const max = toDecimal(fees.maxFee);
  if (min.gt(max)) throw new RangeError(`minFee ${fees.minFee} exceeds maxFee ${fees.maxFee}`);
  if (mwh.isZero()) return toDecimalString(new Decimal(0), moneyPlaces);
  const variable = toDecimal(fees.variableFeePerMwh).times(mwh);
  return toDecimalString(Decimal.min(max, Decimal.max(min, variable)), moneyPlaces);
}

/**
 * The energy term of the fixed part: FULL's fixed energy price; SPOT's add-on on the spot index
 * (a surcharge when buying, a discount when selling); BALA's gamma, the constant of the tranche
 * formula, which belongs to the energy's value in both directions.
 */
function energyTerm(product: Product, direction: MeteringDirection, inputs: PriceInputs): Decimal {
  switch (product) {
    case 'FULL':
      return toDecimal(inputs.energyPrice);
    case 'SPOT':
      return direction === 'CONS' ? toDecimal(inputs.spotAddOn) : toDecimal(inputs.spotAddOn).negated();
    case 'BALA':
      return toDecimal(inputs.gamma);
    default:
      return assertNever(product);
  }
}

/** The supplier's costs per MWh that every product carries: charged when buying, deducted when selling. */
function costs(inputs: PriceInputs): Decimal {
  return [inputs.profilePrice, inputs.balancingAddOn, inputs.variableAddOn, inputs.adjustmentCost, inputs.procurementFee]
    .reduce((sum, term) => sum.plus(toDecimal(term)), new Decimal(0));
}

/** The prices of one year and direction (docs/pricing.md). */
export function priceYear(p: YearPricing): PriceResult {
  const { product, direction, inputs, fees } = p;
  // Another product's row would price with the wrong margin; that is a caller's slip, not an input.
  if (fees.product !== product) throw new RangeError(`the fees of ${fees.product} cannot price a ${product} offer`);
  const mwh = volumeMwh(p.volumeKwh);
  const sign = direction === 'CONS' ? 1 : -1;

  // Without margin: energy, plus (CONS) or minus (PROD) the costs, plus the certificate's price
  // (the consumer buys the guarantee of origin, the producer sells its own).
  const withoutMargin = roundHalfUp(energyTerm(product, direction, inputs).plus(costs(inputs).times(sign)).plus(toDecimal(inputs.certificatePrice)), pricePlaces);

  const margin = roundHalfUp(toDecimal(fees.margin).plus(toDecimal(inputs.certificateMargin)), pricePlaces);
  const serviceFee = serviceFeeOf(fees, p.volumeKwh);
  const serviceFeePerMwh = mwh.isZero() ? new Decimal(0) : roundHalfUp(toDecimal(serviceFee).dividedBy(mwh), pricePlaces);
  // The partner's share per MWh; the spot fee is the partner's fee on the spot index, so SPOT only.
  const spotFee = product === 'SPOT' ? toDecimal(fees.spotFee) : new Decimal(0);
  const partner = margin.plus(serviceFeePerMwh).plus(spotFee);
  // Built from the rounded figures, so the shown terms add up to the shown price exactly.
  const withMargin = withoutMargin.plus(partner.times(sign));

  return {
    volumeKwh: toDecimalString(toDecimal(p.volumeKwh)),
    priceWithoutMargin: toDecimalString(withoutMargin, pricePlaces),
    priceWithMargin: toDecimalString(withMargin, pricePlaces),
    margin: toDecimalString(margin, pricePlaces),
    serviceFee,
    serviceFeePerMwh: toDecimalString(serviceFeePerMwh, pricePlaces),
    amount: toDecimalString(withMargin.times(mwh), moneyPlaces),
  };
}

/**
 * A price per MWh in the hundredth of the currency per kWh (Rp./kWh for CHF, ct/kWh for EUR):
 * per MWh / 10, rounded half up to 4 decimals for display (spec section 9).
 *
 * @example perKwhCents('123.4567') // '12.3457'
 */
export function perKwhCents(perMwh: string): string {
  return toDecimalString(toDecimal(perMwh).dividedBy(10), pricePlaces);
}

function volumeMwh(volumeKwh: string): Decimal {
  const kwh = toDecimal(volumeKwh);
  if (kwh.lt(0)) throw new RangeError(`a volume is never negative, got ${volumeKwh} kWh`);
  return kwh.dividedBy(kwhPerMwh);
}
