import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { discriminatedUnion } from '../core/schema.ts';
import { configListNames, PlatformConfigLists, replaceableLists, type ConfigListName } from './config-lists.ts';

/** The one stream that holds the platform configuration. */
export const platformConfigStream = 'platformConfig-platform';

const ListName = Type.Unsafe<ConfigListName>(Type.Union(configListNames.map((name) => Type.Literal(name))));

export const PlatformConfigSeeded = defineEvent('PlatformConfigSeeded', Type.Object({ lists: PlatformConfigLists }));

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

export const platformConfigEvents = [PlatformConfigSeeded, ConfigListReplaced, DefaultEnergyQualityChanged] as const;
export type PlatformConfigEvent = EventOf<(typeof platformConfigEvents)[number]>;

export const upcastConfigListReplacedV1 = (data: unknown): unknown => ({
  ...(data as object),
  reason: 'not recorded (schema version 1)',
});

// --- commands: one TypeBox constant each; the `list` discriminator picks the item schema ---

const replaceVariant = (name: ConfigListName) =>
  Type.Object(
    {
      list: Type.Literal(name),
      items: Type.Array(replaceableLists[name], { minItems: 1, maxItems: 500 }),
      reason: Type.String({ minLength: 1, maxLength: 500 }),
    },
    { additionalProperties: false },
  );

export type ReplaceConfigList = { list: ConfigListName; items: unknown[]; reason: string };
export const ReplaceConfigList = discriminatedUnion<ReplaceConfigList>('list', configListNames.map((name) => replaceVariant(name)));

export const ChangeDefaultEnergyQuality = Type.Object(
  { certificateId: Type.String({ minLength: 1, maxLength: 64 }), reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ChangeDefaultEnergyQuality = Type.Static<typeof ChangeDefaultEnergyQuality>;

export const SeedPlatformConfig = Type.Object({ lists: PlatformConfigLists }, { additionalProperties: false });
export type SeedPlatformConfig = Type.Static<typeof SeedPlatformConfig>;
