import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { discriminatedUnion } from '../core/schema.ts';

/** One stream per mail: queued, then sent or failed (with retries). */
export const mailStream = (mailId: string): string => `mail-${mailId}`;

/**
 * How many mails a user had queued on one day (Europe/Zurich). A stream per user and day, so
 * the daily limit is checked with the expected revision of one small stream: two requests
 * racing for the last mail of the day cannot both get it.
 */
export const mailQuotaStream = (userId: string, day: string): string => `mailQuota-${userId}-${day}`;

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

// Events keep params loose (the command checked them against the template); a template that
// gains a parameter later still reads old mails.
export const MailQueued = defineEvent(
  'MailQueued',
  Type.Object({
    mailId: MailId,
    userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    to: Type.String({ minLength: 3, maxLength: 254 }),
    language: Language,
    template: Type.Union([Type.Literal('activation'), Type.Literal('passwordReset'), Type.Literal('emailVerification'), Type.Literal('recoveryCode'), Type.Literal('testMail')]),
    params: Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 2000 }), Type.Number()])),
    /** Parameters kept out of the log (links and codes that open an account); the sender reads them from `mail_secrets`. */
    withheld: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10 })),
  }),
);
export const MailSent = defineEvent('MailSent', Type.Object({ mailId: MailId, messageId: Type.String({ minLength: 1 }), transport: Type.String({ minLength: 1 }) }));
/** `final` is true on the attempt after which the sender gives up. */
export const MailFailed = defineEvent(
  'MailFailed',
  Type.Object({ mailId: MailId, attempt: Type.Integer({ minimum: 1 }), reason: Type.String({ minLength: 1, maxLength: 1000 }), final: Type.Boolean() }),
);
export const MailQuotaUsed = defineEvent(
  'MailQuotaUsed',
  Type.Object({ userId: Type.String({ minLength: 1 }), day: Type.String({ format: 'date' }), mailId: MailId }),
);

export const mailEvents = [MailQueued, MailSent, MailFailed, MailQuotaUsed] as const;
export type MailEvent = EventOf<(typeof mailEvents)[number]>;
