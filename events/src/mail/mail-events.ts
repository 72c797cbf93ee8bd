import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/** One stream per mail: queued, then sent or failed (with retries). */
export const mailStream = (mailId: string): StreamId<MailEvent> => streamId(`mail-${mailId}`);

/**
 * How many mails a user had queued on one day (Europe/Zurich). A stream per user and day, so
 * the daily limit is checked with the expected revision of one small stream: two requests
 * racing for the last mail of the day cannot both get it.
 */
export const mailQuotaStream = (userId: string, day: string): StreamId<MailEvent> => streamId(`mailQuota-${userId}-${day}`);

const MailId = Type.String({ format: 'uuid' });
const Language = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);

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
