import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { Answer, OfferTablePage, OfferTableRequest } from '@portal/events/read-contracts';
import { offersView, type OfferTableReader } from '@portal/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { minPositionHeader } from '../../plugins/read-your-writes.ts';
import { Problem } from '../sales-partner/tenant.ts';
import type { OfferTableRole } from './offer-scope.ts';
import { offerTablePage, type OfferTableSource } from './offer-table-page.ts';

const tags = ['offers'];

/** Customers only: no guard of spec section 6 names them alone, so the customer half of `salesPartnerOrCustomer`. */
async function customerOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await guard('salesPartnerOrCustomer')(request, reply);
  if (principalOf(request).role !== 'customer') throw new DomainError('ERR_BAD_REQUEST', 403, 'this needs the customer role');
}

/**
 * Read your writes for the typed table (ADR 0023): the engine's wait covers the document views,
 * this one the table's own checkpoint, within the same 3 s; a timed-out wait still answers,
 * marked stale. The header itself was checked by the plugin (the route names its projection).
 */
async function tableCaughtUp(reader: OfferTableReader, request: FastifyRequest, reply: FastifyReply, timeoutMs: number): Promise<void> {
  const raw = request.headers[minPositionHeader];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^[0-9]{1,19}$/.test(text)) return;
  const target = BigInt(text);
  const deadline = Date.now() + timeoutMs;
  while ((await reader.position()) < target) {
    if (Date.now() > deadline) {
      void reply.header('x-portal-stale', 'true');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const routes: readonly { path: string; role: OfferTableRole; summary: string; onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void> }[] = [
  { path: '/apiadmin/getOfferTableKeyset', role: 'admin', summary: "The admin's offer table: every offer", onRequest: guard('admin') },
  { path: '/api/getOfferTableSPKeyset', role: 'salesPartner', summary: "The partner's offer table: its own offers", onRequest: guard('salesPartner') },
  { path: '/api/getOfferTableCUKeyset', role: 'customer', summary: "The customer's offer table: its own offers, without margins", onRequest: customerOnly },
];

/**
 * The three offer tables of spec section 7. A POST because the spec names them so: they read
 * and store nothing else (a query). The filters a role may use are spec section 3's
 * (`offer-scope.ts`); 10 rows per page unless `rowsPerPage`.
 */
export function offerTableRoutes(fastify: FastifyInstance, deps: OfferTableSource & { readYourWritesTimeoutMs?: number }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const route of routes) {
    app.post(
      route.path,
      {
        onRequest: route.onRequest,
        config: { projection: offersView.name },
        schema: {
          summary: `${route.summary}, a keyset page by offer date and time; filters of spec section 3, full text from 3 characters`,
          tags,
          body: OfferTableRequest,
          response: { 200: Answer(OfferTablePage), 400: Problem },
        },
      },
      async (request, reply) => {
        await tableCaughtUp(deps.offerTable, request, reply, deps.readYourWritesTimeoutMs ?? 3000);
        return { data: await offerTablePage(deps, principalOf(request), route.role, request.body) };
      },
    );
  }
}
