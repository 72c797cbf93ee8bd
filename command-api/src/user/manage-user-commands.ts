import { membershipStream, userStream, type ChangeUserDetails, type DeactivateUser, type ReactivateUser } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { membershipOf } from './invite-user.ts';
import { membershipDecider } from './membership.ts';
import { ownAccountRoles } from './own-account.ts';
import { actingOf, forbidden, managedUser, manages } from './user-access.ts';
import { userDecider } from './user.ts';

const tenantOf = (salesPartnerId: string | null): string => salesPartnerId ?? 'platform';

/**
 * Details of the user themself or of a user they manage. isCustomerAdmin is a manager's decision
 * (a user cannot make themself the customer's admin); changing it ends the user's sessions, whose
 * principal carried the old value.
 */
async function changeUserDetails(deps: HandlerDeps, input: ChangeUserDetails, context: CommandContext): Promise<CommandResult> {
  const { userId, ...details } = input;
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
 * Gives up the user's place among the enabled members (AT_LEAST_ONE_USER, decided on the
 * membership stream with its expected revision, so two managers deactivating the last two users
 * at once cannot both succeed) and deactivates the user, in one unit; their sessions end after
 * the append (effects.ts).
 */
async function setUserActive(deps: HandlerDeps, type: 'DeactivateUser' | 'ReactivateUser', input: DeactivateUser | ReactivateUser, context: CommandContext): Promise<CommandResult> {
  const { userId, actingPassword } = input;
  const state = await managedUser(deps.eventStore, context.actor, userId, { allowSelf: false });
  await deps.identity?.assertActingPassword(context, actingPassword);
  const member = membershipOf(state.user);
  return runUnit(deps, { ...context, tenant: tenantOf(state.user.salesPartnerId) }, { streamId: userStream(userId) }, async (unit) => {
    if (member) await unit.decide(membershipDecider, membershipStream(member.scope, member.scopeId), { type: type === 'DeactivateUser' ? 'SuspendMember' : 'ResumeMember', data: member });
    await unit.decide(userDecider, userStream(userId), { type });
  });
}

const deactivateUser = (deps: HandlerDeps, input: DeactivateUser, context: CommandContext): Promise<CommandResult> => setUserActive(deps, 'DeactivateUser', input, context);
const reactivateUser = (deps: HandlerDeps, input: ReactivateUser, context: CommandContext): Promise<CommandResult> => setUserActive(deps, 'ReactivateUser', input, context);

const users: CommandDefinition['roles'] = ['admin', 'salesPartner', 'customer'];

export const manageUserCommands: readonly CommandDefinition[] = [
  // The auditor manages nobody (user-access.ts): his own details only.
  defineCommand('ChangeUserDetails', { summary: 'Changes name, salutation, language, phone and (managers only) isCustomerAdmin of the user themself or of a managed user.', roles: ownAccountRoles, run: changeUserDetails }),
  defineCommand('DeactivateUser', { summary: "Deactivates a managed user and ends their sessions; needs the acting user's password; AT_LEAST_ONE_USER.", roles: users, run: deactivateUser }),
  defineCommand('ReactivateUser', { summary: "Reactivates a deactivated managed user; needs the acting user's password.", roles: users, run: reactivateUser }),
];
