import Type from 'typebox';
import { CustomerId } from '../customer/customer-fields.ts';
import { CountryCode, ZipCode } from '../sales-partner/sales-partner-fields.ts';
import { YearlyConsumption } from '../validation/number-fields.ts';
import { Place, Street, StreetNr } from '../validation/text-fields.ts';

/**
 * Field schemas of a metering point (spec section 3). Browser-safe (TypeBox only): the UI's
 * forms and CSV preview use them as the API does. The rules that need the platform
 * configuration or stored data are in `validation/metering-point-rules.ts` and the decider.
 */

const strict = { additionalProperties: false } as const;

/**
 * The code as the market knows it: a German MaLo-ID (11 digits), a German MeLo or Swiss
 * metering point (33 characters), or another code a country rule allows. Upper case, no
 * spaces; the country rules of the platform configuration decide what is valid.
 */
export const MeteringCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[0-9A-Z]+$', description: 'metering point code, upper case letters and digits' });
export type MeteringCode = Type.Static<typeof MeteringCode>;

/** CONS: the point consumes (spec METERINGPOINTTYPE 1), PROD: it feeds in. */
export const MeteringDirection = Type.Union([Type.Literal('CONS'), Type.Literal('PROD')], { description: 'CONS consumption, PROD production' });
export type MeteringDirection = Type.Static<typeof MeteringDirection>;

/** Which directions a customer has declared (an offer's delivery direction): points of an undeclared one are refused. */
export const DeclaredDirections = Type.Union([Type.Literal('CONS'), Type.Literal('PROD'), Type.Literal('BOTH')]);
export type DeclaredDirections = Type.Static<typeof DeclaredDirections>;

/** Canton (CH) or Land (DE) id; always read together with the country (BE exists in both). */
export const CountryState = Type.String({ minLength: 2, maxLength: 3, pattern: '^[A-Z]{2,3}$', description: 'canton or state of the country' });

export const MeteringAddress = Type.Object(
  { street: Street, streetNr: StreetNr, place: Place, zipCode: ZipCode, country: CountryCode, countryState: CountryState },
  strict,
);
export type MeteringAddress = Type.Static<typeof MeteringAddress>;

/** A local calendar date (the market's zone), both ends of a period included. */
export const LocalDate = Type.String({ format: 'date', description: 'yyyy-mm-dd, a local date' });
export type LocalDate = Type.Static<typeof LocalDate>;

/** Where a point was entered: the form, a CSV import, or an offer request. */
export const MeteringPointSource = Type.Union([Type.Literal('FORM'), Type.Literal('CSV'), Type.Literal('OFFER')]);
export type MeteringPointSource = Type.Static<typeof MeteringPointSource>;

/** One point as a form or a CSV row gives it (the CSV's columns, spec section 3). */
export const MeteringPointInput = Type.Object(
  {
    code: MeteringCode,
    direction: MeteringDirection,
    /** kWh a year: greater than 1 and at most 1e10, decimal string. */
    yearlyQuantityKwh: YearlyConsumption,
    address: MeteringAddress,
    deliveryFrom: Type.Optional(LocalDate),
    deliveryTo: Type.Optional(LocalDate),
  },
  strict,
);
export type MeteringPointInput = Type.Static<typeof MeteringPointInput>;

/** Who a point belongs to; set at registration, never changed. */
export const meteringOwnerFields = { customerId: CustomerId, salesPartnerId: Type.String({ format: 'uuid' }) };

export const MarketAreaId = Type.String({ minLength: 1, maxLength: 40, description: 'market area id of the platform configuration' });

/** A file in the blob store by its sha256 (load profiles, forecasts). */
export const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'sha256 of the file in the blob store' });
