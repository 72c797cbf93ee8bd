import { randomUUID } from 'node:crypto';
import { assertValid, fold, mailQuotaStream, mailStream, QueueMail, RecordMailFailed, RecordMailSent, splitMailParams, type MailEvent } from '@portal/events';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { mailDecider, type MailCommand } from './mail.ts';
import { defaultDailyMailLimit, mailQuotaDay, mailQuotaDecider } from './mail-quota.ts';

export interface MailCommandOptions {
  /** Mails one user may have queued per day (Europe/Zurich); default 20. */
  readonly dailyLimit?: number;
}

/**
 * Queues a mail: first the user's quota for the day (its own stream, appended with the expected
 * revision, so concurrent requests cannot overrun it), then the mail. A mail already queued
 * under this mailId uses no quota. Should the mail write fail after the quota was taken, the
 * quota stays used: the limit errs on the side of fewer mails.
 */
async function queueMail(deps: HandlerDeps, data: QueueMail, context: CommandContext, limit: number): Promise<CommandResult> {
  const streamId = mailStream(data.mailId);
  const command: MailCommand = { type: 'QueueMail', data, withhold: deps.mailSecrets !== undefined };
  if (deps.mailSecrets) {
    // Before the event: the sender must find them when it sees MailQueued.
    const { withheld } = splitMailParams(data.template, data.params);
    if (Object.keys(withheld).length > 0) await deps.mailSecrets.put(data.mailId, withheld, context.now);
  }
  if (data.userId !== undefined && !(await deps.eventStore.lookupCommand(context.commandId))) {
    const state = fold(mailDecider, (await deps.eventStore.readStream(streamId)) as unknown as MailEvent[]);
    if (state.status === 'none') {
      const day = mailQuotaDay(context.now);
      // The quota decider dedupes by mailId, so a fresh commandId is safe on a retry.
      await handleCommand(deps, mailQuotaDecider, mailQuotaStream(data.userId, day), { type: 'UseMailQuota', data: { userId: data.userId, day, mailId: data.mailId, limit } }, {
        ...context,
        commandId: randomUUID(),
        causationId: context.commandId,
      });
    }
  }
  return handleCommand(deps, mailDecider, streamId, command, context);
}

/** The mail commands; internal only (system role): features and the mail sender run them in process. */
export function createMailCommands(options: MailCommandOptions = {}): CommandDefinition[] {
  const limit = options.dailyLimit ?? defaultDailyMailLimit;
  return [
    {
      type: 'QueueMail',
      summary: 'Queues a templated mail for the mail sender; refused with LIMIT_USER_MAIL_REACHED over the daily limit (internal).',
      data: QueueMail,
      roles: ['system'],
      // Features queue in process, past the HTTP validation: the template's parameters are checked here.
      run: async (deps, data, context) => queueMail(deps, assertValid<QueueMail>(QueueMail, data, 'data'), context, limit),
    },
    {
      type: 'RecordMailSent',
      summary: 'Records that the transport accepted a mail (internal, mail sender).',
      data: RecordMailSent,
      roles: ['system'],
      run: (deps, data, context) => handleCommand(deps, mailDecider, mailStream((data as RecordMailSent).mailId), { type: 'RecordMailSent', data: data as RecordMailSent }, context),
    },
    {
      type: 'RecordMailFailed',
      summary: 'Records a failed send; the fifth failure is final (internal, mail sender).',
      data: RecordMailFailed,
      roles: ['system'],
      run: (deps, data, context) =>
        handleCommand(deps, mailDecider, mailStream((data as RecordMailFailed).mailId), { type: 'RecordMailFailed', data: data as RecordMailFailed }, context),
    },
  ];
}

export const mailCommands: CommandDefinition[] = createMailCommands();
