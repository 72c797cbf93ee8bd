import type { SignedInUser, UserInfoAnswer as UserInfoAnswerSchema } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';

// The session calls of the identity service (issue 4): who is logged in, the two login steps and
// logout. Shared code because both the shell (bootstrap, drawer) and the login page use them.

// GET /api/getUserInfo's answer is the API's own schema (events/src/read-contracts/session-answers.ts).
export type UserInfo = SignedInUser;
export type UserInfoAnswer = UserInfoAnswerSchema;
export type UserRole = UserInfo['role'];
export type CustomerType = NonNullable<UserInfo['customerType']>;

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
