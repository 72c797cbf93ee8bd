import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerId, DomainError } from '@portal/events';
import { Answer, CustomerDetail, CustomerOverviewRow, CustomerRow, KeysetPage } from '@portal/events/read-contracts';
import { customerDetailOf, customerRowOf, customersView, documentOf, type CustomerDoc, type ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { assertMayReadCustomer, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { keysetPage, KeysetQuery, type KeysetSource } from './keyset-page.ts';

const strict = { additionalProperties: false } as const;
const Params = Type.Object({ customerId: CustomerId }, strict);
const tags = ['customers'];

/** The customer a caller may read: its partner's users and its own users; anything else (unknown ids too) 403. */
async function readableCustomer(readStore: ReadStore, request: FastifyRequest, customerId: string): Promise<CustomerDoc> {
  const doc = await documentOf(readStore, customersView, customerId);
  if (!doc) throw new DomainError('ERR_BAD_REQUEST', 403, `not yours: customer ${customerId}`);
  assertMayReadCustomer(principalOf(request), { customerId: doc.id, salesPartnerId: doc.salesPartnerId });
  return doc;
}

/** The customer list and detail of docs/identity-api.md "Read routes", from the `customers` view. */
export function customerRoutes(fastify: FastifyInstance, deps: KeysetSource): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/customers',
    {
      onRequest: guard('salesPartner'),
      config: { projection: customersView.name },
      schema: { summary: "A keyset page of the own partner's customers, ordered by name", tags, querystring: KeysetQuery, response: { 200: Answer(KeysetPage(CustomerRow)) } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
      return { data: await keysetPage(deps, customersView, { salesPartnerId: principal.salesPartnerId }, request.query, customerRowOf) };
    },
  );

  app.get(
    '/api/customers/:customerId',
    {
      onRequest: guard('salesPartnerOrCustomer'),
      config: { projection: customersView.name },
      schema: { summary: 'A customer with contact and billing address', tags, params: Params, response: { 200: Answer(CustomerDetail) } },
    },
    async (request) => ({ data: customerDetailOf(await readableCustomer(deps.readStore, request, request.params.customerId)) }),
  );

  // Frame contracts, strategies and open tranches come from offers, which do not exist yet: the
  // tenant check is real, the lists stay empty until the offer feature adds their read models.
  for (const part of ['frameContracts', 'strategies', 'openTranches'] as const) {
    app.get(
      `/api/customers/:customerId/${part}`,
      {
        onRequest: guard('salesPartnerOrCustomer'),
        config: { projection: customersView.name },
        schema: { summary: `The customer's ${part} (empty until offers exist)`, tags, params: Params, response: { 200: Answer(Type.Array(CustomerOverviewRow)) } },
      },
      async (request) => {
        await readableCustomer(deps.readStore, request, request.params.customerId);
        return { data: [] };
      },
    );
  }
}
