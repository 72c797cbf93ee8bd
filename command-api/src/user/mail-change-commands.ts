import { DomainError, fold, userMailStream, userStream, validationError, type ConfirmMailChange, type RequestMailChange } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { ownAccountRoles } from './own-account.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { mailIdFor, queueMailIn } from '../mail/queue-mail.ts';
import { secretsOf } from './password-commands.ts';
import { forbidden, userStateOf } from './user-access.ts';
import { alreadyRegistered, userMailDecider } from './user-mail.ts';
import { userDecider, type UserState } from './user.ts';


async function ownUser(deps: HandlerDeps, context: CommandContext): Promise<Exclude<UserState, { status: 'none' }>> {
  const state = await userStateOf(deps.eventStore, context.actor.userId);
  if (state.status === 'none') throw forbidden('only a user changes their own mail');
  return state;
}

async function assertMailFree(deps: HandlerDeps, mail: string, userId: string, field: string): Promise<void> {
  const holder = fold(userMailDecider, await deps.eventStore.readStream(userMailStream(mail)));
  if (holder.status === 'reserved' && holder.holder !== userId) throw alreadyRegistered(mail, field);
}

/** Sends a 6-digit code, valid 15 minutes, to the new address; the address changes only with the code. */
async function requestMailChange(deps: HandlerDeps, input: RequestMailChange, context: CommandContext): Promise<CommandResult> {
  const newMail = input.newMail.trim();
  const state = await ownUser(deps, context);
  if (newMail.toLowerCase() === state.user.mail.toLowerCase()) throw validationError('data.newMail', 'this is the current mail address');
  await assertMailFree(deps, newMail, state.user.userId, 'data.newMail');
  const secrets = secretsOf(deps);
  const ctx = { ...context, tenant: state.user.salesPartnerId ?? 'platform' };
  const streamId = userStream(state.user.userId);
  return runUnit(deps, ctx, { streamId }, async (unit) => {
    // Issued before the append: should the command not land, the code is an unused leftover that expires.
    const { code, expiresAt } = await secrets.issueMailCode(state.user.userId, context.now);
    await unit.decide(userDecider, streamId, { type: 'RequestMailChange', mail: newMail, expiresAt: expiresAt.toISOString() });
    await queueMailIn(unit, {
      mailId: mailIdFor(context.commandId, 'emailVerification'),
      userId: state.user.userId,
      to: newMail,
      language: state.user.language,
      template: 'emailVerification',
      params: { name: `${state.user.prename} ${state.user.name}`, code, validMinutes: 15 },
    });
  });
}

/**
 * The code from the mail: reserves the new address (someone may have taken it meanwhile),
 * changes the user's mail and frees the old address, in one unit.
 */
async function confirmMailChange(deps: HandlerDeps, { code }: ConfirmMailChange, context: CommandContext): Promise<CommandResult> {
  const state = await ownUser(deps, context);
  if (state.pendingMail === null) throw new DomainError('VERIFICATION_EXPIRED', 410, 'no mail change is pending', { field: 'data.code' });
  const secrets = secretsOf(deps);
  await secrets.useMailCode(state.user.userId, code, context.clientAddress ?? 'unknown', context.now);
  const { userId } = state.user;
  const newMail = state.pendingMail.mail;
  const previous = state.user.mail;
  const ctx = { ...context, tenant: state.user.salesPartnerId ?? 'platform' };
  return runUnit(deps, ctx, { streamId: userStream(userId) }, async (unit) => {
    await unit.decide(userMailDecider, userMailStream(newMail), { type: 'ReserveUserMail', data: { mail: newMail.toLowerCase(), userId }, field: 'data.code' });
    await unit.decide(userDecider, userStream(userId), { type: 'ChangeUserMail', mail: newMail });
    await unit.decide(userMailDecider, userMailStream(previous), { type: 'ReleaseUserMail', data: { mail: previous.toLowerCase(), userId } });
  });
}

export const mailChangeCommands: readonly CommandDefinition[] = [
  defineCommand('RequestMailChange', { summary: 'Mails a 6-digit code (15 minutes) to the new address; ALREADY_REGISTERED when another user has it.', roles: ownAccountRoles, run: requestMailChange }),
  defineCommand('ConfirmMailChange', { summary: 'Changes the own mail with the code; VERIFICATION_WRONG, VERIFICATION_EXPIRED.', roles: ownAccountRoles, run: confirmMailChange }),
];
