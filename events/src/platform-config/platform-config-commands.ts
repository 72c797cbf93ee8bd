import Type from 'typebox';
import { discriminatedUnion } from '../core/schema.ts';
import { Color, ColorPalette, Contact } from '../sales-partner/sales-partner-fields.ts';
import { Firmname } from '../validation/text-fields.ts';
import { BusinessLimits, ChangeBusinessLimits } from './business-limits.ts';
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

/** Without `businessLimits` the seed records `defaultBusinessLimits`. */
export const SeedPlatformConfig = Type.Object({ lists: PlatformConfigLists, businessLimits: Type.Optional(BusinessLimits) }, { additionalProperties: false });
export type SeedPlatformConfig = Type.Static<typeof SeedPlatformConfig>;

/**
 * The platform operator's own branding and contact: what a host that belongs to no sales
 * partner (the operator's own address, e.g. localhost) shows in the shell, the footer and the
 * imprint. It is part of the platform configuration, so a change is an event with a reason.
 *
 * @example
 * { name: 'Energieportal Plattformbetrieb', color: '#3F56D1', colorPalette: 'cold', contact: { name: 'Support', … } }
 */
export const OperatorProfile = Type.Object(
  { name: Firmname, color: Color, colorPalette: ColorPalette, contact: Contact },
  { additionalProperties: false },
);
export type OperatorProfile = Type.Static<typeof OperatorProfile>;

export const ChangeOperatorProfile = Type.Object(
  { profile: OperatorProfile, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ChangeOperatorProfile = Type.Static<typeof ChangeOperatorProfile>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const platformConfigCommandSchemas = { SeedPlatformConfig, ReplaceConfigList, ChangeDefaultEnergyQuality, ChangeOperatorProfile, ChangeBusinessLimits } as const;
