import type { UserRow } from '@/entities/user/user-draft.ts';
import { api } from '@/lib/api.ts';
import type { Palette } from '@/lib/tenant.ts';

// The own account's reads of docs/identity-api.md ("Read routes"). Commands
// go through the one `sendCommand` mutation (lib/commands.ts).

export interface PartnerDesign {
  color: string;
  colorPalette: Palette;
  /** Blob hashes (POST /api/uploads); null for the platform default. */
  logo: string | null;
  favicon: string | null;
}

/** GET /api/account: the own partner's SalesPartnerDetail (profile, design). */
export interface AccountDetail {
  id: string;
  name: string;
  subdomain: string;
  domains: string[];
  website: string;
  mail: string;
  phone: string;
  address: { street: string; streetNr: string; zipCode: string; place: string; country: string };
  currencies: string[];
  marketAreas: string[];
  communicationMail: string;
  active: boolean;
  publicRegistration: boolean;
  contact: { name: string; street: string; streetNr: string; zipCode: string; place: string; phone: string; mail: string; website: string; opentopublic: boolean };
  design: PartnerDesign | null;
  updatedAt: string;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountDetail, undefined>({
      query: () => '/api/account',
      providesTags: (result) => [{ type: 'ACCOUNT', id: 'own' }, ...(result ? [{ type: 'DESIGN' as const, id: result.id }] : [])],
    }),
    getAccountUsers: build.query<UserRow[], undefined>({
      query: () => '/api/account/users',
      providesTags: (result) => [{ type: 'USER', id: 'account' }, ...(result ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
    }),
  }),
});

export const { useGetAccountQuery, useGetAccountUsersQuery } = accountApi;
