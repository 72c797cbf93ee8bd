import Type from 'typebox';
import { UserLanguage, UserRole, UserSex } from '../user/user-fields.ts';
import { Nullable } from './envelope.ts';

export const UserStatus = Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('inactive')]);

/**
 * docs/identity-api.md `UserRow`: a user as the user lists and `GET /api/users/{userId}` show
 * it, written by the `users` view. No secrets; an erased user reads "(erased)".
 */
export const UserRow = Type.Object({
  id: Type.String(),
  salesPartnerId: Nullable(Type.String()),
  customerId: Nullable(Type.String()),
  role: UserRole,
  isCustomerAdmin: Type.Boolean(),
  mail: Type.String({ description: 'in lower case' }),
  name: Type.String(),
  prename: Type.String(),
  sex: UserSex,
  language: UserLanguage,
  phoneprefix: Type.String(),
  phone: Type.String(),
  status: UserStatus,
  updatedAt: Type.String(),
});
export type UserRow = Type.Static<typeof UserRow>;
