import { api } from './api.ts';
import type { CustomerType } from './session-api.ts';

// A customer and its users as docs/identity-api.md ("Read routes") describes them. Shared
// because the sales partner's customer management and a customer's own account settings show
// and change the same customer.

export type Sex = 'MR' | 'MS' | 'DIV';
export type ContactLanguage = 'de' | 'en' | 'fr';

export interface CustomerContact {
  sex: Sex;
  prename: string;
  name: string;
  mail: string;
  phoneprefix: string;
  phone: string;
  language: ContactLanguage;
  street: string;
  streetNr: string;
  postbox?: string;
  zipCode: string;
  place: string;
  country: 'CH' | 'DE';
  canton?: string;
  website?: string;
}

export interface BillingAddress {
  firmname?: string;
  prename?: string;
  name?: string;
  street: string;
  streetNr: string;
  postbox?: string;
  zipCode: string;
  place: string;
  country: 'CH' | 'DE';
}

export interface CustomerRow {
  id: string;
  salesPartnerId: string;
  customerType: CustomerType;
  customername: string;
  firmname: string | null;
  prename: string;
  name: string;
  mail: string;
  place: string;
  country: string;
  users: number;
  updatedAt: string;
}

export interface CustomerDetail {
  id: string;
  salesPartnerId: string;
  customerType: CustomerType;
  firmname: string | null;
  /** Null once a private customer is erased (its person is gone). */
  contact: CustomerContact | null;
  billingAddress: BillingAddress | null;
  currencies: string[];
  erased: boolean;
  updatedAt: string;
}

/** The profile part of CreateCustomer and ChangeCustomer. */
export type CustomerProfile = Pick<CustomerDetail, 'firmname' | 'billingAddress' | 'currencies'> & { contact: CustomerContact };

const id = encodeURIComponent;

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/customers/{customerId}: the sales partner (own customers) or the customer itself. */
    getCustomer: build.query<CustomerDetail, string>({
      query: (customerId) => `/api/customers/${id(customerId)}`,
      providesTags: (_result, _error, customerId) => [{ type: 'CUSTOMER', id: customerId }],
    }),
  }),
});

export const { useGetCustomerQuery } = customerApi;
