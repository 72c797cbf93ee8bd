import Type from 'typebox';
import { MeteringCode, MeteringDirection } from '../metering-point/metering-point-fields.ts';
import { ConfigId } from '../sales-partner/sales-partner-fields.ts';
import { EnergyKwh, MoneyDecimal, PricePerMwh } from '../units/unit-schemas.ts';
import { Fee, Margin, Multiplicator, Price, SignedPrice, VariableFeePerMwh } from '../validation/number-fields.ts';
import { numberIdPattern } from '../validation/number-ids.ts';

/**
 * Field schemas of an offer (Energielieferung, spec section 3). Browser-safe (TypeBox only): the
 * request stepper, the admin's pricing form and the command API validate with the same schemas.
 *
 * Units: every price, add-on and fee per MWh is in the offer's currency per MWh (CHF/MWh or
 * EUR/MWh); the UI shows Rp./kWh or ct/kWh (divide by 10, spec section 9). Volumes are kWh.
 * Yearly fees (minFee, maxFee) are amounts in the offer's currency per delivery year.
 */

const strict = { additionalProperties: false } as const;

/** The sales partner an offer, a ledger or a fee row belongs to. */
export const OfferSalesPartnerId = Type.String({ format: 'uuid' });

/** The offer number, a whole number handed out in order from 500001 (the `offerNumbers` stream). */
export const OfferId = Type.String({ pattern: numberIdPattern, maxLength: 15, description: 'the offer number (a whole number)' });
export type OfferId = Type.Static<typeof OfferId>;
export const firstOfferNumber = 500001;

/** FULL: the whole forecast volume at a fixed price; SPOT: at the spot price plus add-ons; BALA: balancing only. */
export const Product = Type.Union([Type.Literal('FULL'), Type.Literal('SPOT'), Type.Literal('BALA')]);
export type Product = Type.Static<typeof Product>;
export const products = ['FULL', 'SPOT', 'BALA'] as const satisfies readonly Product[];

/**
 * requested: asked for, no price yet; priced: the admin set the energy prices; released: offered
 * to the customer until `expiresAt`; accepted: the customer accepted one or more delivery years;
 * rejected by the customer; expired: the validity period ran out after release, or the offer
 * day ended before release.
 */
