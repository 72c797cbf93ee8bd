import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { type BlobStore, type BlobStream } from '@portal/platform';
import { Answer, TermsDocument } from '@portal/events/read-contracts';
import { documentOf, portalTermsDocId, portalTermsDocumentsView, portalTermsView, salesPartnerHostsView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { Binary, DomainParams, Problem, tenantOfHost } from './tenant.ts';

/** Markers of spec section 9: a download is whole only when it ends with `eof`. */
export const downloadMarkers = { eof: '---eof---', error: '---serializableError---' } as const;

const LocaleParams = Type.Object({
  locale: Type.String({ pattern: '^[A-Za-z]{2}([-_][A-Za-z]{2})?$', description: 'language, e.g. de or de-CH' }),
  domain: DomainParams.properties.domain,
});
const DocumentParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,100}$' }) });

/**
 * The PDF's chunks, then the end-of-file marker. A read that fails part way ends the body with
 * the error marker instead; the client's download helper then tries again (spec section 4).
 */
export async function* withMarker(blob: BlobStream | null, onError: (error: unknown) => void): AsyncGenerator<Buffer> {
  try {
    if (!blob) throw new Error('the document\'s file is missing from the blob store');
    for await (const chunk of blob.chunks) yield chunk;
  } catch (error) {
    onError(error);
    yield Buffer.from(downloadMarkers.error);
    return;
  }
  yield Buffer.from(downloadMarkers.eof);
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachment = (name: string): string => `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`;

/** The portal terms of the partner on a host, and their PDFs (spec section 7). */
export function termsRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore; blobStore: BlobStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/termsConditionsPortal/:locale/:domain',
    {
      config: { projection: [salesPartnerHostsView.name, portalTermsView.name] },
      schema: {
        summary: 'Current portal terms documents of the partner on this host, in the language (else German)',
        tags: ['tenant'],
        params: LocaleParams,
        response: { 200: Answer(Type.Array(TermsDocument)), 400: Problem },
      },
    },
    async (request) => {
      const { locale, domain } = request.params;
      const salesPartnerId = await tenantOfHost(deps.readStore, domain);
      if (salesPartnerId === null) return { data: [] };
      const language = locale.slice(0, 2).toLowerCase();
      const terms =
        (await documentOf(deps.readStore, portalTermsView, portalTermsDocId(salesPartnerId, language))) ??
        (await documentOf(deps.readStore, portalTermsView, portalTermsDocId(salesPartnerId, 'de')));
      return { data: (terms?.documents ?? []).map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/api/termsConditionsPortalPdf/:id',
    {
      config: { projection: portalTermsDocumentsView.name },
      schema: {
        summary: `A portal terms PDF, followed by ${downloadMarkers.eof} (or ${downloadMarkers.error} when it could not be read)`,
        tags: ['tenant'],
        params: DocumentParams,
        response: { 200: Binary(`PDF bytes + "${downloadMarkers.eof}"`), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const document = await documentOf(deps.readStore, portalTermsDocumentsView, id);
      if (!document) throw new DomainError('ERR_BAD_REQUEST', 404, `no portal terms document ${id}`);
      const blob = await deps.blobStore.open(document.pdf).catch(() => null);
      const body = withMarker(blob, (error) => request.log.error({ err: error, document: id }, 'portal terms download failed'));
      return reply.header('content-type', 'application/octet-stream').header('content-disposition', attachment(document.name)).send(Readable.from(body));
    },
  );
}
