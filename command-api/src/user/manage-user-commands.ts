import { ChangeUserDetails, DeactivateUser, membershipStream, ReactivateUser, userStream } from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { causedBy, handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { membershipOf } from './invite-user.ts';
import { membershipDecider } from './membership.ts';
import { actingOf, forbidden, managedUser, manages } from './user-access.ts';
import { userDecider } from './user.ts';

const tenantOf = (salesPartnerId: string | null): string => salesPartnerId ?? 'platform';

/**
 * Details of the user themself or of a user they manage. isCustomerAdmin is a manager's decision
 * (a user cannot make themself the customer's admin); changing it ends the user's sessions, whose
 * principal carried the old value.
 */
async function changeUserDetails(deps: HandlerDeps, input: unknown, context: CommandContext): Promise<CommandResult> {
  const { userId, ...details } = input as ChangeUserDetails;
  const state = await managedUser(deps.eventStore, context.actor, userId, { allowSelf: true });
  const adminChanged = details.isCustomerAdmin !== state.user.isCustomerAdmin;
  if (adminChanged && (context.actor.userId === userId || !manages(await actingOf(deps.eventStore, context.actor), state.user))) {
    throw forbidden('only a manager of the user changes isCustomerAdmin');
  }
  const result = await handleCommand(deps, userDecider, userStream(userId), { type: 'ChangeUserDetails', data: details, config: await loadPlatformConfig(deps) }, { ...context, tenant: tenantOf(state.user.salesPartnerId) });
  if (adminChanged && result.events > 0) await deps.identity?.endSessionsOf([userId], context.now);
  return result;
}

/**
 * Takes the user's place among the enabled members first (AT_LEAST_ONE_USER, decided on the
 * membership stream with its expected revision, so two managers deactivating the last two users
 * at once cannot both succeed), then deactivates the user and ends their sessions.
 */
async function deactivateUser(deps: HandlerDeps, input: unknown, context: CommandContext): Promise<CommandResult> {
  const { userId, actingPassword } = input as DeactivateUser;
  const state = await managedUser(deps.eventStore, context.actor, userId, { allowSelf: false });
  await deps.identity?.assertActingPassword(context, actingPassword);
  const ctx = { ...context, tenant: tenantOf(state.user.salesPartnerId) };
  const member = membershipOf(state.user);
  if (member) await handleCommand(deps, membershipDecider, membershipStream(member.scope, member.scopeId), { type: 'SuspendMember', data: member }, causedBy(ctx));
  const result = await handleCommand(deps, userDecider, userStream(userId), { type: 'DeactivateUser' }, ctx);
  await deps.identity?.endSessionsOf([userId], context.now);
  return result;
}

async function reactivateUser(deps: HandlerDeps, input: unknown, context: CommandContext): Promise<CommandResult> {
  const { userId, actingPassword } = input as ReactivateUser;
  const state = await managedUser(deps.eventStore, context.actor, userId, { allowSelf: false });
  await deps.identity?.assertActingPassword(context, actingPassword);
  const ctx = { ...context, tenant: tenantOf(state.user.salesPartnerId) };
  const member = membershipOf(state.user);
  if (member) await handleCommand(deps, membershipDecider, membershipStream(member.scope, member.scopeId), { type: 'ResumeMember', data: member }, causedBy(ctx));
  return handleCommand(deps, userDecider, userStream(userId), { type: 'ReactivateUser' }, ctx);
}

const users: CommandDefinition['roles'] = ['admin', 'salesPartner', 'customer'];

export const manageUserCommands: CommandDefinition[] = [
  { type: 'ChangeUserDetails', summary: 'Changes name, salutation, language, phone and (managers only) isCustomerAdmin of the user themself or of a managed user.', data: ChangeUserDetails, roles: users, run: changeUserDetails },
  { type: 'DeactivateUser', summary: "Deactivates a managed user and ends their sessions; needs the acting user's password; AT_LEAST_ONE_USER.", data: DeactivateUser, roles: users, run: deactivateUser },
  { type: 'ReactivateUser', summary: "Reactivates a deactivated managed user; needs the acting user's password.", data: ReactivateUser, roles: users, run: reactivateUser },
];
