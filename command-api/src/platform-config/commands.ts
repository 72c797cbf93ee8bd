import {
  ChangeDefaultEnergyQuality,
  platformConfigStream,
  ReplaceConfigList,
  SeedPlatformConfig,
  type Actor,
} from '@portal/events';
import type { TSchema } from 'typebox';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand } from '../handler/command-handler.ts';
import { platformConfigDecider, type PlatformConfigCommand } from './platform-config.ts';

/** Every platform configuration command runs against the one configuration stream. */
function configCommand(type: PlatformConfigCommand['type'], summary: string, data: TSchema, roles: Actor['role'][]): CommandDefinition {
  return {
    type,
    summary,
    data,
    roles,
    // The route validated `data` against `data`'s schema, so it has the command's shape.
    run: (deps, validated, context) =>
      handleCommand(deps, platformConfigDecider, platformConfigStream, { type, data: validated } as PlatformConfigCommand, context),
  };
}

export const platformConfigCommands: CommandDefinition[] = [
  configCommand('SeedPlatformConfig', 'Seeds the platform configuration on first start (internal).', SeedPlatformConfig, ['system']),
  configCommand('ReplaceConfigList', 'Replaces one configuration list of GET /api/getConfigSelect (operator).', ReplaceConfigList, ['admin']),
  configCommand('ChangeDefaultEnergyQuality', 'Sets the default energy quality to an active certificate (operator).', ChangeDefaultEnergyQuality, ['admin']),
];
