import {
  CreatePlatformUser,
  fold,
  InviteUser,
  membershipStream,
  salesPartnerStream,
  userMailStream,
  userStream,
  type UserMailEvent,
} from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { causedBy, handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { inviteUser, membershipOf, type InviteUserData } from './invite-user.ts';
import { mailChangeCommands } from './mail-change-commands.ts';
import { manageUserCommands } from './manage-user-commands.ts';
import { membershipDecider } from './membership.ts';
import { passwordCommands } from './password-commands.ts';
import { seededActivationCommands } from './seeded-activation.ts';
import { actingOf, forbidden, manages, userStateOf } from './user-access.ts';
import { userDecider, type UserCommand } from './user.ts';
import { userMailDecider, type UserMailCommand } from './user-mail.ts';


/**
 * Reserves the mail first (its own stream, so two users cannot both take it), then the partner
 * membership, then writes the user. A mail reserved for a user whose write then failed stays with
 * that user id: sending the same command again completes it. Seeds send it on every start, which
 * also adds the membership of partner users created before memberships existed.
 */
async function createPlatformUser(deps: HandlerDeps, validated: unknown, context: CommandContext): Promise<CommandResult> {
  const data = validated as CreatePlatformUser;
  const ctx: CommandContext = { ...context, tenant: data.salesPartnerId ?? 'platform' };
  const partnerExists = data.salesPartnerId !== null && (await deps.eventStore.readStream(salesPartnerStream(data.salesPartnerId), { maxCount: 1 })).length > 0;
  const command: UserCommand = { type: 'CreatePlatformUser', data, config: await loadPlatformConfig(deps), partnerExists };
  const streamId = userStream(data.userId);
  if (await deps.eventStore.lookupCommand(context.commandId)) return handleCommand(deps, userDecider, streamId, command, ctx);
  const decided = userDecider.decide(command, await userStateOf(deps.eventStore, data.userId));
  const member = membershipOf({ ...data, customerId: null });
  if (decided.length > 0) {
    const reserve: UserMailCommand = { type: 'ReserveUserMail', data: { mail: data.mail.trim().toLowerCase(), userId: data.userId } };
    const mailStream = userMailStream(data.mail);
    // Refuse before writing anything when the address is taken.
    userMailDecider.decide(reserve, fold(userMailDecider, (await deps.eventStore.readStream(mailStream)) as unknown as UserMailEvent[]));
    await handleCommand(deps, userMailDecider, mailStream, reserve, causedBy(ctx));
  }
  if (member) await handleCommand(deps, membershipDecider, membershipStream(member.scope, member.scopeId), { type: 'AddMember', data: member }, causedBy(ctx));
  return handleCommand(deps, userDecider, streamId, command, ctx);
}

/** The managers rule; authorisation lives here, not in inviteUser, so customer creation and registration call that directly. */
async function inviteUserCommand(deps: HandlerDeps, data: unknown, context: CommandContext): Promise<CommandResult> {
  const invite = data as InviteUserData;
  if (!manages(await actingOf(deps.eventStore, context.actor), invite)) throw forbidden(`${context.actor.role} may not invite this user`);
  return inviteUser(deps, invite, context);
}

export const userCommands: CommandDefinition[] = [
  {
    type: 'CreatePlatformUser',
    summary: 'Creates an active admin (salesPartnerId null) or sales partner user; the mail must be unused across the platform (operator).',
    data: CreatePlatformUser,
    roles: ['admin'],
    run: createPlatformUser,
  },
  {
    type: 'InviteUser',
    summary: 'Invites a user, who activates the account with the mailed link and code; ALREADY_REGISTERED, STATE_ERROR at the maximum of users per customer.',
    data: InviteUser,
    roles: ['admin', 'salesPartner', 'customer'],
    run: inviteUserCommand,
  },
  ...manageUserCommands,
  ...passwordCommands,
  ...mailChangeCommands,
  ...seededActivationCommands,
];
