import type { UserRow } from '@/components/users/user-draft.ts';
import { api } from '@/lib/api.ts';
import type { SalesPartnerDetail as AccountDetail } from '@portal/events/read-contracts';

// The own account's reads of docs/identity-api.md ("Read routes"). Commands
// go through the one `sendCommand` mutation (lib/commands.ts).

/** GET /api/account: the own partner's SalesPartnerDetail (profile, design) of the read contract. */
export type { SalesPartnerDesign as PartnerDesign, SalesPartnerDetail as AccountDetail } from '@portal/events/read-contracts';

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
