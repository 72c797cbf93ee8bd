import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { platformConfigDecider } from './platform-config.ts';
import { platformConfigCommands } from './commands.ts';

export const platformConfigArea: CommandArea = {
  name: 'platform-config',
  commands: platformConfigCommands,
  auditFolds: {
    platformConfig: deciderFold(platformConfigDecider),
  },
};
