import { DomainError, SalesPartnerProfile, type BlobStore } from '@portal/events';
import { documentTemplatesView, salesPartnersView, type DocumentTemplatesDoc, type SalesPartnerDoc } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { assertSameSalesPartner, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { KeysetPage, keysetPage, KeysetQuery, type KeysetSource } from '../customers/keyset-page.ts';
import { attachment, downloadMarkers, withMarker } from '../sales-partner/terms-routes.ts';
import { Binary } from '../sales-partner/tenant.ts';

const strict = { additionalProperties: false } as const;
const tags = ['sales partners'];

/** docs/identity-api.md `SalesPartnerRow`. */
export const SalesPartnerRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  subdomain: Type.String(),
  domains: Type.Array(Type.String()),
  mail: Type.String(),
  phone: Type.String(),
  place: Type.String(),
  country: Type.String(),
  currencies: Type.Array(Type.String()),
  marketAreas: Type.Array(Type.String()),
  active: Type.Boolean(),
  publicRegistration: Type.Boolean(),
  internal: Type.Boolean(),
  updatedAt: Type.String(),
});
type SalesPartnerRow = Type.Static<typeof SalesPartnerRowSchema>;

const Design = Type.Union([
  Type.Object({ color: Type.String(), colorPalette: Type.String(), logo: Type.Union([Type.String(), Type.Null()]), favicon: Type.Union([Type.String(), Type.Null()]) }),
  Type.Null(),
]);
/** docs/identity-api.md `SalesPartnerDetail`: the whole profile (status included), the design and the id. */
export const SalesPartnerDetailSchema = Type.Object({ ...SalesPartnerProfile.properties, id: Type.String(), design: Design, updatedAt: Type.String() });

/** One version of a document template; the PDF is at `url`. */
export const DocumentTemplateRowSchema = Type.Object({
  salesPartnerId: Type.String(),
  version: Type.Integer(),
  language: Type.String(),
  name: Type.String(),
  publishedAt: Type.String(),
  current: Type.Boolean({ description: 'the newest version of its language and name' }),
  url: Type.String({ description: `the PDF, followed by ${downloadMarkers.eof}` }),
});
type DocumentTemplateRow = Type.Static<typeof DocumentTemplateRowSchema>;

const rowOf = (doc: SalesPartnerDoc): SalesPartnerRow => ({
  id: doc.id, name: doc.name, subdomain: doc.subdomain, domains: doc.domains, mail: doc.mail, phone: doc.phone, place: doc.address.place,
  country: doc.address.country, currencies: doc.currencies, marketAreas: doc.marketAreas, active: doc.active, publicRegistration: doc.publicRegistration,
  internal: doc.internal, updatedAt: doc.updatedAt,
});
const detailOf = ({ position: _position, nameKey: _nameKey, ...detail }: SalesPartnerDoc) => detail;

const PartnerParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }) }, strict);
const PdfParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }), version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, strict);
const Detail = Type.Object({ data: SalesPartnerDetailSchema });
const Templates = Type.Object({ data: Type.Array(DocumentTemplateRowSchema) });

/** The sales partner management of the admin and the partner's own account pages (docs/identity-api.md "Read routes"). */
export function salesPartnerAdminRoutes(app: FastifyInstance, deps: KeysetSource & { blobStore: BlobStore }): void {
  const partner = async (salesPartnerId: string): Promise<SalesPartnerDoc> => {
    const doc = await deps.readStore.get<SalesPartnerDoc>(salesPartnersView.name, salesPartnerId);
    if (!doc) throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${salesPartnerId}`);
    return doc;
  };
  const templates = async (salesPartnerId: string): Promise<DocumentTemplateRow[]> => {
    const doc = await deps.readStore.get<DocumentTemplatesDoc>(documentTemplatesView.name, salesPartnerId);
    return (doc?.templates ?? []).map(({ file: _file, ...t }) => ({ ...t, salesPartnerId, url: `/api/documentTemplates/${salesPartnerId}/${t.version}/pdf` }));
  };
  const ownPartner = (request: FastifyRequest): string => {
    const { salesPartnerId } = principalOf(request);
    if (salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
    return salesPartnerId;
  };
  const idOf = (request: FastifyRequest): string => (request.params as { salesPartnerId: string }).salesPartnerId;

  app.get(
    '/apiadmin/salesPartners',
    {
      onRequest: guard('admin'),
      config: { projection: salesPartnersView.name },
      schema: { summary: 'A keyset page of the sales partners, ordered by name', tags, querystring: KeysetQuery, response: { 200: KeysetPage(SalesPartnerRowSchema) } },
    },
    async (request) => ({ data: await keysetPage(deps, salesPartnersView.name, {}, request.query as KeysetQuery, rowOf) }),
  );

  app.get(
    '/apiadmin/salesPartners/:salesPartnerId',
    { onRequest: guard('admin'), config: { projection: salesPartnersView.name }, schema: { summary: 'A sales partner: profile, status and design', tags, params: PartnerParams, response: { 200: Detail } } },
    async (request) => ({ data: detailOf(await partner(idOf(request))) }),
  );

  app.get(
    '/apiadmin/salesPartners/:salesPartnerId/documentTemplates',
    { onRequest: guard('admin'), config: { projection: documentTemplatesView.name }, schema: { summary: "A sales partner's document templates, newest first", tags, params: PartnerParams, response: { 200: Templates } } },
    async (request) => ({ data: await templates(idOf(request)) }),
  );

  app.get(
    '/api/account',
    { onRequest: guard('salesPartner'), config: { projection: salesPartnersView.name }, schema: { summary: 'The own sales partner', tags, response: { 200: Detail } } },
    async (request) => ({ data: detailOf(await partner(ownPartner(request))) }),
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
      const { salesPartnerId, version: text } = request.params as { salesPartnerId: string; version: string };
      const version = Number(text);
      assertSameSalesPartner(principalOf(request), salesPartnerId);
      const doc = await deps.readStore.get<DocumentTemplatesDoc>(documentTemplatesView.name, salesPartnerId);
      const template = doc?.templates.find((t) => t.version === version);
      if (!template) throw new DomainError('ERR_BAD_REQUEST', 404, `no document template version ${version}`);
      const blob = await deps.blobStore.open(template.file).catch(() => null);
      const body = withMarker(blob, (error) => request.log.error({ err: error, salesPartnerId, version }, 'document template download failed'));
      return reply.header('content-type', 'application/octet-stream').header('content-disposition', attachment(template.name)).send(Readable.from(body));
    },
  );
}
