import { userStream } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand } from '../handler/command-handler.ts';
import { userDecider } from './user.ts';

/**
 * Seeds (demo data, tests) give invited users known credentials in the credentials store and then
 * activate them here, without the mailed code. System only: never reachable over HTTP, so the
 * activation pages stay the one way for a person to activate.
 */
export const seededActivationCommands: readonly CommandDefinition[] = [
  defineCommand('ActivateSeededUser', {
    summary: 'Activates an invited user whose credentials a seed has set (system only).',
    roles: ['system'],
    run: (deps, data, context) => {
      const { userId } = data;
      return handleCommand(deps, userDecider, userStream(userId), { type: 'ActivateUser' }, context);
    },
  }),
];
