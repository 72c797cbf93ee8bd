import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, OfferId, type Principal } from '@portal/events';
import { Answer, OfferDetail, OfferDraftRow } from '@portal/events/read-contracts';
import {
  customersView,
  documentOf,
  documentsOf,
  offerDetailOf,
  offerDraftRowOf,
  offerDraftsView,
  offersView,
  salesPartnersView,
  type OfferDoc,
  type OfferDraftDoc,
  type ReadStore,
} from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { customerNames } from '../metering-points/metering-point-scope.ts';
import { Problem } from '../sales-partner/tenant.ts';
import { detailForCustomer } from './offer-scope.ts';

const strict = { additionalProperties: false } as const;
const tags = ['offers'];
const OfferParams = Type.Object({ offerId: OfferId }, strict);
const DraftParams = Type.Object({ draftId: Type.String({ format: 'uuid' }) }, strict);
/** The most open drafts one list answers; a tenant keeps few (each is one unfinished request). */
const maxDrafts = 200;

const notFound = (what: string): never => {
  throw new DomainError('ERR_BAD_REQUEST', 404, `no such ${what}`);
};

/** The admin every offer, a partner's user its partner's, a customer's user its customer's. */
export const mayReadOffer = (principal: Principal, offer: { readonly salesPartnerId: string; readonly customerId: string }): boolean =>
  principal.role === 'admin' ||
  (principal.role === 'salesPartner' && principal.salesPartnerId === offer.salesPartnerId) ||
  (principal.role === 'customer' && principal.customerId === offer.customerId);

/** A partner's users its partner's drafts, a customer's users their customer's (the admin requests no offers). */
const mayReadDraft = (principal: Principal, draft: OfferDraftDoc): boolean =>
  (principal.role === 'salesPartner' && principal.salesPartnerId === draft.salesPartnerId) ||
  (principal.role === 'customer' && principal.salesPartnerId === draft.salesPartnerId && principal.customerId === draft.customerId);

async function namesOf(readStore: ReadStore, doc: OfferDoc): Promise<{ customername: string | null; salesPartnerName: string | null }> {
  const [customer, partner] = await Promise.all([
    documentOf(readStore, customersView, doc.row.customerId),
    documentOf(readStore, salesPartnersView, doc.row.salesPartnerId),
  ]);
  return { customername: customer?.customername ?? null, salesPartnerName: partner?.name ?? null };
}

/**
 * The offer detail (`/offers/{offerId}` and its tabs) and the request stepper's drafts. An offer
 * or draft outside the caller's scope answers 404 like an unknown id: offer numbers are counted
 * from 500001, so a 403 would confirm that another tenant's number exists.
 *
 * A customer's detail (`detailForCustomer`): no partner fees, no margin, no price without
 * margin, and of the admin's inputs only those the customer pays (energy and profile price,
 * spot, balancing and variable add-ons, adjustment cost, procurement fee, certificate price);
 * alpha, beta, gamma and the certificate margin are answered as ''.
 */
export function offerDetailRoutes(fastify: FastifyInstance, deps: { readonly readStore: ReadStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/offers/:offerId',
    {
      onRequest: guard('businessUser'),
      config: { projection: [offersView.name, customersView.name, salesPartnersView.name] },
      schema: { summary: 'An offer with its metering points, volumes, prices, deltas and documents', tags, params: OfferParams, response: { 200: Answer(OfferDetail), 404: Problem } },
    },
    async (request) => {
      const principal = principalOf(request);
      const doc = await documentOf(deps.readStore, offersView, request.params.offerId);
      if (!doc || !mayReadOffer(principal, doc.row)) return notFound(`offer ${request.params.offerId}`);
      const detail = offerDetailOf(doc, await namesOf(deps.readStore, doc));
      return { data: principal.role === 'customer' ? detailForCustomer(detail) : detail };
    },
  );

  app.get(
    '/api/offer-drafts',
    {
      onRequest: guard('salesPartnerOrCustomer'),
      config: { projection: [offerDraftsView.name, customersView.name] },
      schema: { summary: "The caller's open offer drafts (a partner's users the partner's, a customer's users their customer's), newest first", tags, response: { 200: Answer(Type.Array(OfferDraftRow)) } },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.salesPartnerId === null) return { data: [] };
      const where: Record<string, string> = principal.role === 'customer' ? { customerId: principal.customerId ?? '' } : { salesPartnerId: principal.salesPartnerId };
      const docs = (await documentsOf(deps.readStore, offerDraftsView, { where, orderBy: 'updatedAt', direction: 'desc', limit: maxDrafts })).filter((d) => mayReadDraft(principal, d));
      const names = await customerNames(deps.readStore, docs.flatMap((d) => (d.customerId === null ? [] : [d.customerId])));
      return { data: docs.map((d) => offerDraftRowOf(d, d.customerId === null ? null : (names.get(d.customerId) ?? null))) };
    },
  );

  app.get(
    '/api/offer-drafts/:draftId',
    {
      onRequest: guard('salesPartnerOrCustomer'),
      config: { projection: [offerDraftsView.name, customersView.name] },
      schema: { summary: 'One open offer draft, to continue the request stepper', tags, params: DraftParams, response: { 200: Answer(OfferDraftRow), 404: Problem } },
    },
    async (request) => {
      const principal = principalOf(request);
      const doc = await documentOf(deps.readStore, offerDraftsView, request.params.draftId);
      if (!doc || !mayReadDraft(principal, doc)) return notFound(`draft ${request.params.draftId}`);
      const names = doc.customerId === null ? new Map<string, string | null>() : await customerNames(deps.readStore, [doc.customerId]);
      return { data: offerDraftRowOf(doc, doc.customerId === null ? null : (names.get(doc.customerId) ?? null)) };
    },
  );
}
