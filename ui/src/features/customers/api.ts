import { type KeysetArgs, type KeysetPage, keysetSearch } from '@/components/grid/keyset-paging.ts';
import { api } from '@/lib/api.ts';
import type { UserRow } from '@/entities/user/user-draft.ts';
import type { CustomerRow } from '@/entities/customer/customer-api.ts';
import { CustomerRow as CustomerRowSchema, type CustomerOverviewRow, UserRow as UserRowSchema } from '@portal/events/read-contracts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, listPatch, pagePatch, userSortKey } from '@/lib/row-patches.ts';

// The sales partner's customer reads of docs/identity-api.md ("Read routes"). Commands go
// through the one `sendCommand` mutation (lib/commands.ts) with the tags they make stale.

/** The offer read models behind the overview tabs: rows of whatever they hold (empty until offers exist). */
export type OverviewRow = CustomerOverviewRow;
export type OverviewTab = 'frameContracts' | 'strategies' | 'openTranches';

const id = encodeURIComponent;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<KeysetPage<CustomerRow>, KeysetArgs>({
      query: (args) => `/api/customers?${keysetSearch(args)}`,
      providesTags: [{ type: 'CUSTOMER', id: 'LIST' }],
      onCacheEntryAdded: patchFromSocket('CUSTOMER', pagePatch(conforms(CustomerRowSchema), (row) => row.customername), () => [{ type: 'CUSTOMER', id: 'LIST' }]),
    }),
    getCustomerOverviewRows: build.query<OverviewRow[], { customerId: string; tab: OverviewTab }>({
      query: ({ customerId, tab }) => `/api/customers/${id(customerId)}/${tab}`,
      providesTags: (_result, _error, { customerId }) => [{ type: 'CUSTOMER', id: customerId }],
    }),
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

export const { useGetCustomersQuery, useGetCustomerOverviewRowsQuery, useGetCustomerUsersQuery } = customersApi;
