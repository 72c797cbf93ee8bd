import { membershipStream, salesPartnerStream, userMailStream, userStream, type CreatePlatformUser, type InviteUser } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { inviteUser, membershipOf } from './invite-user.ts';
import { mailChangeCommands } from './mail-change-commands.ts';
import { manageUserCommands } from './manage-user-commands.ts';
import { membershipDecider } from './membership.ts';
import { passwordCommands } from './password-commands.ts';
import { seededActivationCommands } from './seeded-activation.ts';
import { actingOf, forbidden, manages } from './user-access.ts';
import { userDecider, type UserCommand } from './user.ts';
import { userMailDecider } from './user-mail.ts';


/**
 * Creates an active admin or partner user as one unit: the mail reservation (its own stream, so
 * two users cannot both take it), the partner membership and the user. Seeds send it on every
 * start, which also adds the membership of partner users created before memberships existed.
 */
async function createPlatformUser(deps: HandlerDeps, data: CreatePlatformUser, context: CommandContext): Promise<CommandResult> {
  const tenant = data.salesPartnerId ?? 'platform';
  const streamId = userStream(data.userId);
  const config = await loadPlatformConfig(deps);
  return runUnit(deps, { ...context, tenant }, { streamId }, async (unit) => {
    const partnerExists = data.salesPartnerId !== null && (await unit.events(salesPartnerStream(data.salesPartnerId))).length > 0;
    const command: UserCommand = { type: 'CreatePlatformUser', data, config, partnerExists };
    if (userDecider.decide(command, await unit.state(userDecider, streamId)).length > 0) {
      await unit.decide(userMailDecider, userMailStream(data.mail), { type: 'ReserveUserMail', data: { mail: data.mail.trim().toLowerCase(), userId: data.userId } });
    }
    const member = membershipOf({ ...data, customerId: null });
    if (member) await unit.decide(membershipDecider, membershipStream(member.scope, member.scopeId), { type: 'AddMember', data: member });
    await unit.decide(userDecider, streamId, command);
  });
}

/** The managers rule; authorisation lives here, not in inviteUser, so customer creation and registration call that directly. */
async function inviteUserCommand(deps: HandlerDeps, invite: InviteUser, context: CommandContext): Promise<CommandResult> {
  if (!manages(await actingOf(deps.eventStore, context.actor), invite)) throw forbidden(`${context.actor.role} may not invite this user`);
  return runUnit(deps, { ...context, tenant: invite.salesPartnerId ?? 'platform' }, { streamId: userStream(invite.userId) }, (unit) => inviteUser(unit, invite));
}

export const userCommands: readonly CommandDefinition[] = [
  defineCommand('CreatePlatformUser', {
    summary: 'Creates an active admin (salesPartnerId null) or sales partner user; the mail must be unused across the platform (operator).',
    roles: ['admin'],
    run: createPlatformUser,
  }),
  defineCommand('InviteUser', {
    summary: 'Invites a user, who activates the account with the mailed link and code; ALREADY_REGISTERED, STATE_ERROR at the maximum of users per customer.',
    roles: ['admin', 'salesPartner', 'customer'],
    run: inviteUserCommand,
  }),
  ...manageUserCommands,
  ...passwordCommands,
  ...mailChangeCommands,
  ...seededActivationCommands,
];
