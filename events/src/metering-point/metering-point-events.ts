import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { NewYearlyConsumption, YearlyConsumption } from '../validation/number-fields.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';
import type { LoadProfileEvent } from './load-profile-events.ts';
import {
  LocalDate,
  MarketAreaId,
  MeteringAddress,
  MeteringCode,
  MeteringDirection,
  MeteringPointSource,
  meteringOwnerFields,
} from './metering-point-fields.ts';

/**
 * `meteringPoint-<code>-<direction>`: one metering point in one direction (a site that both
 * consumes and feeds in has two streams under one code). Codes are upper-case letters and
 * digits, so the stream name needs no escaping.
 */
export const meteringPointStream = (code: string, direction: MeteringDirection): StreamId<MeteringPointEvent | LoadProfileEvent> => streamId(`meteringPoint-${code}-${direction}`);

const strict = { additionalProperties: false } as const;
const key = { code: MeteringCode, direction: MeteringDirection };

/** A point is known to the portal, owned by one customer of one sales partner. */
export const MeteringPointRegistered = defineEvent(
  'MeteringPointRegistered',
  Type.Object(
    {
      ...key,
      ...meteringOwnerFields,
      marketArea: MarketAreaId,
      yearlyQuantityKwh: YearlyConsumption,
      address: MeteringAddress,
      deliveryFrom: Type.Union([LocalDate, Type.Null()]),
      deliveryTo: Type.Union([LocalDate, Type.Null()]),
      source: MeteringPointSource,
      /** The code this point replaces after a meter change, else null. */
      replaces: Type.Union([MeteringCode, Type.Null()]),
    },
    strict,
  ),
);

/** The site's address changed (spec: address change); valid from a local date. */
export const MeteringPointAddressChanged = defineEvent('MeteringPointAddressChanged', Type.Object({ ...key, address: MeteringAddress, validFrom: LocalDate }, strict));

/** The annual quantity changed (greater than 0, at most 1e10). */
export const MeteringPointYearlyQuantityChanged = defineEvent(
  'MeteringPointYearlyQuantityChanged',
  Type.Object({ ...key, yearlyQuantityKwh: NewYearlyConsumption, validFrom: LocalDate }, strict),
);

/** Delivery period (delivery contract change); null ends are open. */
export const MeteringPointDeliveryPeriodChanged = defineEvent(
  'MeteringPointDeliveryPeriodChanged',
  Type.Object({ ...key, deliveryFrom: Type.Union([LocalDate, Type.Null()]), deliveryTo: Type.Union([LocalDate, Type.Null()]) }, strict),
);

/** Supply is interrupted from..to (both local dates included). */
export const MeteringPointInterrupted = defineEvent('MeteringPointInterrupted', Type.Object({ ...key, from: LocalDate, to: LocalDate }, strict));

export const MeteringPointInterruptionCleared = defineEvent('MeteringPointInterruptionCleared', Type.Object({ ...key }, strict));

/**
 * Meter change: from `validFrom` the site is measured under `newCode`, whose own stream starts
 * with a MeteringPointRegistered that `replaces` this code. The old stream stays for history.
 */
export const MeteringPointReplaced = defineEvent('MeteringPointReplaced', Type.Object({ ...key, newCode: MeteringCode, validFrom: LocalDate }, strict));

/** Entered by mistake: gone from lists; its code may be registered again. */
export const MeteringPointRemoved = defineEvent('MeteringPointRemoved', Type.Object({ ...key, ...meteringOwnerFields }, strict));

export const meteringPointEvents = [
  MeteringPointRegistered,
  MeteringPointAddressChanged,
  MeteringPointYearlyQuantityChanged,
  MeteringPointDeliveryPeriodChanged,
  MeteringPointInterrupted,
  MeteringPointInterruptionCleared,
  MeteringPointReplaced,
  MeteringPointRemoved,
] as const;
export type MeteringPointEvent = EventOf<(typeof meteringPointEvents)[number]>;
