import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { CustomerId } from '../customer/customer-fields.ts';
import { LocalDate, MarketAreaId } from '../metering-point/metering-point-fields.ts';
import { Currency } from '../sales-partner/sales-partner-fields.ts';
import { OfferRequestDraft, RecordOfferDocument } from './offer-commands.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';
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
  Product,
  OfferSalesPartnerId,
  ProductFees,
  YearPrices,
  YearVolume,
} from './offer-fields.ts';

/**
 * Streams of offers (issue 12):
 * - `offer-<offerId>`: one offer from request to acceptance, rejection or expiry;
 * - `offerNumbers`: the offer numbers handed out (one event per offer);
 * - `offerDraft-<draftId>`: an unfinished request of the stepper;
 * - `customerOffers-<customerId>` and `salesPartnerOffers-<salesPartnerId>`: the ledgers a
 *   request and a deletion both write, so "deleting a customer or partner is refused while it
 *   has offers" is decided in the write side without a read-model race (one of the two appends
 *   conflicts and, on its retry, sees the other);
 * - `salesPartnerFees-<salesPartnerId>`: the partner's margins and service fees.
 */
export const offerStream = (offerId: string): StreamId<OfferEvent> => streamId(`offer-${offerId}`);
export const offerNumbersStream = streamId<OfferNumberEvent>('offerNumbers');
export const offerDraftStream = (draftId: string): StreamId<OfferDraftEvent> => streamId(`offerDraft-${draftId}`);
export const customerOffersStream = (customerId: string): StreamId<CustomerLedgerEvent> => streamId(`customerOffers-${customerId}`);
export const salesPartnerOffersStream = (salesPartnerId: string): StreamId<SalesPartnerLedgerEvent> => streamId(`salesPartnerOffers-${salesPartnerId}`);
export const salesPartnerFeesStream = (salesPartnerId: string): StreamId<MarginsServiceFeesEvent> => streamId(`salesPartnerFees-${salesPartnerId}`);

const strict = { additionalProperties: false } as const;
const UserRef = Type.Object({ userId: Type.String(), role: Type.String() }, strict);
const DateTime = Type.String({ format: 'date-time' });

export const OfferNumberAssigned = defineEvent('OfferNumberAssigned', Type.Object({ offerId: OfferId }, strict));

/**
 * The request as stored: the stepper's fields with the derived delivery period, and the yearly
 * volume per year and direction from the points' yearly quantities (volume_kwh).
 */
export const OfferRequested = defineEvent(
  'OfferRequested',
  Type.Object(
    {
      offerId: OfferId,
      customerId: CustomerId,
      salesPartnerId: OfferSalesPartnerId,
      product: Product,
      marketArea: MarketAreaId,
      currency: Currency,
      direction: OfferDirection,
      meteringPoints: Type.Array(OfferMeteringPoint, { minItems: 1 }),
      histRangeStart: LocalDate,
      histRangeEnd: LocalDate,
      deliveryYears: Type.Array(DeliveryYear, { minItems: 1 }),
      deliveryFrom: LocalDate,
      deliveryTo: LocalDate,
      actualYearSupplyStart: Type.Union([LocalDate, Type.Null()]),
      cancellationFrom: Type.Union([LocalDate, Type.Null()]),
      cancellationTo: Type.Union([LocalDate, Type.Null()]),
      ecology: OfferEcology,
      offerDate: LocalDate,
      offerHour: OfferHour,
      offerMinute: OfferMinute,
      offerValidityPeriod: OfferValidityPeriod,
      /** the offer day and time as an instant (market zone), for sorting and the "offer day" rule */
      offerDateTime: DateTime,
      note: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
      createdBy: UserRef,
      volumes: Type.Array(YearVolume),
      draftId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    },
    strict,
  ),
);

/** The admin set (or set again) the prices; `fees` is the partner's row for the offer's product at that moment. */
export const OfferPriced = defineEvent('OfferPriced', Type.Object({ offerId: OfferId, fees: ProductFees, years: Type.Array(YearPrices, { minItems: 1 }) }, strict));

/** Offered to the customer until `expiresAt`; `forecastVolumes` is the accepted long-term forecast per year and direction. */
export const OfferReleased = defineEvent(
  'OfferReleased',
  Type.Object({ offerId: OfferId, releasedAt: DateTime, expiresAt: DateTime, forecastVolumes: Type.Array(YearVolume) }, strict),
);

export const OfferAccepted = defineEvent(
  'OfferAccepted',
  Type.Object({ offerId: OfferId, years: Type.Array(DeliveryYear, { minItems: 1 }), termsAccepted: Type.Literal(true), acceptedBy: UserRef }, strict),
);

export const OfferRejected = defineEvent('OfferRejected', Type.Object({ offerId: OfferId, reason: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]), rejectedBy: UserRef }, strict));

