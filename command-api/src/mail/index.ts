export { createMailCommands, mailCommands, type MailCommandOptions } from './commands.ts';
export { mailDecider, mailMaxAttempts, type MailCommand, type MailState } from './mail.ts';
export { defaultDailyMailLimit, mailQuotaDay, mailQuotaDecider } from './mail-quota.ts';
export { mailIdFor, queueMailWithin } from './queue-mail.ts';
