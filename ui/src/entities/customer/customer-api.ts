import type { BillingAddress as BillingAddressSchema, CustomerContact as CustomerContactSchema } from '@portal/events/customer-fields';
import { CustomerDetail as CustomerDetailSchema, type CustomerDetail, type CustomerOverviewRow, CustomerRow as CustomerRowSchema, type CustomerRow } from '@portal/events/read-contracts';
import type { Static } from 'typebox';
import { type KeysetArgs, type KeysetPage, keysetSearch } from '@/components/grid/keyset-paging.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch, pagePatch } from '@/lib/row-patches.ts';
import type { CustomerType } from '@/entities/session/session-api.ts';

// A customer and its users as docs/identity-api.md ("Read routes") describes them. Shared
// because the sales partner's customer management and a customer's own account settings show
// and change the same customer.

// The contact and billing address are the API's own schemas (events/src/customer/customer-fields.ts).
export type CustomerContact = Static<typeof CustomerContactSchema>;
export type BillingAddress = Static<typeof BillingAddressSchema>;
export type Sex = CustomerContact['sex'];
export type ContactLanguage = CustomerContact['language'];

// The rows of the read contract (events/src/read-contracts), as the customers view writes them.
export type { CustomerDetail, CustomerRow } from '@portal/events/read-contracts';

/** The profile part of CreateCustomer and ChangeCustomer. */
export type CustomerProfile = Pick<CustomerDetail, 'firmname' | 'billingAddress' | 'currencies'> & { contact: CustomerContact };

/** The grid's name column: the firm for a firm, the person for a private customer. */
export function customerDisplayName(row: { customerType: CustomerType; firmname: string | null; prename: string; name: string }): string {
  return row.customerType === 'FI' && row.firmname ? row.firmname : `${row.prename} ${row.name}`.trim();
}

/** A customer's name as its overview and the breadcrumbs show it; null once an erased person has none. */
export function customerDetailName(customer: CustomerDetail): string | null {
  if (!customer.contact) return customer.firmname;
  return customerDisplayName({ ...customer.contact, customerType: customer.customerType, firmname: customer.firmname });
}

/** The offer read models behind the overview tabs: rows of whatever they hold (empty until offers exist). */
export type OverviewRow = CustomerOverviewRow;
export type OverviewTab = 'frameContracts' | 'strategies' | 'openTranches';

const id = encodeURIComponent;

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/customers: a keyset page of the own partner's customers (sales partner). */
    getCustomers: build.query<KeysetPage<CustomerRow>, KeysetArgs>({
      query: (args) => `/api/customers?${keysetSearch(args)}`,
      providesTags: [{ type: 'CUSTOMER', id: 'LIST' }],
      onCacheEntryAdded: patchFromSocket('CUSTOMER', pagePatch(conforms(CustomerRowSchema), (row) => row.customername), () => [{ type: 'CUSTOMER', id: 'LIST' }]),
    }),
    getCustomerOverviewRows: build.query<OverviewRow[], { customerId: string; tab: OverviewTab }>({
      query: ({ customerId, tab }) => `/api/customers/${id(customerId)}/${tab}`,
      providesTags: (_result, _error, { customerId }) => [{ type: 'CUSTOMER', id: customerId }],
    }),
    /** GET /api/customers/{customerId}: the sales partner (own customers) or the customer itself. */
    getCustomer: build.query<CustomerDetail, string>({
      query: (customerId) => `/api/customers/${id(customerId)}`,
      providesTags: (_result, _error, customerId) => [{ type: 'CUSTOMER', id: customerId }],
      onCacheEntryAdded: patchFromSocket('CUSTOMER', detailPatch(conforms(CustomerDetailSchema), 'detail'), (customerId) => [{ type: 'CUSTOMER', id: customerId }]),
    }),
  }),
});

export const { useGetCustomerQuery, useGetCustomersQuery, useGetCustomerOverviewRowsQuery } = customerApi;
