import Type from 'typebox';
import { LocalDate, MeteringAddress, MeteringCode, MeteringDirection, MeteringPointSource } from '../metering-point/metering-point-fields.ts';
import { CustomerId } from '../customer/customer-fields.ts';
import { Nullable } from './envelope.ts';
import { SearchText } from './search-text.ts';

/**
 * The metering points read side (issue 11): one row per code and direction, written by the
 * `meteringPoints` view, served by `GET /api/meteringpoints` (a keyset page, per role: the admin
 * all, a sales partner its customers', a customer its own) and `GET /api/meteringpoints/{code}/{direction}`.
 */
export const MeteringPointRow = Type.Object({
  code: MeteringCode,
  direction: MeteringDirection,
  customerId: Type.String(),
  salesPartnerId: Type.String(),
  /** firm name or "name prename", as the customer list shows it; null once the customer is erased */
  customername: Nullable(Type.String()),
  marketArea: Type.String(),
  yearlyQuantityKwh: Type.String({ description: 'decimal string, kWh a year' }),
  address: MeteringAddress,
  deliveryFrom: Nullable(LocalDate),
  deliveryTo: Nullable(LocalDate),
  interruption: Nullable(Type.Object({ from: LocalDate, to: LocalDate })),
  /** after a meter change: the code that measures the site from `validFrom` */
  replacedBy: Nullable(Type.Object({ code: MeteringCode, validFrom: LocalDate })),
  replaces: Nullable(MeteringCode),
  source: MeteringPointSource,
  updatedAt: Type.String(),
});
export type MeteringPointRow = Type.Static<typeof MeteringPointRow>;

/**
 * Filters of `GET /api/meteringpoints` (query string). `search` is full text over code, customer
 * name, street and place and needs at least 3 characters (spec section 5).
 */
export const MeteringPointFilter = Type.Object({
  search: Type.Optional(SearchText),
  customerId: Type.Optional(CustomerId),
  direction: Type.Optional(MeteringDirection),
  country: Type.Optional(Type.Union([Type.Literal('CH'), Type.Literal('DE')])),
  marketArea: Type.Optional(Type.String({ maxLength: 40 })),
});
export type MeteringPointFilter = Type.Static<typeof MeteringPointFilter>;

/**
 * `GET /api/meteringpoints/addresses/{customerId|all}`: each distinct address with the points
 * measured there (spec: /customer-management/address/{customerId?}, customerId may be 'all').
 */
export const MeteringAddressRow = Type.Object({
  customerId: Type.String(),
  customername: Nullable(Type.String()),
  address: MeteringAddress,
  points: Type.Array(Type.Object({ code: MeteringCode, direction: MeteringDirection })),
});
export type MeteringAddressRow = Type.Static<typeof MeteringAddressRow>;

/**
 * `GET /api/meteringpoints/check?code=&country=&state=&marketArea=&direction=` (issue 11 point 2).
 * `kind`: MALO German market location (11 digits, BDEW check digit), MELO German metering
 * location (33 characters), CH Swiss metering point (33 characters), EIC an ENTSO-E code,
 * OTHER anything else a country rule allows.
 */
export const IdentifierCheck = Type.Object({
  valid: Type.Boolean(),
  kind: Type.Union([Type.Literal('MALO'), Type.Literal('MELO'), Type.Literal('CH'), Type.Literal('EIC'), Type.Literal('OTHER')]),
  problems: Type.Array(Type.Object({ code: Type.String(), field: Type.String(), message: Type.String(), key: Type.Optional(Type.String()) })),
});
export type IdentifierCheck = Type.Static<typeof IdentifierCheck>;

/**
 * A refused CSV import (`POST /api/meteringpoints/import`, 400): the first problems with the
 * file's line and column (the header is line 1; column 0 means the whole line), and their count.
 */
export const CsvImportRefusal = Type.Object({
  code: Type.String({ description: 'INVALID_FORMAT, VALIDATION_ERROR or INVALID_FILE' }),
  message: Type.String(),
  problems: Type.Array(Type.Object({ line: Type.Integer(), column: Type.Integer(), columnName: Nullable(Type.String()), message: Type.String() })),
  problemCount: Type.Integer(),
});
export type CsvImportRefusal = Type.Static<typeof CsvImportRefusal>;
