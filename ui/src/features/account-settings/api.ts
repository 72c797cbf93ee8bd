import type { UserRow } from '@/entities/user/user-draft.ts';
import { api } from '@/lib/api.ts';
import { SalesPartnerDetail as AccountDetailSchema, type SalesPartnerDetail as AccountDetail, UserRow as UserRowSchema } from '@portal/events/read-contracts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch, listPatch, userSortKey } from '@/lib/row-patches.ts';

// The own account's reads of docs/identity-api.md ("Read routes"). Commands
// go through the one `sendCommand` mutation (lib/commands.ts).

/** GET /api/account: the own partner's SalesPartnerDetail (profile, design) of the read contract. */
export type { SalesPartnerDesign as PartnerDesign, SalesPartnerDetail as AccountDetail } from '@portal/events/read-contracts';

const sameScope = (a: UserRow, b: UserRow): boolean => (a.role === 'customer' ? b.role === 'customer' && a.customerId === b.customerId : b.role === a.role && a.salesPartnerId === b.salesPartnerId);

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountDetail, undefined>({
      query: () => '/api/account',
      providesTags: (result) => [{ type: 'ACCOUNT', id: 'own' }, ...(result ? [{ type: 'DESIGN' as const, id: result.id }] : [])],
      onCacheEntryAdded: patchFromSocket('SALES_PARTNER', detailPatch(conforms(AccountDetailSchema), 'detail'), () => [{ type: 'ACCOUNT', id: 'own' }]),
    }),
    getAccountUsers: build.query<UserRow[], undefined>({
      query: () => '/api/account/users',
      providesTags: (result) => [{ type: 'USER', id: 'account' }, ...(result ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
      // The list is the own partner's users or the own customer's (the session's scope, which
      // every row shares): a new row of that scope belongs here.
      onCacheEntryAdded: patchFromSocket('USER', listPatch(conforms(UserRowSchema), userSortKey, (row, _arg, rows) => rows.some((r) => sameScope(r, row))), () => [{ type: 'USER', id: 'account' }]),
    }),
  }),
});

export const { useGetAccountQuery, useGetAccountUsersQuery } = accountApi;
