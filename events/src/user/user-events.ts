import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { Mail, Name, PhonePrefix, Phone, Prename } from '../validation/text-fields.ts';

/** `user-<id>`: one portal user. Secrets live in the credentials store, never here. */
export const userStream = (userId: string): string => `user-${userId}`;

/**
 * `userMail-<lower-case mail>`: a mail address belongs to at most one user across the platform;
 * written with the expected revision, so two users cannot both take it (as host names, ADR 6).
 */
export const userMailStream = (mail: string): string => `userMail-${mail.trim().toLowerCase()}`;

const strict = { additionalProperties: false } as const;
const UserId = Type.String({ format: 'uuid' });

export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('salesPartner')]);
export const UserSex = Type.Union([Type.Literal('MR'), Type.Literal('MS'), Type.Literal('DIV')]);
export const UserLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);

export const platformUserFields = {
  userId: UserId,
  salesPartnerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'null: an admin of the platform' }),
  role: UserRole,
  mail: Mail,
  name: Name,
  prename: Prename,
  sex: UserSex,
  language: UserLanguage,
  phoneprefix: PhonePrefix,
  phone: Phone,
};

export const PlatformUserCreated = defineEvent('PlatformUserCreated', Type.Object(platformUserFields, strict));

const MailReservation = Type.Object({ mail: Mail, userId: UserId }, strict);
export const UserMailReserved = defineEvent('UserMailReserved', MailReservation);

export const userEvents = [PlatformUserCreated, UserMailReserved] as const;
export type UserEvent = EventOf<typeof PlatformUserCreated>;
export type UserMailEvent = EventOf<typeof UserMailReserved>;

// --- commands ---

/** Operator command: an admin (salesPartnerId null) or a sales partner's user, active at once. */
export const CreatePlatformUser = Type.Object(platformUserFields, strict);
export type CreatePlatformUser = Type.Static<typeof CreatePlatformUser>;
