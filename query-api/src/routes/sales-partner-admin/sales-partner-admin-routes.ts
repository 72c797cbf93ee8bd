import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { type BlobStore } from '@portal/platform';
import { Answer, DocumentTemplateRow, KeysetPage, SalesPartnerDetail, SalesPartnerRow } from '@portal/events/read-contracts';
import { documentOf, documentTemplatesView, salesPartnerDetailOf, salesPartnerRowOf, salesPartnersView, type SalesPartnerDoc } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { assertSameSalesPartner, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { keysetPage, KeysetQuery, type KeysetSource } from '../customers/keyset-page.ts';
import { attachment, downloadMarkers, withMarker } from '../sales-partner/terms-routes.ts';
import { Binary } from '../sales-partner/tenant.ts';

const strict = { additionalProperties: false } as const;
const tags = ['sales partners'];

const PartnerParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }) }, strict);
const PdfParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }), version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, strict);
const Detail = Answer(SalesPartnerDetail);
const Templates = Answer(Type.Array(DocumentTemplateRow));

/** The sales partner management of the admin and the partner's own account pages (docs/identity-api.md "Read routes"). */
export function salesPartnerAdminRoutes(fastify: FastifyInstance, deps: KeysetSource & { blobStore: BlobStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const partner = async (salesPartnerId: string): Promise<SalesPartnerDoc> => {
    const doc = await documentOf(deps.readStore, salesPartnersView, salesPartnerId);
    if (!doc) throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${salesPartnerId}`);
    return doc;
  };
  const templates = async (salesPartnerId: string): Promise<DocumentTemplateRow[]> => {
    const doc = await documentOf(deps.readStore, documentTemplatesView, salesPartnerId);
    return (doc?.templates ?? []).map(({ file: _file, ...t }) => ({ ...t, salesPartnerId, url: `/api/documentTemplates/${salesPartnerId}/${t.version}/pdf` }));
  };
  const ownPartner = (request: FastifyRequest): string => {
    const { salesPartnerId } = principalOf(request);
    if (salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
    return salesPartnerId;
  };

  app.get(
    '/apiadmin/salesPartners',
    {
      onRequest: guard('admin'),
      config: { projection: salesPartnersView.name },
      schema: { summary: 'A keyset page of the sales partners, ordered by name', tags, querystring: KeysetQuery, response: { 200: Answer(KeysetPage(SalesPartnerRow)) } },
    },
    async (request) => ({ data: await keysetPage(deps, salesPartnersView, {}, request.query, salesPartnerRowOf) }),
  );

  app.get(
    '/apiadmin/salesPartners/:salesPartnerId',
    { onRequest: guard('admin'), config: { projection: salesPartnersView.name }, schema: { summary: 'A sales partner: profile, status and design', tags, params: PartnerParams, response: { 200: Detail } } },
    async (request) => ({ data: salesPartnerDetailOf(await partner(request.params.salesPartnerId)) }),
  );

  app.get(
    '/apiadmin/salesPartners/:salesPartnerId/documentTemplates',
    { onRequest: guard('admin'), config: { projection: documentTemplatesView.name }, schema: { summary: "A sales partner's document templates, newest first", tags, params: PartnerParams, response: { 200: Templates } } },
    async (request) => ({ data: await templates(request.params.salesPartnerId) }),
  );

  app.get(
    '/api/account',
    { onRequest: guard('salesPartner'), config: { projection: salesPartnersView.name }, schema: { summary: 'The own sales partner', tags, response: { 200: Detail } } },
    async (request) => ({ data: salesPartnerDetailOf(await partner(ownPartner(request))) }),
  );

  app.get(
    '/api/account/documentTemplates',
    { onRequest: guard('salesPartner'), config: { projection: documentTemplatesView.name }, schema: { summary: "The own partner's document templates, newest first", tags, response: { 200: Templates } } },
    async (request) => ({ data: await templates(ownPartner(request)) }),
  );

  app.get(
    '/api/documentTemplates/:salesPartnerId/:version/pdf',
    {
      onRequest: guard('adminOrSalesPartner'),
      config: { projection: documentTemplatesView.name },
      schema: { summary: `A document template's PDF, followed by ${downloadMarkers.eof}`, tags, params: PdfParams, response: { 200: Binary(`PDF bytes + "${downloadMarkers.eof}"`) } },
    },
    async (request, reply) => {
      const { salesPartnerId, version: text } = request.params;
      const version = Number(text);
      assertSameSalesPartner(principalOf(request), salesPartnerId);
      const doc = await documentOf(deps.readStore, documentTemplatesView, salesPartnerId);
      const template = doc?.templates.find((t) => t.version === version);
      if (!template) throw new DomainError('ERR_BAD_REQUEST', 404, `no document template version ${version}`);
      const blob = await deps.blobStore.open(template.file).catch(() => null);
      const body = withMarker(blob, (error) => request.log.error({ err: error, salesPartnerId, version }, 'document template download failed'));
      return reply.header('content-type', 'application/octet-stream').header('content-disposition', attachment(template.name)).send(Readable.from(body));
    },
  );
}
