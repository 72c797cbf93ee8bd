import Type from 'typebox';
import { LocalDate } from '../metering-point/metering-point-fields.ts';
import {
  DeliveryYear,
  OfferDelta,
  OfferDirection,
  OfferEcology,
  OfferId,
  OfferMeteringPoint,
  OfferStatus,
  Product,
  ProductFees,
  YearPrices,
  YearVolume,
} from '../offer/offer-fields.ts';
import { OfferRequestDraft } from '../offer/offer-commands.ts';
import { CustomerId } from '../customer/customer-fields.ts';
import { Currency } from '../sales-partner/sales-partner-fields.ts';
import { EnergyKwh, PricePerMwh } from '../units/unit-schemas.ts';
import { Nullable } from './envelope.ts';
import { SearchText } from './search-text.ts';

/**
 * The offers read side (issue 12), written by the `offers` view from the offer streams.
 *
 * Columns excluded by role (spec section 6 "Table mappings can exclude columns by role"): a
 * customer never sees `margin`, `priceWithoutMargin` or the partner's fees; the query API
 * answers those fields as null for customers (`forCustomer` in the route), so one row schema
 * serves the three tables.
 */

/** One line of the offer tables; prices are of the first delivery year, per MWh in the offer's currency. */
export const OfferRow = Type.Object({
  offerId: OfferId,
  customerId: Type.String(),
  /** firm name or "name prename"; null once the customer is erased */
  customername: Nullable(Type.String()),
  salesPartnerId: Type.String(),
  salesPartnerName: Nullable(Type.String()),
  product: Product,
  status: OfferStatus,
  marketArea: Type.String(),
  currency: Currency,
  direction: OfferDirection,
  offerDate: LocalDate,
  offerHour: Type.Integer(),
  offerMinute: Type.Integer(),
  offerDateTime: Type.String({ format: 'date-time' }),
  offerValidityPeriod: Type.Integer(),
  /** set at release: releasedAt + validity period */
  offerExpireDateTime: Nullable(Type.String({ format: 'date-time' })),
  deliveryYears: Type.Array(DeliveryYear),
  deliveryFrom: LocalDate,
  deliveryTo: LocalDate,
  /** the accepted flag per year: the years the customer accepted */
  acceptedYears: Type.Array(DeliveryYear),
  /** kWh over all years and directions (volume_kwh) */
  volumeKwh: EnergyKwh,
  meteringPointCount: Type.Integer(),
  /** price with margin of the first year, per MWh (null until priced) */
  priceCons: Nullable(PricePerMwh),
  priceProd: Nullable(PricePerMwh),
  /** null for customers */
  priceConsWithoutMargin: Nullable(PricePerMwh),
  priceProdWithoutMargin: Nullable(PricePerMwh),
  margin: Nullable(PricePerMwh),
  changeFlag: Type.Boolean(),
  createdBy: Type.String({ description: 'userId' }),
  updatedAt: Type.String(),
});
export type OfferRow = Type.Static<typeof OfferRow>;

/** The offer detail (`/offers/{offerId}` and its tabs). `prices[*].*.inputs`, `fees` and margins are null or left out for customers. */
export const OfferDetail = Type.Object({
  row: OfferRow,
  meteringPoints: Type.Array(OfferMeteringPoint),
  histRangeStart: LocalDate,
  histRangeEnd: LocalDate,
  actualYearSupplyStart: Nullable(LocalDate),
  cancellationFrom: Nullable(LocalDate),
  cancellationTo: Nullable(LocalDate),
  ecology: OfferEcology,
  note: Nullable(Type.String()),
  /** from the points' yearly quantities at request */
  volumes: Type.Array(YearVolume),
  /** the accepted long-term forecast per year and direction, from release on */
  forecastVolumes: Type.Array(YearVolume),
  /** per delivery year; for customers the inputs hold only what the customer pays (see route) */
  prices: Type.Array(YearPrices),
  /** the partner's fees for the product at pricing time; null for customers and before pricing */
  fees: Nullable(ProductFees),
  deltas: Type.Array(OfferDelta),
  releasedAt: Nullable(Type.String({ format: 'date-time' })),
  documents: Type.Array(
    Type.Object({ version: Type.Integer(), language: Type.String(), name: Type.String(), file: Type.String(), createdAt: Type.String() }),
  ),
});
export type OfferDetail = Type.Static<typeof OfferDetail>;

/** The search filters of spec section 3; admin adds salesPartnerId and changeflag, the partner customerId. `search` is full text from 3 characters. */
export const OfferSearch = Type.Object(
  {
    offerid: Type.Optional(OfferId),
    statusId: Type.Optional(Type.Array(OfferStatus, { maxItems: 6, uniqueItems: true })),
    offerDateFrom: Type.Optional(LocalDate),
    offerDateTo: Type.Optional(LocalDate),
    productId: Type.Optional(Product),
    currencyId: Type.Optional(Currency),
    deliveryYear: Type.Optional(DeliveryYear),
    salesPartnerId: Type.Optional(Type.String({ format: 'uuid' })),
    changeflag: Type.Optional(Type.Boolean()),
    customerId: Type.Optional(CustomerId),
    search: Type.Optional(SearchText),
  },
  { additionalProperties: false },
);
export type OfferSearch = Type.Static<typeof OfferSearch>;

/**
 * The body of the three offer table calls (spec section 7): `POST /apiadmin/getOfferTableKeyset`,
 * `POST /api/getOfferTableSPKeyset`, `POST /api/getOfferTableCUKeyset`. `nextStep` reads the page
 * after `lastKey`, `previousStep` the one before `firstKey`; neither reads the first page.
 * `direction` sorts by offer date and time (desc: newest first).
 */
export const OfferTableRequest = Type.Object(
  {
    rowsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    firstKey: Nullable(Type.String({ maxLength: 500 })),
    lastKey: Nullable(Type.String({ maxLength: 500 })),
    previousStep: Type.Boolean(),
    nextStep: Type.Boolean(),
    language: Type.String({ minLength: 2, maxLength: 2 }),
    direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
    searchObj: OfferSearch,
  },
  { additionalProperties: false },
);
export type OfferTableRequest = Type.Static<typeof OfferTableRequest>;

/** The answer: `{ data: OfferTablePage }`, the rows in `data.data` (spec section 7). */
export const OfferTablePage = Type.Object({
  data: Type.Array(OfferRow),
  firstKey: Nullable(Type.String()),
  lastKey: Nullable(Type.String()),
  hasNext: Type.Boolean(),
  hasPrevious: Type.Boolean(),
});
export type OfferTablePage = Type.Static<typeof OfferTablePage>;

/** A saved, unfinished request (`GET /api/offer-drafts`, `GET /api/offer-drafts/{draftId}`). */
export const OfferDraftRow = Type.Object({
  draftId: Type.String(),
  salesPartnerId: Type.String(),
  customerId: Nullable(Type.String()),
  customername: Nullable(Type.String()),
  savedBy: Type.String(),
  step: Type.Integer(),
  request: OfferRequestDraft,
  updatedAt: Type.String(),
});
export type OfferDraftRow = Type.Static<typeof OfferDraftRow>;

/** `GET /api/margins-service-fees[/{salesPartnerId}]`: the partner's rows, defaults until set. */
export const MarginsServiceFeesAnswer = Type.Object({ salesPartnerId: Type.String(), fees: Type.Array(ProductFees), updatedAt: Nullable(Type.String()) });
export type MarginsServiceFeesAnswer = Type.Static<typeof MarginsServiceFeesAnswer>;
