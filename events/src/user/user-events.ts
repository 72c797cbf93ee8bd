import { createHash } from 'node:crypto';
import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { Mail, Name, PhonePrefix, Phone, Prename } from '../validation/text-fields.ts';
import { membershipEvents } from './membership-events.ts';
import { UserLanguage, UserRole, UserSex } from './user-fields.ts';

/** `user-<id>`: one portal user. Secrets live in the credentials store, never here. */
export const userStream = (userId: string): string => `user-${userId}`;

/**
 * `userMail-<sha256 of the lower-case mail>`: a mail address belongs to at most one user across
 * the platform; written with the expected revision, so two users cannot both take it (as host
 * names, ADR 6). Hashed, so the stream name holds no address (the events seal it, ADR 9).
 */
export const userMailStream = (mail: string): string => `userMail-${createHash('sha256').update(mail.trim().toLowerCase()).digest('hex')}`;

const strict = { additionalProperties: false } as const;
const UserId = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });

/** Who created users by operator command: the platform's admins and the partners' staff. */
export const PlatformRole = Type.Union([Type.Literal('admin'), Type.Literal('salesPartner')]);
export { UserLanguage, UserRole, UserSex };

/** The person: what the user and their managers may change (ChangeUserDetails). */
export const userPersonFields = {
  name: Name,
  prename: Prename,
  sex: UserSex,
  language: UserLanguage,
  phoneprefix: PhonePrefix,
  phone: Phone,
};

export const platformUserFields = {
  userId: UserId,
  salesPartnerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'null: an admin of the platform' }),
  role: PlatformRole,
  mail: Mail,
  ...userPersonFields,
};

export const invitedUserFields = {
  userId: UserId,
  salesPartnerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'null: an admin of the platform' }),
  customerId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], { description: 'set for customer users only' }),
  role: UserRole,
  isCustomerAdmin: Type.Boolean({ description: "manages its customer's users (firm customers)" }),
  mail: Mail,
  ...userPersonFields,
};

/** Seeded or operator-made users: active at once, credentials set out of band. */
export const PlatformUserCreated = defineEvent('PlatformUserCreated', Type.Object(platformUserFields, strict));
/** A user who still has to activate the account (password and authenticator) with the mailed link and code. */
export const UserInvited = defineEvent('UserInvited', Type.Object(invitedUserFields, strict));
/** An activation link was issued (its id and code are in the credentials store only). */
export const UserActivationIssued = defineEvent('UserActivationIssued', Type.Object({ userId: UserId, expiresAt: Instant }, strict));
export const UserActivated = defineEvent('UserActivated', Type.Object({ userId: UserId }, strict));
export const UserDeactivated = defineEvent('UserDeactivated', Type.Object({ userId: UserId }, strict));
export const UserReactivated = defineEvent('UserReactivated', Type.Object({ userId: UserId }, strict));
export const UserDetailsChanged = defineEvent(
  'UserDetailsChanged',
  Type.Object({ userId: UserId, ...userPersonFields, isCustomerAdmin: Type.Boolean() }, strict),
);
export const PasswordChangeReason = Type.Union([Type.Literal('activation'), Type.Literal('own'), Type.Literal('manager'), Type.Literal('reset')]);
export const UserPasswordChanged = defineEvent('UserPasswordChanged', Type.Object({ userId: UserId, reason: PasswordChangeReason }, strict));
/**
 * A manager reset the user's two-factor login: the user's recovery codes were replaced by one
 * new code, mailed to them (in the credentials store only), to set up a new authenticator.
 */
export const UserRecoveryCodeIssued = defineEvent('UserRecoveryCodeIssued', Type.Object({ userId: UserId }, strict));
/** The authenticator was replaced after a recovery code was used. */
export const UserTwoFactorReset = defineEvent('UserTwoFactorReset', Type.Object({ userId: UserId }, strict));
/** A verification code went to `mail`, the address the user wants; the code is in the credentials store. */
export const UserMailChangeRequested = defineEvent('UserMailChangeRequested', Type.Object({ userId: UserId, mail: Mail, expiresAt: Instant }, strict));
export const UserMailChanged = defineEvent('UserMailChanged', Type.Object({ userId: UserId, mail: Mail, previousMail: Mail }, strict));
/**
 * The user's personal data is erased (their private customer was): the user can no longer log
 * in or be reactivated, and their key is deleted, so every event of theirs reads as erased.
 */
export const UserErased = defineEvent('UserErased', Type.Object({ userId: UserId }, strict));

const MailReservation = Type.Object({ mail: Mail, userId: UserId }, strict);
export const UserMailReserved = defineEvent('UserMailReserved', MailReservation);
/** The address is free again (its user changed to another one). */
export const UserMailReleased = defineEvent('UserMailReleased', MailReservation);

export const userLifecycleEvents = [
  PlatformUserCreated,
  UserInvited,
  UserActivationIssued,
  UserActivated,
  UserDeactivated,
  UserReactivated,
  UserDetailsChanged,
  UserPasswordChanged,
  UserTwoFactorReset,
  UserRecoveryCodeIssued,
  UserMailChangeRequested,
  UserMailChanged,
  UserErased,
] as const;
export const userMailEvents = [UserMailReserved, UserMailReleased] as const;
/** Everything of users for the portal catalog: lifecycle, mail reservations, memberships. */
export const userEvents = [...userLifecycleEvents, ...userMailEvents, ...membershipEvents] as const;

export type UserEvent = EventOf<(typeof userLifecycleEvents)[number]>;
export type UserMailEvent = EventOf<(typeof userMailEvents)[number]>;
/** A user's fields as invited (customerId and isCustomerAdmin included). */
export type InvitedUser = Type.Static<typeof UserInvited.data>;

// --- commands ---

/** Operator command: an admin (salesPartnerId null) or a sales partner's user, active at once. */
export const CreatePlatformUser = Type.Object(platformUserFields, strict);
export type CreatePlatformUser = Type.Static<typeof CreatePlatformUser>;

/** Invites a user who activates the account with the mailed link and code (docs/identity-api.md). */
export const InviteUser = Type.Object(invitedUserFields, strict);
export type InviteUser = Type.Static<typeof InviteUser>;
