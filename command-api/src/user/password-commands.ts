import { DomainError, userStream, validationError, type ChangeOwnPassword, type ResetUserTwoFactor, type SetUserPassword } from '@portal/events';
import { asDomainError, passwordRepeatProblem } from '@portal/events/validation';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { ownAccountRoles } from './own-account.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import type { UserSecrets } from '../identity/user-secrets.ts';
import { mailIdFor, queueMailWithin } from '../mail/queue-mail.ts';
import { forbidden, managedUser, userStateOf } from './user-access.ts';
import { userDecider, type UserCommand } from './user.ts';

/** Passwords live in the credentials store: without it (ops CLI) these commands cannot run. */
export function secretsOf(deps: HandlerDeps): UserSecrets {
  const secrets = deps.identity?.secrets;
  if (!secrets) throw new DomainError('ERR_BAD_REQUEST', 403, 'passwords are set through a logged-in session only');
  return secrets;
}

function assertRepeat(password: string, repeat: string): void {
  const problem = passwordRepeatProblem(password, repeat, 'data.passwordRepeat');
  if (problem) throw asDomainError(problem);
}

/** The logged-in user's own password, confirmed with the current one. The session stays open. */
async function changeOwnPassword(deps: HandlerDeps, data: ChangeOwnPassword, context: CommandContext): Promise<CommandResult> {
  const userId = context.actor.userId;
  const state = await userStateOf(deps.eventStore, userId);
  if (state.status === 'none') throw forbidden('only a user changes their own password');
  const command: UserCommand = { type: 'ChangeUserPassword', reason: 'own' };
  userDecider.decide(command, state);
  assertRepeat(data.password, data.passwordRepeat);
  const secrets = secretsOf(deps);
  // A stolen session must not become a way to guess the password: counted as login attempts are.
  const address = context.clientAddress ?? 'unknown';
  await secrets.limiter.assertAttemptAllowed('password', userId, address, context.now);
  if (!(await secrets.credentials.checkPassword(userId, data.currentPassword, context.now))) {
    await secrets.limiter.recordFailure('password', userId, address, context.now);
    throw validationError('data.currentPassword', 'the current password is wrong');
  }
  await secrets.limiter.recordSuccess('password', userId, address, context.now);
  await secrets.credentials.setPassword(userId, data.password, context.now, 'data.password');
  return handleCommand(deps, userDecider, userStream(userId), command, { ...context, tenant: state.user.salesPartnerId ?? 'platform' });
}

/** A manager sets another user's password; the user's sessions end. */
async function setUserPassword(deps: HandlerDeps, data: SetUserPassword, context: CommandContext): Promise<CommandResult> {
  const state = await managedUser(deps.eventStore, context.actor, data.userId, { allowSelf: false });
  const command: UserCommand = { type: 'ChangeUserPassword', reason: 'manager' };
  userDecider.decide(command, state);
  assertRepeat(data.password, data.passwordRepeat);
  const secrets = secretsOf(deps);
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  await secrets.credentials.setPassword(data.userId, data.password, context.now, 'data.password');
  const result = await handleCommand(deps, userDecider, userStream(data.userId), command, { ...context, tenant: state.user.salesPartnerId ?? 'platform' });
  await deps.identity?.endSessionsOf([data.userId], context.now);
  return result;
}

/**
 * A manager resets a user's second factor (authenticator and recovery code both lost): one new
 * recovery code replaces the old ones and goes to the user by mail, with the link to /reset-2fa,
 * where mail, password and that code set up a new authenticator. The old authenticator keeps
 * working until then; sessions stay open.
 */
async function resetUserTwoFactor(deps: HandlerDeps, data: ResetUserTwoFactor, context: CommandContext): Promise<CommandResult> {
  const state = await managedUser(deps.eventStore, context.actor, data.userId, { allowSelf: false });
  const command: UserCommand = { type: 'IssueRecoveryCode' };
  userDecider.decide(command, state);
  const secrets = secretsOf(deps);
  await deps.identity?.assertActingPassword(context, data.actingPassword);
  const ctx = { ...context, tenant: state.user.salesPartnerId ?? 'platform' };
  const code = await secrets.credentials.issueRecoveryCode(data.userId, context.now);
  const result = await handleCommand(deps, userDecider, userStream(data.userId), command, ctx);
  const { user } = state;
  await queueMailWithin(
    deps,
    {
      mailId: mailIdFor(context.commandId, 'recoveryCode'),
      userId: user.userId,
      to: user.mail,
      language: user.language,
      template: 'recoveryCode',
      params: { name: `${user.prename} ${user.name}`, code, link: `${context.origin ?? 'http://localhost'}/reset-2fa` },
    },
    ctx,
  );
  return result;
}

export const passwordCommands: readonly CommandDefinition[] = [
  defineCommand('ChangeOwnPassword', { summary: 'Changes the own password; a wrong current password is VALIDATION_ERROR at data.currentPassword.', roles: ownAccountRoles, run: changeOwnPassword }),
  defineCommand('SetUserPassword', { summary: "Sets a managed user's password and ends their sessions; needs the acting user's password.", roles: ['admin', 'salesPartner', 'customer'], run: setUserPassword }),
  defineCommand('ResetUserTwoFactor', {
    summary: "Mails a managed user a new recovery code to set up a new authenticator at /reset-2fa; needs the acting user's password.",
    roles: ['admin', 'salesPartner', 'customer'],
    run: resetUserTwoFactor,
  }),
];
