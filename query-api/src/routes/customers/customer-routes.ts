import { BillingAddress, CustomerContact, CustomerId, DomainError } from '@portal/events';
import { customersView, type CustomerDoc, type ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { assertMayReadCustomer, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { KeysetPage, keysetPage, KeysetQuery, type KeysetSource } from './keyset-page.ts';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const CustomerType = Type.Union([Type.Literal('FI'), Type.Literal('PR')]);

/** docs/identity-api.md `CustomerRow`: what the customer list shows. */
export const CustomerRowSchema = Type.Object({
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
  users: Type.Integer(),
  updatedAt: Type.String(),
});
type CustomerRow = Type.Static<typeof CustomerRowSchema>;

/** docs/identity-api.md `CustomerDetail`; an erased customer answers with contact and billing address null. */
export const CustomerDetailSchema = Type.Object({
  id: Type.String(),
  salesPartnerId: Type.String(),
  customerType: CustomerType,
  firmname: Nullable(Type.String()),
  contact: Nullable(CustomerContact),
  billingAddress: Nullable(BillingAddress),
  currencies: Type.Array(Type.String()),
  erased: Type.Boolean(),
  updatedAt: Type.String(),
});

const rowOf = (doc: CustomerDoc): CustomerRow => ({
  id: doc.id,
  salesPartnerId: doc.salesPartnerId,
  customerType: doc.customerType,
  customername: doc.customername ?? '',
  firmname: doc.firmname,
  prename: doc.contact?.prename ?? '',
  name: doc.contact?.name ?? '',
  mail: doc.contact?.mail ?? '',
  place: doc.contact?.place ?? '',
  country: doc.contact?.country ?? '',
  users: doc.users,
  updatedAt: doc.updatedAt,
});

const detailOf = ({ id, salesPartnerId, customerType, firmname, contact, billingAddress, currencies, erased, updatedAt }: CustomerDoc) => ({
  id, salesPartnerId, customerType, firmname, contact, billingAddress, currencies, erased, updatedAt,
});

const Params = Type.Object({ customerId: CustomerId }, strict);
const tags = ['customers'];

/** The customer a caller may read: its partner's users and its own users; anything else (unknown ids too) 403. */
async function readableCustomer(readStore: ReadStore, request: FastifyRequest): Promise<CustomerDoc> {
  const { customerId } = request.params as { customerId: string };
  const doc = await readStore.get<CustomerDoc>(customersView.name, customerId);
  if (!doc) throw new DomainError('ERR_BAD_REQUEST', 403, `not yours: customer ${customerId}`);
  assertMayReadCustomer(principalOf(request), { customerId: doc.id, salesPartnerId: doc.salesPartnerId });
  return doc;
}

/** The customer list and detail of docs/identity-api.md "Read routes", from the `customers` view. */
export function customerRoutes(app: FastifyInstance, deps: KeysetSource): void {
  app.get(
    '/api/customers',
    {
      onRequest: guard('salesPartner'),
      config: { projection: customersView.name },
      schema: { summary: "A keyset page of the own partner's customers, ordered by name", tags, querystring: KeysetQuery, response: { 200: KeysetPage(CustomerRowSchema) } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
      return { data: await keysetPage(deps, customersView.name, { salesPartnerId: principal.salesPartnerId }, request.query as KeysetQuery, rowOf) };
    },
  );

  app.get(
    '/api/customers/:customerId',
    {
      onRequest: guard('salesPartnerOrCustomer'),
      config: { projection: customersView.name },
      schema: { summary: 'A customer with contact and billing address', tags, params: Params, response: { 200: Type.Object({ data: CustomerDetailSchema }) } },
    },
    async (request) => ({ data: detailOf(await readableCustomer(deps.readStore, request)) }),
  );

  // Frame contracts, strategies and open tranches come from offers, which do not exist yet: the
  // tenant check is real, the lists stay empty until the offer feature adds their read models.
  for (const part of ['frameContracts', 'strategies', 'openTranches'] as const) {
    app.get(
      `/api/customers/:customerId/${part}`,
      {
        onRequest: guard('salesPartnerOrCustomer'),
        config: { projection: customersView.name },
        schema: { summary: `The customer's ${part} (empty until offers exist)`, tags, params: Params, response: { 200: Type.Object({ data: Type.Array(Type.Object({})) }) } },
      },
      async (request) => {
        await readableCustomer(deps.readStore, request);
        return { data: [] };
      },
    );
  }
}
