import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, OfferId } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import { documentOf, offersView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { mayReadOffer } from '../offers/index.ts';
import { attachment, downloadMarkers, withMarker } from '../sales-partner/terms-routes.ts';
import { Binary, Problem } from '../sales-partner/tenant.ts';

const DocumentParams = Type.Object(
  { offerId: OfferId, version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);

/**
 * A version of an offer's document (the offer detail's documents tab), streamed like the terms
 * PDF: the bytes, then `---eof---` (or `---serializableError---` when the read fails midway),
 * saved as `{name}.pdf`. Who may: the admin any offer, a partner's users its own partner's, a
 * customer's users their own customer's (`mayReadOffer`, as the offer detail); outside that
 * scope 404 as for an unknown offer, since offer numbers are counted and a 403 would confirm one.
 */
export function offerDocumentRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore; blobStore: BlobStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/offers/:offerId/documents/:version',
    {
      onRequest: guard('businessUser'),
      config: { projection: offersView.name },
      schema: {
        summary: `A version of the offer's document (PDF), followed by ${downloadMarkers.eof} (or ${downloadMarkers.error} when it could not be read)`,
        tags: ['offers'],
        params: DocumentParams,
        response: { 200: Binary(`PDF bytes + "${downloadMarkers.eof}"`), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { offerId, version: text } = request.params;
      const principal = principalOf(request);
      const offer = await documentOf(deps.readStore, offersView, offerId);
      if (!offer || !mayReadOffer(principal, offer.row)) throw new DomainError('ERR_BAD_REQUEST', 404, `no such offer ${offerId}`);
      const version = Number(text);
      const document = offer.documents.find((d) => d.version === version);
      if (!document) throw new DomainError('ERR_BAD_REQUEST', 404, `no document version ${version} of offer ${offerId}`);
      const blob = await deps.blobStore.open(document.file).catch(() => null);
      const body = withMarker(blob, (error) => request.log.error({ err: error, offerId, version }, 'offer document download failed'));
      return reply.header('content-type', 'application/octet-stream').header('content-disposition', attachment(document.name)).send(Readable.from(body));
    },
  );
}
