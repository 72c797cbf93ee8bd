import type { TotpSetupData } from '@/entities/two-factor/two-factor.ts';
import { api } from '@/lib/api.ts';

type Done = { code: 'SUCCESS_GENERAL' };
const resetLink = (id: string) => `/api/setNewPassword/${encodeURIComponent(id)}`;

// docs/identity-api.md, "Public routes": forgotten password and lost authenticator.
export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Always SUCCESS_GENERAL: the answer says nothing about whether the account exists. */
    requestPasswordReset: build.mutation<Done, { mail: string }>({ query: (body) => ({ url: '/api/resetPassword', method: 'POST', body }) }),
    checkResetLink: build.query<{ valid: true }, string>({ query: resetLink, keepUnusedDataFor: 0 }),
    setNewPassword: build.mutation<Done, { id: string; password: string; passwordRepeat: string }>({
      query: ({ id, ...body }) => ({ url: resetLink(id), method: 'POST', body }),
    }),
    startTwoFactorReset: build.mutation<TotpSetupData & { resetId: string }, { mail: string; password: string; recoveryCode: string }>({
      query: (body) => ({ url: '/api/reset2fa', method: 'POST', body }),
    }),
    confirmTwoFactorReset: build.mutation<{ recoveryCode: string; code: string }, { resetId: string; code: string }>({
      query: ({ resetId, code }) => ({ url: `/api/reset2fa/${encodeURIComponent(resetId)}/totp`, method: 'POST', body: { code } }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useCheckResetLinkQuery, useSetNewPasswordMutation, useStartTwoFactorResetMutation, useConfirmTwoFactorResetMutation } =
  recoveryApi;
