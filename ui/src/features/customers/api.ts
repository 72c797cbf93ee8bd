import { api } from '@/lib/api.ts';
import type { UserRow } from '@/entities/user/user-draft.ts';
import { UserRow as UserRowSchema } from '@portal/events/read-contracts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, listPatch, userSortKey } from '@/lib/row-patches.ts';

// The sales partner's customer reads of docs/identity-api.md ("Read routes"). Commands go
// through the one `sendCommand` mutation (lib/commands.ts) with the tags they make stale.

// The customer list and the overview tabs' rows are the customer entity's reads (the dashboard shows them too).
export { useGetCustomersQuery, useGetCustomerOverviewRowsQuery, type OverviewRow, type OverviewTab } from '@/entities/customer/customer-api.ts';

const id = encodeURIComponent;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerUsers: build.query<UserRow[], string>({
      query: (customerId) => `/api/customers/${id(customerId)}/users`,
      providesTags: (result, _error, customerId) => [{ type: 'USER', id: `customer-${customerId}` }, ...(result ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
      onCacheEntryAdded: patchFromSocket(
        'USER',
        listPatch(conforms(UserRowSchema), userSortKey, (row, customerId: string) => row.customerId === customerId),
        (customerId) => [{ type: 'USER', id: `customer-${customerId}` }],
      ),
    }),
  }),
});

export const { useGetCustomerUsersQuery } = customersApi;
