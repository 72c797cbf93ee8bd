import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { mailDecider } from './mail.ts';
import { mailQuotaDecider } from './mail-quota.ts';
import { mailCommands } from './commands.ts';
export { createMailCommands, mailCommands, type MailCommandOptions } from './commands.ts';
export { mailDecider, mailMaxAttempts, type MailCommand, type MailState } from './mail.ts';
export { defaultDailyMailLimit, mailQuotaDay, mailQuotaDecider } from './mail-quota.ts';
export { mailIdFor, queueMailWithin } from './queue-mail.ts';

export const mailArea: CommandArea = {
  name: 'mail',
  errorCodes: errorCodeAreas.mail,
  commands: mailCommands,
  auditFolds: {
    mail: deciderFold(mailDecider),
    mailQuota: deciderFold(mailQuotaDecider),
  },
};
