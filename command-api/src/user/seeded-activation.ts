import { ActivateSeededUser, userStream } from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand } from '../handler/command-handler.ts';
import { userDecider } from './user.ts';

/**
 * Seeds (demo data, tests) give invited users known credentials in the credentials store and then
 * activate them here, without the mailed code. System only: never reachable over HTTP, so the
 * activation pages stay the one way for a person to activate.
 */
export const seededActivationCommands: CommandDefinition[] = [
  {
    type: 'ActivateSeededUser',
    summary: 'Activates an invited user whose credentials a seed has set (system only).',
    data: ActivateSeededUser,
    roles: ['system'],
    run: (deps, data, context) => {
      const { userId } = data as ActivateSeededUser;
      return handleCommand(deps, userDecider, userStream(userId), { type: 'ActivateUser' }, context);
    },
  },
];
