import { randomUUID } from 'node:crypto';
import {
  CreatePlatformUser,
  fold,
  salesPartnerStream,
  userMailStream,
  userStream,
  type UserEvent,
  type UserMailEvent,
} from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { userDecider, type UserCommand } from './user.ts';
import { userMailDecider, type UserMailCommand } from './user-mail.ts';


/**
 * Reserves the mail first (its own stream, so two users cannot both take it), then writes the
 * user. A mail reserved for a user whose write then failed stays with that user id: sending the
 * same command again completes it, and no other user can take the address meanwhile.
 */
async function createPlatformUser(deps: HandlerDeps, validated: unknown, context: CommandContext): Promise<CommandResult> {
  const data = validated as CreatePlatformUser;
  const ctx: CommandContext = { ...context, tenant: data.salesPartnerId ?? 'platform' };
  const partnerExists = data.salesPartnerId !== null && (await deps.eventStore.readStream(salesPartnerStream(data.salesPartnerId), { maxCount: 1 })).length > 0;
  const command: UserCommand = { type: 'CreatePlatformUser', data, config: await loadPlatformConfig(deps), partnerExists };
  const streamId = userStream(data.userId);
  if (await deps.eventStore.lookupCommand(context.commandId)) return handleCommand(deps, userDecider, streamId, command, ctx);
  const state = fold(userDecider, (await deps.eventStore.readStream(streamId)) as unknown as UserEvent[]);
  if (userDecider.decide(command, state).length === 0) return handleCommand(deps, userDecider, streamId, command, ctx);

  const reserve: UserMailCommand = { type: 'ReserveUserMail', data: { mail: data.mail.trim().toLowerCase(), userId: data.userId } };
  const mailStream = userMailStream(data.mail);
  // Refuse before writing anything when the address is taken.
  userMailDecider.decide(reserve, fold(userMailDecider, (await deps.eventStore.readStream(mailStream)) as unknown as UserMailEvent[]));
  await handleCommand(deps, userMailDecider, mailStream, reserve, { ...ctx, commandId: randomUUID(), causationId: context.commandId });
  return handleCommand(deps, userDecider, streamId, command, ctx);
}

export const userCommands: CommandDefinition[] = [
  {
    type: 'CreatePlatformUser',
    summary: 'Creates an active admin (salesPartnerId null) or sales partner user; the mail must be unused across the platform (operator).',
    data: CreatePlatformUser,
    roles: ['admin'],
    run: createPlatformUser,
  },
];
