import type { UserRow } from '@/entities/user/user-draft.ts';
import { UserRow as UserRowSchema } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch, listPatch, userSortKey } from '@/lib/row-patches.ts';

// GET /api/users/{userId} (docs/identity-api.md): one user, for its managers and itself. Shared
// because the account settings, the customer management and the personal settings edit users;
// the own users because the account settings list them and the dashboard counts them.

const sameScope = (a: UserRow, b: UserRow): boolean => (a.role === 'customer' ? b.role === 'customer' && a.customerId === b.customerId : b.role === a.role && a.salesPartnerId === b.salesPartnerId);

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserById: build.query<UserRow, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'USER', id: userId }],
      onCacheEntryAdded: patchFromSocket('USER', detailPatch(conforms(UserRowSchema), 'row'), (userId) => [{ type: 'USER', id: userId }]),
    }),
    /** GET /api/account/users: the own partner's users (partner user) or the own firm's (firm customer). */
    getAccountUsers: build.query<UserRow[], undefined>({
      query: () => '/api/account/users',
      providesTags: (result) => [{ type: 'USER', id: 'account' }, ...(result ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
      // The list is the own partner's users or the own customer's (the session's scope, which
      // every row shares): a new row of that scope belongs here.
      onCacheEntryAdded: patchFromSocket('USER', listPatch(conforms(UserRowSchema), userSortKey, (row, _arg, rows) => rows.some((r) => sameScope(r, row))), () => [{ type: 'USER', id: 'account' }]),
    }),
  }),
});

export const { useGetUserByIdQuery, useGetAccountUsersQuery } = userApi;

/** "Prename Name", as titles and breadcrumbs name a user. */
export const userDisplayName = (user: Pick<UserRow, 'prename' | 'name'>): string => `${user.prename} ${user.name}`.trim();
