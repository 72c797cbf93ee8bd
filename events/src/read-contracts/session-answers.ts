import Type from 'typebox';
import { CustomerType } from '../customer/customer-fields.ts';
import { UserRole } from '../user/user-fields.ts';

// GET /api/getUserInfo (spec section 4, "Session"), also the answer of the second login step:
// served by the command API's session routes, read by the UI's session slice.

/** The logged-in user and the tenant ids of the session's principal (docs/identity-api.md). */
export const SignedInUser = Type.Object({
  loggedIn: Type.Literal(true),
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  prename: Type.String(),
  phoneprefix: Type.String(),
  phone: Type.String(),
  sexid: Type.String(),
  language: Type.String(),
  role: UserRole,
  salesPartnerId: Type.Union([Type.String(), Type.Null()], { description: 'null for the admin' }),
  customerId: Type.Union([Type.String(), Type.Null()], { description: 'customer users only' }),
  customerType: Type.Union([CustomerType, Type.Null()], { description: 'FI firm, PR private; null unless a customer' }),
  isCustomerAdmin: Type.Boolean(),
});
export type SignedInUser = Type.Static<typeof SignedInUser>;

export const SignedOut = Type.Object({ loggedIn: Type.Literal(false), role: Type.Literal('default') });
export type SignedOut = Type.Static<typeof SignedOut>;

export const UserInfoAnswer = Type.Union([SignedInUser, SignedOut], { description: 'the logged-in user, or role default' });
export type UserInfoAnswer = Type.Static<typeof UserInfoAnswer>;
