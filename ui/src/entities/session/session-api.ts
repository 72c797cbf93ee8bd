import { api } from '@/lib/api.ts';

// The session calls of the identity service (issue 4): who is logged in, the two login steps and
// logout. Shared code because both the shell (bootstrap, drawer) and the login page use them.

export type UserRole = 'admin' | 'salesPartner' | 'customer';
export type CustomerType = 'FI' | 'PR';

/** GET /api/getUserInfo for a logged-in user (spec section 4, "Session"). */
export interface UserInfo {
  loggedIn: true;
  id: string;
  email: string;
  name: string;
  prename: string;
  phoneprefix: string;
  phone: string;
  sexid: string;
  language: string;
  role: UserRole;
  customerType: CustomerType | null;
  /** docs/identity-api.md: the tenant ids of the principal (absent from servers before issue 4). */
  salesPartnerId?: string | null;
  customerId?: string | null;
  isCustomerAdmin?: boolean;
}

export type UserInfoAnswer = UserInfo | { loggedIn: false; role: 'default' };

export interface Credentials {
  mail: string;
  password: string;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked once at start; the session slice takes the answer. */
    getUserInfo: build.query<UserInfoAnswer, undefined>({ query: () => '/api/getUserInfo' }),
    /** Step 1: mail and password; the server remembers the user in a short-lived login cookie. */
    login: build.mutation<{ step: 'totp' }, Credentials>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
    }),
    /** Step 2: the authenticator code; the answer is the user info of the new session. */
    loginTotp: build.mutation<UserInfo, { code: string }>({
      query: (body) => ({ url: '/api/login/totp', method: 'POST', body }),
    }),
    logout: build.mutation<{ loggedIn: false }, undefined>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetUserInfoQuery, useLoginMutation, useLoginTotpMutation, useLogoutMutation } = sessionApi;
