import { assertValid, mailQuotaStream, mailStream, nameUuid, QueueMail } from '@portal/events';
import { splitMailParams } from '@portal/platform';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { mailDecider, type MailCommand } from './mail.ts';
import { defaultDailyMailLimit, mailQuotaDay, mailQuotaDecider } from './mail-quota.ts';

/**
 * The mailId for the mail a command sends, derived from the command's id and what the mail is
 * for: a retried command finds its mail already queued instead of sending a second one.
 */
export const mailIdFor = (commandId: string, purpose: string): string => nameUuid(`mail\u0000${commandId}\u0000${purpose}`);

/**
 * Queues a mail in the unit of the command that sends it (activation, password reset, e-mail
 * verification): the user's quota for the day (its own stream, so concurrent requests cannot
 * overrun it) and the mail are appended with the rest of the command, or not at all. A mail
 * already queued under this mailId uses no quota. Throws `LIMIT_USER_MAIL_REACHED` (429) over
 * the user's daily limit.
 *
 * @example
 * await queueMailIn(unit, { mailId: mailIdFor(context.commandId, 'passwordReset'), userId, to, language, template: 'passwordReset', params });
 */
export async function queueMailIn(unit: CommandUnit, input: QueueMail, limit = defaultDailyMailLimit): Promise<void> {
  // Features queue in process, past the HTTP validation: the template's parameters are checked here.
  const data = assertValid<QueueMail>(QueueMail, input, 'data');
  const { deps, context } = unit;
  const streamId = mailStream(data.mailId);
  const state = await unit.state(mailDecider, streamId);
  if (deps.mailSecrets && state.status === 'none') {
    // Before the event: the sender must find them when it sees MailQueued. Should the command
    // not land, they stay unused and expire with the store's other leftovers.
    const { withheld } = splitMailParams(data.template, data.params);
    if (Object.keys(withheld).length > 0) await deps.mailSecrets.put(data.mailId, withheld, context.now);
  }
  if (data.userId !== undefined && state.status === 'none') {
    const day = mailQuotaDay(context.now);
    await unit.decide(mailQuotaDecider, mailQuotaStream(data.userId, day), { type: 'UseMailQuota', data: { userId: data.userId, day, mailId: data.mailId, limit } });
  }
  const command: MailCommand = { type: 'QueueMail', data, withhold: deps.mailSecrets !== undefined };
  await unit.decide(mailDecider, streamId, command);
}

/**
 * Queues a mail as a command of its own, for callers that write nothing else (a test mail, a
 * password reset link). Its commandId is derived from the caller's: reusing the caller's would
 * make the event store answer with the caller's earlier result.
 */
export function queueMailWithin(deps: HandlerDeps, data: QueueMail, context: CommandContext, limit = defaultDailyMailLimit): Promise<CommandResult> {
  const ctx = { ...context, commandId: nameUuid(`queue\u0000${context.commandId}\u0000${data.mailId}`), causationId: context.commandId };
  return runUnit(deps, ctx, { streamId: mailStream(data.mailId) }, (unit) => queueMailIn(unit, data, limit));
}