/** `before`: 'release' when the offer day ended unreleased, 'acceptance' when the validity period ran out. */
export const OfferExpired = defineEvent(
  'OfferExpired',
  Type.Object({ offerId: OfferId, expiredAt: DateTime, before: Type.Union([Type.Literal('release'), Type.Literal('acceptance')]) }, strict),
);

export const OfferChangeFlagged = defineEvent('OfferChangeFlagged', Type.Object({ offerId: OfferId, deltas: Type.Array(OfferDelta, { minItems: 1 }) }, strict));
export const OfferChangeFlagRemoved = defineEvent('OfferChangeFlagRemoved', Type.Object({ offerId: OfferId }, strict));

/** A version of the offer document (PDF from the partner's document template) in the blob store. */
export const OfferDocumentRecorded = defineEvent('OfferDocumentRecorded', RecordOfferDocument);

export const offerEvents = [
  OfferRequested,
  OfferPriced,
  OfferReleased,
  OfferAccepted,
  OfferRejected,
  OfferExpired,
  OfferChangeFlagged,
  OfferChangeFlagRemoved,
  OfferDocumentRecorded,
] as const;
export type OfferEvent = EventOf<(typeof offerEvents)[number]>;

export const OfferDraftSaved = defineEvent(
  'OfferDraftSaved',
  Type.Object(
    {
      draftId: Type.String({ format: 'uuid' }),
      salesPartnerId: OfferSalesPartnerId,
      /** the customer whose user saved it, or the customer a partner's user chose (null until chosen) */
      customerId: Type.Union([CustomerId, Type.Null()]),
      savedBy: UserRef,
      step: Type.Integer({ minimum: 0, maximum: 10 }),
      request: OfferRequestDraft,
    },
    strict,
  ),
);
export const OfferDraftDiscarded = defineEvent('OfferDraftDiscarded', Type.Object({ draftId: Type.String({ format: 'uuid' }) }, strict));
export const OfferDraftSubmitted = defineEvent('OfferDraftSubmitted', Type.Object({ draftId: Type.String({ format: 'uuid' }), offerId: OfferId }, strict));
export const offerDraftEvents = [OfferDraftSaved, OfferDraftDiscarded, OfferDraftSubmitted] as const;
export type OfferDraftEvent = EventOf<(typeof offerDraftEvents)[number]>;

/** Ledgers (see above). `settled`: the offer left the pending states (accepted, rejected, expired). */
export const CustomerOfferOpened = defineEvent('CustomerOfferOpened', Type.Object({ customerId: CustomerId, salesPartnerId: OfferSalesPartnerId, offerId: OfferId }, strict));
export const CustomerOfferSettled = defineEvent('CustomerOfferSettled', Type.Object({ customerId: CustomerId, offerId: OfferId }, strict));
/** The customer was deleted or erased: no offer may be opened for it any more. */
export const CustomerOffersClosed = defineEvent('CustomerOffersClosed', Type.Object({ customerId: CustomerId }, strict));
export const SalesPartnerOfferOpened = defineEvent('SalesPartnerOfferOpened', Type.Object({ salesPartnerId: OfferSalesPartnerId, customerId: CustomerId, offerId: OfferId }, strict));
export const SalesPartnerOffersClosed = defineEvent('SalesPartnerOffersClosed', Type.Object({ salesPartnerId: OfferSalesPartnerId }, strict));
export const offerLedgerEvents = [CustomerOfferOpened, CustomerOfferSettled, CustomerOffersClosed, SalesPartnerOfferOpened, SalesPartnerOffersClosed] as const;
export type OfferLedgerEvent = EventOf<(typeof offerLedgerEvents)[number]>;
/** The events of a customer's ledger (`customerOffers-<customerId>`). */
export type CustomerLedgerEvent = Extract<OfferLedgerEvent, { type: `Customer${string}` }>;
/** The events of a partner's ledger (`salesPartnerOffers-<salesPartnerId>`). */
export type SalesPartnerLedgerEvent = Extract<OfferLedgerEvent, { type: `SalesPartner${string}` }>;

export const MarginsServiceFeesSet = defineEvent('MarginsServiceFeesSet', Type.Object({ salesPartnerId: OfferSalesPartnerId, fees: Type.Array(ProductFees, { minItems: 3, maxItems: 3 }) }, strict));
export type MarginsServiceFeesEvent = EventOf<typeof MarginsServiceFeesSet>;

export const offerNumberEvents = [OfferNumberAssigned] as const;
export type OfferNumberEvent = EventOf<typeof OfferNumberAssigned>;

/** Every event of this folder, for the catalog. */
export const allOfferEvents = [...offerEvents, ...offerDraftEvents, ...offerLedgerEvents, MarginsServiceFeesSet, OfferNumberAssigned] as const;
