import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { type BlobStore } from '@portal/platform';
import type { OperatorProfile } from '@portal/events';
import { Answer, DesignConfig, Nullable, PartnerContact } from '@portal/events/read-contracts';
import { documentOf, platformConfigDocId, platformConfigView, salesPartnerHostsView, salesPartnersView, type ReadStore, type SalesPartnerDoc } from '@portal/projections';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { Binary, defaultBranding, DomainParams, partnerOfHost, Problem, SalesPartnerIdParams } from './tenant.ts';

/** The 9-byte answer of getLogo that tells the UI to show its default logo (spec section 7). */
export const noLogo = 'undefined';

// The hash in the URL changes with the image, so an <img> or <link rel=icon> picks up a new
// design at once; the unversioned URL answers too, revalidated by its ETag.
const versioned = (path: string, hash: string | null | undefined): string | null => (hash ? `${path}?v=${hash.slice(0, 12)}` : null);

/** A host of no partner shows the operator's own branding, or the built-in one until it has set it. */
export function configDbAnswer(partner: SalesPartnerDoc | null, operator: OperatorProfile | undefined = undefined): DesignConfig {
  if (!partner) {
    const look = operator ? { color: operator.color, colorPalette: operator.colorPalette } : defaultBranding;
    return { ...look, salesPartnerId: null, name: operator?.name ?? null, type: 'default', faviconUrl: null, logoUrl: null, publicRegistration: false };
  }
  return {
    color: partner.design?.color ?? defaultBranding.color,
    colorPalette: partner.design?.colorPalette ?? defaultBranding.colorPalette,
    salesPartnerId: partner.id,
    name: partner.name,
    type: 'salesPartner',
    faviconUrl: versioned(`/api/getFavicon/${partner.id}`, partner.design?.favicon),
    logoUrl: versioned(`/api/getLogo/${partner.id}`, partner.design?.logo),
    publicRegistration: partner.publicRegistration,
  };
}

/** GET getConfigDB, getContact, getLogo and getFavicon: the tenant's branding by host name. */
export function brandingRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore; blobStore: BlobStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const byHost = [salesPartnerHostsView.name, salesPartnersView.name, platformConfigView.name];
  const operator = async (): Promise<OperatorProfile | undefined> => (await documentOf(deps.readStore, platformConfigView, platformConfigDocId))?.operator;

  app.get(
    '/api/getConfigDB/:domain',
    {
      config: { projection: byHost },
      schema: { summary: 'Branding of the portal on this host (default branding for unknown hosts)', tags: ['tenant'], params: DomainParams, response: { 200: Answer(DesignConfig), 400: Problem } },
    },
    async (request) => {
      const partner = await partnerOfHost(deps.readStore, request.params.domain);
      return { data: configDbAnswer(partner, partner ? undefined : await operator()) };
    },
  );

  app.get(
    '/api/getContact/:domain',
    {
      config: { projection: byHost },
      schema: {
        summary: "Contact details of the sales partner serving this host; on a host of no partner the operator's, null until the operator has set one",
        tags: ['tenant'],
        params: DomainParams,
        response: { 200: Answer(Nullable(PartnerContact)), 400: Problem },
      },
    },
    async (request) => {
      // An address of no partner is the operator's own (localhost, its portal domain): a normal
      // visit, so it answers, never a 404 the browser would log on every page.
      const partner = await partnerOfHost(deps.readStore, request.params.domain);
      return { data: partner ? partner.contact : ((await operator())?.contact ?? null) };
    },
  );

  const image = (route: 'getLogo' | 'getFavicon', pick: (doc: SalesPartnerDoc | null) => string | null | undefined, none: (reply: FastifyReply) => FastifyReply) =>
    app.get(
      `/api/${route}/:salesPartnerId`,
      {
        config: { projection: salesPartnersView.name },
        schema: {
          summary: route === 'getLogo' ? `Logo of a sales partner, streamed; "${noLogo}" (9 bytes) when it has none` : 'Favicon of a sales partner',
          tags: ['tenant'],
          params: SalesPartnerIdParams,
          response: { 200: Binary('image bytes (or the 9-byte "undefined" for no logo)'), 304: Type.Null(), 400: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const { salesPartnerId } = request.params;
        const hash = pick(await documentOf(deps.readStore, salesPartnersView, salesPartnerId));
        const blob = hash ? await deps.blobStore.open(hash) : null;
        if (!hash || !blob) return none(reply);
        const etag = `"${hash}"`;
        void reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return reply.header('content-type', blob.contentType).header('content-length', blob.size).send(Readable.from(blob.chunks));
      },
    );

  image('getLogo', (doc) => doc?.design?.logo, (reply) => reply.header('content-type', 'text/plain').header('cache-control', 'no-cache').send(noLogo));
  image('getFavicon', (doc) => doc?.design?.favicon, () => {
    throw new DomainError('ERR_BAD_REQUEST', 404, 'this sales partner has no favicon');
  });
}
