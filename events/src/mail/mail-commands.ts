import Type from 'typebox';
import { discriminatedUnion } from '../core/schema.ts';

/** The internal mail commands and the templates they name: pure schemas (`@portal/events/commands`). */

export const mailLanguages = ['de', 'en', 'fr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];
export const mailTemplates = ['activation', 'passwordReset', 'emailVerification', 'recoveryCode', 'testMail'] as const;
export type MailTemplate = (typeof mailTemplates)[number];

const MailId = Type.String({ format: 'uuid' });
const Language = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);
const Name = Type.String({ minLength: 1, maxLength: 255 });
const Link = Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://' });
const Code = Type.String({ minLength: 1, maxLength: 64 });

/** The parameters each template needs; the queue refuses a mail whose template would show a gap. */
export const mailTemplateParams = {
  activation: Type.Object({ name: Name, link: Link, code: Code }, { additionalProperties: false }),
  passwordReset: Type.Object({ name: Name, link: Link }, { additionalProperties: false }),
  emailVerification: Type.Object({ name: Name, code: Code, validMinutes: Type.Integer({ minimum: 1, maximum: 1440 }) }, { additionalProperties: false }),
  /** A manager reset the user's second factor: a new recovery code for /reset-2fa. */
  recoveryCode: Type.Object({ name: Name, code: Code, link: Link }, { additionalProperties: false }),
  testMail: Type.Object({ salesPartnerName: Name }, { additionalProperties: false }),
} as const;
export type MailParams = { [T in MailTemplate]: Type.Static<(typeof mailTemplateParams)[T]> };

/**
 * A mail to send. `to` is personal data: crypto-shredding (issue 4, point 12) will store it
 * encrypted with the person's key; until then it is plain text in the log.
 */
export type QueueMail = {
  [T in MailTemplate]: { mailId: string; userId?: string; to: string; language: MailLanguage; template: T; params: MailParams[T] };
}[MailTemplate];

const queueVariant = (template: MailTemplate) =>
  Type.Object(
    {
      mailId: MailId,
      userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      to: Type.String({ format: 'email', maxLength: 254 }),
      language: Language,
      template: Type.Literal(template),
      params: mailTemplateParams[template],
    },
    { additionalProperties: false },
  );

/**
 * Internal command: queue a mail. The identity features send it with a fresh mailId.
 *
 * @example
 * await runSystemCommand(deps, 'QueueMail', { mailId, userId, to, language: 'de', template: 'passwordReset', params: { name, link } }, commandId);
 */
export const QueueMail = discriminatedUnion<QueueMail>('template', mailTemplates.map(queueVariant));

export const RecordMailSent = Type.Object(
  { mailId: MailId, messageId: Type.String({ minLength: 1, maxLength: 998 }), transport: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type RecordMailSent = Type.Static<typeof RecordMailSent>;

export const RecordMailFailed = Type.Object({ mailId: MailId, reason: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type RecordMailFailed = Type.Static<typeof RecordMailFailed>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const mailCommandSchemas = { QueueMail, RecordMailSent, RecordMailFailed } as const;
