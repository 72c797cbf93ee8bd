import Type from 'typebox';
import { discriminatedUnion } from '../core/schema.ts';
import { configListNames, PlatformConfigLists, replaceableLists, type ConfigListName } from './config-lists.ts';

/**
 * The platform configuration commands, one TypeBox constant each (pure: `@portal/events/commands`);
 * the `list` discriminator picks the item schema.
 */

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
