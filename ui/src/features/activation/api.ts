import type { TotpSetupData } from '@/entities/two-factor/two-factor.ts';
import { api } from '@/lib/api.ts';

/** GET /api/activation/{id}: whom a pending activation link is for. */
export interface ActivationUser {
  mail: string;
  name: string;
  prename: string;
}

const base = (id: string) => `/api/activation/${encodeURIComponent(id)}`;

// docs/identity-api.md, "Public routes": the activation link's three steps. No tags: nothing
// here is cached beyond the page, and a visitor has no other data to refresh.
export const activationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivation: build.query<ActivationUser, string>({ query: base, keepUnusedDataFor: 0 }),
    setActivationPassword: build.mutation<TotpSetupData, { id: string; activationCode: string; password: string; passwordRepeat: string }>({
      query: ({ id, ...body }) => ({ url: base(id), method: 'POST', body }),
    }),
    renewActivationQrCode: build.mutation<TotpSetupData, { id: string; activationCode: string }>({
      query: ({ id, ...body }) => ({ url: `${base(id)}/qrcode`, method: 'POST', body }),
    }),
    confirmActivationTotp: build.mutation<{ recoveryCode: string; code: string }, { id: string; activationCode: string; code: string }>({
      query: ({ id, ...body }) => ({ url: `${base(id)}/totp`, method: 'POST', body }),
    }),
  }),
});

export const { useGetActivationQuery, useSetActivationPasswordMutation, useRenewActivationQrCodeMutation, useConfirmActivationTotpMutation } = activationApi;
