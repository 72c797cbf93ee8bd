import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultBusinessLimits } from '@portal/events';
import { Answer, ConfigSelect, Problem } from '@portal/events/read-contracts';
import { documentOf, platformConfigDocId, platformConfigView, salesPartnerHostsView, salesPartnersView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { partnerOfHost } from '../sales-partner/tenant.ts';

const Params = Type.Object({ domain: Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' }) });

/**
 * GET /api/getConfigSelect/{domain}: the configuration lists of spec section 7. On a sales
 * partner's host `marketareasAllObjSP` holds that partner's market areas; elsewhere every active
 * market area.
 */
export function getConfigSelectRoute(fastify: FastifyInstance, deps: { readStore: ReadStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/getConfigSelect/:domain',
    {
      config: { projection: [platformConfigView.name, salesPartnerHostsView.name, salesPartnersView.name] },
      schema: { summary: 'Configuration lists for forms', tags: ['config'], params: Params, response: { 200: Answer(ConfigSelect), 503: Problem } },
    },
    async (request, reply) => {
      const doc = await documentOf(deps.readStore, platformConfigView, platformConfigDocId);
      if (!doc) {
        // Only between a fresh start and the first projected seed: tell the client to retry.
        return reply.status(503).header('retry-after', '1').send({ isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'configuration not loaded yet' });
      }
      const partner = await partnerOfHost(deps.readStore, request.params.domain);
      const marketareasAllObjSP = doc.lists.marketareasAllObj.filter((area) => (partner ? partner.marketAreas.includes(area.id) : area.active));
      // A document projected before the limits existed has none until its view is rebuilt.
      return { data: { ...doc.lists, marketareasAllObjSP, businessLimits: doc.businessLimits ?? defaultBusinessLimits } };
    },
  );
}
