import type { UserRow } from '@/entities/user/user-draft.ts';
import { UserRow as UserRowSchema } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch } from '@/lib/row-patches.ts';

// GET /api/users/{userId} (docs/identity-api.md): one user, for its managers and itself. Shared
// because the account settings, the customer management and the personal settings edit users.

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserById: build.query<UserRow, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'USER', id: userId }],
      onCacheEntryAdded: patchFromSocket('USER', detailPatch(conforms(UserRowSchema), 'row'), (userId) => [{ type: 'USER', id: userId }]),
    }),
  }),
});

export const { useGetUserByIdQuery } = userApi;

/** "Prename Name", as titles and breadcrumbs name a user. */
export const userDisplayName = (user: Pick<UserRow, 'prename' | 'name'>): string => `${user.prename} ${user.name}`.trim();
