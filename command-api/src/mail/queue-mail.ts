import { nameUuid, type QueueMail } from '@portal/events';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { mailCommands } from './commands.ts';

/**
 * The mailId for the mail a command sends, derived from the command's id and what the mail is
 * for: a retried command finds its mail already queued instead of sending a second one.
 */
export const mailIdFor = (commandId: string, purpose: string): string => nameUuid(`mail\u0000${commandId}\u0000${purpose}`);

/**
 * Queues a mail from inside another command's `run` (activation, password reset, e-mail
 * verification). The mail gets its own commandId, derived from the caller's: reusing the
 * caller's commandId would make the event store answer with the caller's earlier result.
 * Throws `LIMIT_USER_MAIL_REACHED` (429) over the user's daily limit.
 *
 * @example
 * await queueMailWithin(deps, {
 *   mailId: mailIdFor(context.commandId, 'passwordReset'), userId, to: user.email, language: user.language,
 *   template: 'passwordReset', params: { name: user.firstName, link: `https://${host}/set-new-password/${resetId}` },
 * }, context);
 */
export function queueMailWithin(deps: HandlerDeps, data: QueueMail, context: CommandContext, commands = mailCommands): Promise<CommandResult> {
  const definition = commands.find((c) => c.type === 'QueueMail');
  if (!definition) throw new Error('QueueMail is not among the given commands');
  return definition.run(deps, data, { ...context, commandId: nameUuid(`queue\u0000${context.commandId}\u0000${data.mailId}`), causationId: context.commandId });
}
