import { createHash } from 'node:crypto';
import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { Mail } from '../validation/text-fields.ts';
import { invitedUserFields, platformUserFields, userPersonFields } from './user-fields.ts';
import { membershipEvents } from './membership-events.ts';
import { streamId, type StreamId } from '../core/stream-id.ts';

/** `user-<id>`: one portal user. Secrets live in the credentials store, never here. */
export const userStream = (userId: string): StreamId<UserEvent> => streamId(`user-${userId}`);

/**
 * `userMail-<sha256 of the lower-case mail>`: a mail address belongs to at most one user across
 * the platform; written with the expected revision, so two users cannot both take it (as host
 * names, ADR 6). Hashed, so the stream name holds no address (the events seal it, ADR 9).
 */
export const userMailStream = (mail: string): StreamId<UserMailEvent> => streamId(`userMail-${createHash('sha256').update(mail.trim().toLowerCase()).digest('hex')}`);

const strict = { additionalProperties: false } as const;
const UserId = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });

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
