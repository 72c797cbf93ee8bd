import Type from 'typebox';
import { Mail, Name, PhonePrefix, Phone, Prename } from '../validation/text-fields.ts';

/** Field schemas of a user, shared by the user commands and events (pure: no node, no ajv). */

const UserId = Type.String({ format: 'uuid' });

/** Who created users by operator command: the platform's admins and auditors and the partners' staff. */
export const PlatformRole = Type.Union([Type.Literal('admin'), Type.Literal('salesPartner'), Type.Literal('auditor')]);
/** The auditor reads for the operator and writes nothing of the business (docs/adr/0025-auditors.md). */
export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('salesPartner'), Type.Literal('customer'), Type.Literal('auditor')]);
export type UserRole = Type.Static<typeof UserRole>;
export const UserSex = Type.Union([Type.Literal('MR'), Type.Literal('MS'), Type.Literal('DIV')]);
export const UserLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);

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
  salesPartnerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'null: an admin or auditor of the platform' }),
  customerId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], { description: 'set for customer users only' }),
  role: UserRole,
  isCustomerAdmin: Type.Boolean({ description: "manages its customer's users (firm customers)" }),
  mail: Mail,
  ...userPersonFields,
};
