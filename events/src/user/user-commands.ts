import Type from 'typebox';
import { Mail, Password, VerificationCode } from '../validation/text-fields.ts';
import { invitedUserFields, platformUserFields, userPersonFields } from './user-fields.ts';

/** The commands of users (docs/identity-api.md): pure schemas (`@portal/events/commands`); their rules live in the command API. */

const strict = { additionalProperties: false } as const;
const UserId = Type.String({ format: 'uuid' });
const ActingPassword = Type.String({ minLength: 1, maxLength: 255, description: "the acting user's password" });
const AnyPassword = Type.String({ minLength: 1, maxLength: 255 });

export const ChangeUserDetails = Type.Object({ userId: UserId, ...userPersonFields, isCustomerAdmin: Type.Boolean() }, strict);
export type ChangeUserDetails = Type.Static<typeof ChangeUserDetails>;

export const DeactivateUser = Type.Object({ userId: UserId, actingPassword: ActingPassword }, strict);
export type DeactivateUser = Type.Static<typeof DeactivateUser>;
export const ReactivateUser = DeactivateUser;
export type ReactivateUser = DeactivateUser;

export const ChangeOwnPassword = Type.Object({ currentPassword: AnyPassword, password: Password, passwordRepeat: AnyPassword }, strict);
export type ChangeOwnPassword = Type.Static<typeof ChangeOwnPassword>;

export const SetUserPassword = Type.Object({ userId: UserId, actingPassword: ActingPassword, password: Password, passwordRepeat: AnyPassword }, strict);
export type SetUserPassword = Type.Static<typeof SetUserPassword>;

/** A manager resets a user's two-factor login: a new recovery code goes to the user by mail. */
export const ResetUserTwoFactor = Type.Object({ userId: UserId, actingPassword: ActingPassword }, strict);
export type ResetUserTwoFactor = Type.Static<typeof ResetUserTwoFactor>;

export const RequestMailChange = Type.Object({ newMail: Mail }, strict);
export type RequestMailChange = Type.Static<typeof RequestMailChange>;

export const ConfirmMailChange = Type.Object({ code: VerificationCode }, strict);
export type ConfirmMailChange = Type.Static<typeof ConfirmMailChange>;

/** Operator command: an admin or auditor (salesPartnerId null) or a sales partner's user, active at once. */
export const CreatePlatformUser = Type.Object(platformUserFields, strict);
export type CreatePlatformUser = Type.Static<typeof CreatePlatformUser>;

/** Invites a user who activates the account with the mailed link and code (docs/identity-api.md). */
export const InviteUser = Type.Object(invitedUserFields, strict);
export type InviteUser = Type.Static<typeof InviteUser>;

/** System only (seeds, tests): activates an invited user whose credentials a seed has set. */
export const ActivateSeededUser = Type.Object({ userId: UserId }, strict);
export type ActivateSeededUser = Type.Static<typeof ActivateSeededUser>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const userCommandSchemas = { CreatePlatformUser, InviteUser, ChangeUserDetails, DeactivateUser, ReactivateUser, ChangeOwnPassword, SetUserPassword, ResetUserTwoFactor, RequestMailChange, ConfirmMailChange, ActivateSeededUser } as const;
