import Type from 'typebox';
import { CustomerId } from '../customer/customer-fields.ts';
import { NewYearlyConsumption, YearlyConsumption } from '../validation/number-fields.ts';
import {
  DeclaredDirections,
  LocalDate,
  MarketAreaId,
  MeteringAddress,
  MeteringCode,
  MeteringDirection,
  MeteringPointInput,
  MeteringPointSource,
} from './metering-point-fields.ts';

/** The commands of metering points: pure schemas, importable by the browser (`@portal/events/commands`). */

const strict = { additionalProperties: false } as const;
const key = { code: MeteringCode, direction: MeteringDirection };

/** The most points one command may carry (a CSV import of 10,000 rows fits); offers have their own, configurable, maximum. */
export const maxPointsPerRegistration = 20_000;

/**
 * One or many points of one customer in one market area, all or nothing: a form sends one, a
 * CSV import all its rows, an offer request its list. `declared` is what the customer said it
 * does (an offer's delivery direction): points of another direction are refused. With
 * `declaredTotals`, the points' yearly sums per direction must lie within 5 % of them.
 */
export const RegisterMeteringPoints = Type.Object(
  {
    customerId: CustomerId,
    marketArea: MarketAreaId,
    declared: DeclaredDirections,
    declaredTotals: Type.Optional(Type.Object({ consKwh: Type.Optional(YearlyConsumption), prodKwh: Type.Optional(YearlyConsumption) }, strict)),
    source: MeteringPointSource,
    points: Type.Array(MeteringPointInput, { minItems: 1, maxItems: maxPointsPerRegistration }),
  },
  strict,
);
export type RegisterMeteringPoints = Type.Static<typeof RegisterMeteringPoints>;

export const ChangeMeteringPointAddress = Type.Object({ ...key, address: MeteringAddress, validFrom: LocalDate }, strict);
export type ChangeMeteringPointAddress = Type.Static<typeof ChangeMeteringPointAddress>;

export const ChangeYearlyQuantity = Type.Object({ ...key, yearlyQuantityKwh: NewYearlyConsumption, validFrom: LocalDate }, strict);
export type ChangeYearlyQuantity = Type.Static<typeof ChangeYearlyQuantity>;

export const ChangeDeliveryPeriod = Type.Object(
  { ...key, deliveryFrom: Type.Union([LocalDate, Type.Null()]), deliveryTo: Type.Union([LocalDate, Type.Null()]) },
  strict,
);
export type ChangeDeliveryPeriod = Type.Static<typeof ChangeDeliveryPeriod>;

/** `to: null` clears the interruption. */
export const SetInterruption = Type.Object({ ...key, from: Type.Union([LocalDate, Type.Null()]), to: Type.Union([LocalDate, Type.Null()]) }, strict);
export type SetInterruption = Type.Static<typeof SetInterruption>;

/** Meter change: the new code must differ from the old (spec section 5). */
export const ReplaceMeter = Type.Object({ ...key, newCode: MeteringCode, validFrom: LocalDate }, strict);
export type ReplaceMeter = Type.Static<typeof ReplaceMeter>;

export const RemoveMeteringPoint = Type.Object({ ...key }, strict);
export type RemoveMeteringPoint = Type.Static<typeof RemoveMeteringPoint>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const meteringPointCommandSchemas = { RegisterMeteringPoints, ChangeMeteringPointAddress, ChangeYearlyQuantity, ChangeDeliveryPeriod, SetInterruption, ReplaceMeter, RemoveMeteringPoint } as const;
