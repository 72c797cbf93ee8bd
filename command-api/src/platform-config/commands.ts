import { platformConfigStream } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand } from '../handler/command-handler.ts';
import { platformConfigDecider } from './platform-config.ts';

/** Every platform configuration command runs against the one configuration stream. */
export const platformConfigCommands: readonly CommandDefinition[] = [
  defineCommand('SeedPlatformConfig', {
    summary: 'Seeds the platform configuration on first start (internal).',
    roles: ['system'],
    run: (deps, data, context) => handleCommand(deps, platformConfigDecider, platformConfigStream, { type: 'SeedPlatformConfig', data }, context),
  }),
  defineCommand('ReplaceConfigList', {
    summary: 'Replaces one configuration list of GET /api/getConfigSelect (operator).',
    roles: ['admin'],
    run: (deps, data, context) => handleCommand(deps, platformConfigDecider, platformConfigStream, { type: 'ReplaceConfigList', data }, context),
  }),
  defineCommand('ChangeDefaultEnergyQuality', {
    summary: 'Sets the default energy quality to an active certificate (operator).',
    roles: ['admin'],
    run: (deps, data, context) => handleCommand(deps, platformConfigDecider, platformConfigStream, { type: 'ChangeDefaultEnergyQuality', data }, context),
  }),
  defineCommand('ChangeOperatorProfile', {
    summary: "Sets the operator's own branding and contact, shown on hosts of no sales partner (operator).",
    roles: ['admin', 'system'],
    run: (deps, data, context) => handleCommand(deps, platformConfigDecider, platformConfigStream, { type: 'ChangeOperatorProfile', data }, context),
  }),
  defineCommand('ChangeBusinessLimits', {
    summary: 'Sets the business limits: metering points per offer, rollout years, supply lead days, load profile thresholds (operator).',
    roles: ['admin'],
    run: (deps, data, context) => handleCommand(deps, platformConfigDecider, platformConfigStream, { type: 'ChangeBusinessLimits', data }, context),
  }),
];
