import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { configListNames, PlatformConfigLists, type ConfigListName } from './config-lists.ts';
import { BusinessLimits, ChangeBusinessLimits } from './business-limits.ts';
import { ChangeOperatorProfile } from './platform-config-commands.ts';
import { streamId } from '../core/stream-id.ts';

/** The one stream that holds the platform configuration. */
export const platformConfigStream = streamId<PlatformConfigEvent>('platformConfig-platform');

const ListName = Type.Unsafe<ConfigListName>(Type.Union(configListNames.map((name) => Type.Literal(name))));

/**
 * `businessLimits` came later: a seed recorded without them reads with `defaultBusinessLimits`
 * (ADR 0020), so the field stays optional rather than forcing an upcaster on old streams.
 */
export const PlatformConfigSeeded = defineEvent('PlatformConfigSeeded', Type.Object({ lists: PlatformConfigLists, businessLimits: Type.Optional(BusinessLimits) }));

/**
 * Version 2 added `reason`: an operator must say why a list changed, for the audit trail.
 * Version 1 events read as version 2 with the reason "not recorded".
 */
export const ConfigListReplaced = defineEvent(
  'ConfigListReplaced',
  Type.Object({ list: ListName, items: Type.Array(Type.Unknown()), reason: Type.String({ minLength: 1, maxLength: 500 }) }),
  2,
);

export const DefaultEnergyQualityChanged = defineEvent(
  'DefaultEnergyQualityChanged',
  Type.Object({ certificateId: Type.String({ minLength: 1, maxLength: 64 }), reason: Type.String({ minLength: 1, maxLength: 500 }) }),
);

/** The operator's branding and contact for hosts of no partner, replaced whole. */
export const OperatorProfileChanged = defineEvent('OperatorProfileChanged', ChangeOperatorProfile);

/** The admin's business limits (spec section 9, "Not shown values"), replaced whole with a reason. */
export const BusinessLimitsChanged = defineEvent('BusinessLimitsChanged', ChangeBusinessLimits);

export const platformConfigEvents = [PlatformConfigSeeded, ConfigListReplaced, DefaultEnergyQualityChanged, OperatorProfileChanged, BusinessLimitsChanged] as const;
export type PlatformConfigEvent = EventOf<(typeof platformConfigEvents)[number]>;

export const upcastConfigListReplacedV1 = (data: unknown): unknown => ({
  ...(data as object),
  reason: 'not recorded (schema version 1)',
});