export const OfferStatus = Type.Union([
  Type.Literal('requested'),
  Type.Literal('priced'),
  Type.Literal('released'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('expired'),
]);
export type OfferStatus = Type.Static<typeof OfferStatus>;
export const offerStatuses = ['requested', 'priced', 'released', 'accepted', 'rejected', 'expired'] as const satisfies readonly OfferStatus[];
/** The states in which an offer still counts against a customer's pending offers. */
export const pendingOfferStatuses = ['requested', 'priced', 'released'] as const satisfies readonly OfferStatus[];

/** What the offer delivers: consumption, production or both (the stepper's delivery direction). */
export const OfferDirection = Type.Union([Type.Literal('CONS'), Type.Literal('PROD'), Type.Literal('BOTH')]);
export type OfferDirection = Type.Static<typeof OfferDirection>;

export const DeliveryYear = Type.Integer({ minimum: 2000, maximum: 2100, description: 'a delivery year (4 digits)' });
export type DeliveryYear = Type.Static<typeof DeliveryYear>;

/** One metering point of the offer, by code and direction (its stream `meteringPoint-<code>-<direction>`). */
export const OfferMeteringPoint = Type.Object({ code: MeteringCode, direction: MeteringDirection }, strict);
export type OfferMeteringPoint = Type.Static<typeof OfferMeteringPoint>;

/** Ecology step: the certificate (guarantee of origin) bought with the energy, and the energy quality. */
export const OfferEcology = Type.Object({ certificate: Type.Union([ConfigId, Type.Null()]), energyQuality: ConfigId }, strict);
export type OfferEcology = Type.Static<typeof OfferEcology>;

/** Offer time step: the day and local time (market zone) the offer is made, and how long it stays valid once released. */
export const OfferHour = Type.Integer({ minimum: 0, maximum: 23 });
export const OfferMinute = Type.Integer({ minimum: 0, maximum: 59 });
/** Minutes; at most a week. */
export const OfferValidityPeriod = Type.Integer({ minimum: 1, maximum: 10080, description: 'minutes the released offer stays valid' });

/** kWh of one delivery year in one direction (the points' yearly quantities, or the long-term forecast). */
export const YearVolume = Type.Object({ year: DeliveryYear, direction: MeteringDirection, kwh: Type.String({ pattern: '^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,3})?$' }) }, strict);
export type YearVolume = Type.Static<typeof YearVolume>;

/**
 * What the admin sets for one delivery year and direction (the offer task's edit page), per MWh
 * in the offer's currency. alpha and beta are factors on the base and peak forward prices, gamma
 * an amount per MWh (`alpha * Base + beta * Peak + gamma`, DOMAIN.md); the SPOT product's index
 * price uses them as well (docs/pricing.md).
 */
export const PriceInputs = Type.Object(
  {
    energyPrice: SignedPrice,
    profilePrice: SignedPrice,
    spotAddOn: SignedPrice,
    balancingAddOn: SignedPrice,
    variableAddOn: SignedPrice,
    adjustmentCost: SignedPrice,
    procurementFee: Price,
    alpha: Multiplicator,
    beta: Multiplicator,
    gamma: SignedPrice,
    certificatePrice: Price,
    certificateMargin: Margin,
  },
  strict,
);
export type PriceInputs = Type.Static<typeof PriceInputs>;

/**
 * The prices of one year and direction, computed by `priceYear` (pricing.ts) from the inputs, the
 * partner's fees and the volume. Prices are per MWh and amounts are money, both in the offer's
 * currency, which `OfferRequested` stores once for the offer (docs/pricing.md, "Units").
 */
export const PriceResult = Type.Object(
  {
    volumeKwh: EnergyKwh,
    /** without the partner's margin */
    priceWithoutMargin: PricePerMwh,
    /** what the customer pays (CONS) or receives (PROD) */
    priceWithMargin: PricePerMwh,
    /** the partner's margin (product margin plus certificate margin) */
    margin: PricePerMwh,
    /** the yearly service fee after min and max, and the same per MWh */
    serviceFee: MoneyDecimal,
    serviceFeePerMwh: PricePerMwh,
    /** the year's amount at priceWithMargin */
    amount: MoneyDecimal,
  },
  strict,
);
export type PriceResult = Type.Static<typeof PriceResult>;

/** One delivery year's prices: a direction is present when the offer delivers it. */
export const YearPrices = Type.Object(
  {
    year: DeliveryYear,
    cons: Type.Optional(Type.Object({ inputs: PriceInputs, result: PriceResult }, strict)),
    prod: Type.Optional(Type.Object({ inputs: PriceInputs, result: PriceResult }, strict)),
  },
  strict,
);
export type YearPrices = Type.Static<typeof YearPrices>;

/**
 * A sales partner's margin and service fees for one product (`/admin/margins-service-fees`):
 * margin per MWh, the yearly service fee (variableFeePerMwh times the volume, at least minFee,
 * at most maxFee), the spot fee per MWh and the factors on the spot price for buying (CONS)
 * and selling (PROD). Spec section 5: minFee <= maxFee, multiplicators 0 to 1000.
 */
export const ProductFees = Type.Object(
  {
    product: Product,
    margin: Margin,
    minFee: Fee,
    maxFee: Fee,
    variableFeePerMwh: VariableFeePerMwh,
    spotFee: Price,
    multiplicatorBuy: Multiplicator,
    multiplicatorSell: Multiplicator,
  },
  strict,
);
export type ProductFees = Type.Static<typeof ProductFees>;

/** Until a partner sets its own, every product costs nothing extra (all zeros, factors 1). */
export const defaultProductFees = (product: Product): ProductFees => ({
  product, margin: '0', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1',
});

/** Deltas of a changed (accepted) offer: the volume moved per year and direction, kWh, signed. */
export const OfferDelta = Type.Object(
  { year: DeliveryYear, direction: MeteringDirection, volumeDeltaKwh: Type.String({ pattern: '^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,3})?$' }), reason: Type.String({ maxLength: 500 }) },
  strict,
);
export type OfferDelta = Type.Static<typeof OfferDelta>;
