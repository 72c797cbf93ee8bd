import Type from 'typebox';
import { BillingAddress, CustomerContact, CustomerType } from '../customer/customer-fields.ts';
import { Currency } from '../sales-partner/sales-partner-fields.ts';
import { Nullable } from './envelope.ts';

/**
 * docs/identity-api.md `CustomerRow`: one line of the sales partner's customer list
 * (`GET /api/customers`), written by the `customers` view. An erased private customer has no row.
 */
export const CustomerRow = Type.Object({
  id: Type.String(),
  salesPartnerId: Type.String(),
  customerType: CustomerType,
  customername: Type.String({ description: 'firm name (FI) or "name prename" (PR)' }),
  firmname: Nullable(Type.String()),
  prename: Type.String(),
  name: Type.String(),
  mail: Type.String(),
  place: Type.String(),
  country: Type.String(),
  users: Type.Integer({ description: 'users ever added to the customer' }),
  updatedAt: Type.String(),
});
export type CustomerRow = Type.Static<typeof CustomerRow>;

/**
 * docs/identity-api.md `CustomerDetail` (`GET /api/customers/{customerId}`); an erased private
 * customer answers with contact, billing address and firm name null.
 */
export const CustomerDetail = Type.Object({
  id: Type.String(),
  salesPartnerId: Type.String(),
  customerType: CustomerType,
  firmname: Nullable(Type.String()),
  contact: Nullable(CustomerContact),
  billingAddress: Nullable(BillingAddress),
  currencies: Type.Array(Currency),
  erased: Type.Boolean(),
  updatedAt: Type.String(),
});
export type CustomerDetail = Type.Static<typeof CustomerDetail>;

/**
 * A row of a customer's overview tabs (frame contracts, strategies, open tranches). Their read
 * models come with the offers; until then the lists are empty and a row is any object.
 */
export const CustomerOverviewRow = Type.Record(Type.String(), Type.Unknown());
export type CustomerOverviewRow = Type.Static<typeof CustomerOverviewRow>;
