import Type from 'typebox';
import { CustomerId } from '../customer/customer-fields.ts';
import { LocalDate, MarketAreaId } from '../metering-point/metering-point-fields.ts';
import { Currency } from '../sales-partner/sales-partner-fields.ts';
import {
  DeliveryYear,
  OfferDelta,
  OfferDirection,
  OfferEcology,
  OfferHour,
  OfferId,
  OfferMeteringPoint,
  OfferMinute,
  OfferValidityPeriod,
  PriceInputs,
  Product,
  OfferSalesPartnerId,
  ProductFees,
} from './offer-fields.ts';

/**
 * The commands of offers (issue 12): pure schemas, importable by the browser
 * (`@portal/events/commands`). Rules that need stored state (the offer day, the forecast, the
 * pending limit, the partner's fees) are the deciders' (command-api/src/offer).
 */

const strict = { additionalProperties: false } as const;

/** The most points one offer request may carry; the business limit `maxMeteringPointsPerOffer` is usually lower. */
export const maxPointsPerOfferRequest = 100_000;

/** The request as the stepper sends it when the user submits (spec section 2, /offers/new-offer/{id}). */
export const offerRequestFields = {
  /** The customer; a customer's user may only name its own. */
  customerId: CustomerId,
  marketArea: MarketAreaId,
  product: Product,
  direction: OfferDirection,
  currency: Currency,
  /** Points with a historical load profile (existing ones, or those the last step registered). */
  meteringPoints: Type.Array(OfferMeteringPoint, { minItems: 1, maxItems: maxPointsPerOfferRequest }),
  histRangeStart: LocalDate,
  histRangeEnd: LocalDate,
  /** At least one (CHOOSE_DELIVERY_YEAR), none already past, no duplicates. */
  deliveryYears: Type.Array(DeliveryYear, { minItems: 1, maxItems: 10, uniqueItems: true }),
  /** When supply starts within the first delivery year (at least `minSupplyLeadDays` after the offer date); else 1 January. */
  actualYearSupplyStart: Type.Optional(LocalDate),
  cancellationFrom: Type.Optional(LocalDate),
  cancellationTo: Type.Optional(LocalDate),
  ecology: OfferEcology,
  offerDate: LocalDate,
  offerHour: OfferHour,
  offerMinute: OfferMinute,
  offerValidityPeriod: OfferValidityPeriod,
  note: Type.Optional(Type.String({ maxLength: 1000 })),
} as const;

/** `draftId`: the draft the stepper saved (`/offers/new-offer/{id}`), marked submitted in the same command. */
export const RequestOffer = Type.Object({ ...offerRequestFields, draftId: Type.Optional(Type.String({ format: 'uuid' })) }, strict);
export type RequestOffer = Type.Static<typeof RequestOffer>;

/**
 * An unfinished request (spec: saved as a draft, continued or discarded): any subset of the
 * request's fields, checked field by field, plus the step the user was on. Saving again replaces
 * the draft's fields.
 */
export const OfferRequestDraft = Type.Partial(Type.Object(offerRequestFields, strict));
export type OfferRequestDraft = Type.Static<typeof OfferRequestDraft>;
export const SaveOfferDraft = Type.Object(
  { draftId: Type.String({ format: 'uuid' }), step: Type.Integer({ minimum: 0, maximum: 10 }), request: OfferRequestDraft },
  strict,
);
export type SaveOfferDraft = Type.Static<typeof SaveOfferDraft>;
export const DiscardOfferDraft = Type.Object({ draftId: Type.String({ format: 'uuid' }) }, strict);
export type DiscardOfferDraft = Type.Static<typeof DiscardOfferDraft>;

/**
 * The admin's prices (offer task `tasks-management/offer/{offerId}/edit/{taskTypeId}`): inputs
 * for every delivery year and every direction the offer delivers. Allowed while requested or
 * priced; pricing again replaces the prices.
 */
export const PriceOffer = Type.Object(
  {
    offerId: OfferId,
    years: Type.Array(
      Type.Object({ year: DeliveryYear, cons: Type.Optional(PriceInputs), prod: Type.Optional(PriceInputs) }, strict),
      { minItems: 1, maxItems: 10 },
    ),
  },
  strict,
);
export type PriceOffer = Type.Static<typeof PriceOffer>;

/** `confirmed`: the admin answered the RELEASE_OFFER question; the API refuses a release without it. */
export const ReleaseOffer = Type.Object({ offerId: OfferId, confirmed: Type.Literal(true) }, strict);
export type ReleaseOffer = Type.Static<typeof ReleaseOffer>;

/** The customer accepts some or all delivery years (CHOOSE_DELIVERY_YEAR when none) with the terms ticked (AGB and ALB). */
export const AcceptOffer = Type.Object(
  { offerId: OfferId, years: Type.Array(DeliveryYear, { minItems: 1, maxItems: 10, uniqueItems: true }), termsAccepted: Type.Literal(true) },
  strict,
);
export type AcceptOffer = Type.Static<typeof AcceptOffer>;

export const RejectOffer = Type.Object({ offerId: OfferId, reason: Type.Optional(Type.String({ maxLength: 500 })) }, strict);
export type RejectOffer = Type.Static<typeof RejectOffer>;

/** The expiry worker's command (system only): refused before the offer's time is up. */
export const ExpireOffer = Type.Object({ offerId: OfferId }, strict);
export type ExpireOffer = Type.Static<typeof ExpireOffer>;

/** An accepted offer changed (a point's yearly quantity or period): the deltas per year; sets the change flag. */
export const FlagOfferChange = Type.Object({ offerId: OfferId, deltas: Type.Array(OfferDelta, { minItems: 1, maxItems: 200 }) }, strict);
export type FlagOfferChange = Type.Static<typeof FlagOfferChange>;

/** The admin removes the change flag; its deltas are deleted with it (spec section 4). */
export const RemoveOfferChangeFlag = Type.Object({ offerId: OfferId }, strict);
export type RemoveOfferChangeFlag = Type.Static<typeof RemoveOfferChangeFlag>;

/**
 * A partner's margins and service fees, one row per product (all three). A partner's user sets
 * its own; the admin names the partner. minFee <= maxFee per row (`feeRangeProblem`).
 */
export const SetMarginsServiceFees = Type.Object(
  { salesPartnerId: OfferSalesPartnerId, fees: Type.Array(ProductFees, { minItems: 3, maxItems: 3 }) },
  strict,
);
export type SetMarginsServiceFees = Type.Static<typeof SetMarginsServiceFees>;

/** The document worker's record of a generated offer document (system only). */
export const RecordOfferDocument = Type.Object(
  {
    offerId: OfferId,
    version: Type.Integer({ minimum: 1 }),
    language: Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    file: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    template: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()]),
  },
  strict,
);
export type RecordOfferDocument = Type.Static<typeof RecordOfferDocument>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const offerCommandSchemas = { SaveOfferDraft, DiscardOfferDraft, RequestOffer, PriceOffer, ReleaseOffer, AcceptOffer, RejectOffer, ExpireOffer, FlagOfferChange, RemoveOfferChangeFlag, SetMarginsServiceFees, RecordOfferDocument } as const;
