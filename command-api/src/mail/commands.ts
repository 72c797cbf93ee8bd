import { mailStream } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { mailDecider } from './mail.ts';
import { defaultDailyMailLimit } from './mail-quota.ts';
import { queueMailIn } from './queue-mail.ts';

export interface MailCommandOptions {
  /** Mails one user may have queued per day (Europe/Zurich); default 20. */
  readonly dailyLimit?: number;
}

/** The mail commands; internal only (system role): features and the mail sender run them in process. */
export function createMailCommands(options: MailCommandOptions = {}): CommandDefinition[] {
  const limit = options.dailyLimit ?? defaultDailyMailLimit;
  return [
    defineCommand('QueueMail', {
      summary: 'Queues a templated mail for the mail sender; refused with LIMIT_USER_MAIL_REACHED over the daily limit (internal).',
      roles: ['system'],
      run: (deps, data, context) => runUnit(deps, context, { streamId: mailStream(data.mailId) }, (unit) => queueMailIn(unit, data, limit)),
    }),
    defineCommand('RecordMailSent', {
      summary: 'Records that the transport accepted a mail (internal, mail sender).',
      roles: ['system'],
      run: (deps, data, context) => handleCommand(deps, mailDecider, mailStream(data.mailId), { type: 'RecordMailSent', data }, context),
    }),
    defineCommand('RecordMailFailed', {
      summary: 'Records a failed send; the fifth failure is final (internal, mail sender).',
      roles: ['system'],
      run: (deps, data, context) =>
        handleCommand(deps, mailDecider, mailStream(data.mailId), { type: 'RecordMailFailed', data }, context),
    }),
  ];
}

export const mailCommands: readonly CommandDefinition[] = createMailCommands();
