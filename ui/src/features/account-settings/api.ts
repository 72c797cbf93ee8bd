import { api } from '@/lib/api.ts';
import { SalesPartnerDetail as AccountDetailSchema, type SalesPartnerDetail as AccountDetail } from '@portal/events/read-contracts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch } from '@/lib/row-patches.ts';

// The own account's reads of docs/identity-api.md ("Read routes"). Commands
// go through the one `sendCommand` mutation (lib/commands.ts).

/** GET /api/account: the own partner's SalesPartnerDetail (profile, design) of the read contract. */
export type { SalesPartnerDesign as PartnerDesign, SalesPartnerDetail as AccountDetail } from '@portal/events/read-contracts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountDetail, undefined>({
      query: () => '/api/account',
      providesTags: (result) => [{ type: 'ACCOUNT', id: 'own' }, ...(result ? [{ type: 'DESIGN' as const, id: result.id }] : [])],
      onCacheEntryAdded: patchFromSocket('SALES_PARTNER', detailPatch(conforms(AccountDetailSchema), 'detail'), () => [{ type: 'ACCOUNT', id: 'own' }]),
    }),
  }),
});

export const { useGetAccountQuery } = accountApi;

// The own users are the user entity's read (the dashboard counts them too).
export { useGetAccountUsersQuery } from '@/entities/user/user-api.ts';
