import { UserRow as UserRowSchema } from '@portal/events/read-contracts';
import type { UserRow } from '@/entities/user/user-draft.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, listPatch, userSortKey } from '@/lib/row-patches.ts';

// GET /apiadmin/auditors (admin): the platform's auditors, invited, active and deactivated.
// Commands go through the user entity's commands (InviteUser with the role auditor, ...).

export const auditorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditors: build.query<UserRow[], undefined>({
      query: () => '/apiadmin/auditors',
      providesTags: (users) => [{ type: 'USER', id: 'auditors' }, ...(users ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
      // A new or changed auditor comes as the admin's USER message with its row.
      onCacheEntryAdded: patchFromSocket('USER', listPatch(conforms(UserRowSchema), userSortKey, (row) => row.role === 'auditor'), () => [{ type: 'USER', id: 'auditors' }]),
    }),
  }),
});

export const { useGetAuditorsQuery } = auditorsApi;
