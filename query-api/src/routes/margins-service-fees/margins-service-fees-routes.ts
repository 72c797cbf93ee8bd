import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { Answer, MarginsServiceFeesAnswer } from '@portal/events/read-contracts';
import { documentOf, marginsServiceFeesAnswerOf, marginsServiceFeesView, salesPartnersView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';

const tags = ['margins and service fees'];
const PartnerParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const response = { 200: Answer(MarginsServiceFeesAnswer) };

/**
 * A sales partner's margin and service fees per product (`/admin/margins-service-fees`): the
 * partner's users read their own (the partner comes from the session, never from the request),
 * the admin names the partner. The defaults until the partner sets its own.
 */
export function marginsServiceFeesRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const answer = async (salesPartnerId: string): Promise<MarginsServiceFeesAnswer> =>
    marginsServiceFeesAnswerOf(salesPartnerId, await documentOf(deps.readStore, marginsServiceFeesView, salesPartnerId));

  app.get(
    '/api/margins-service-fees',
    { onRequest: guard('salesPartner'), config: { projection: marginsServiceFeesView.name }, schema: { summary: "The own partner's margin and service fees per product", tags, response } },
    async (request) => {
      const { salesPartnerId } = principalOf(request);
      if (salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
      return { data: await answer(salesPartnerId) };
    },
  );

  app.get(
    '/apiadmin/margins-service-fees/:salesPartnerId',
    {
      onRequest: guard('admin'),
      config: { projection: [marginsServiceFeesView.name, salesPartnersView.name] },
      schema: { summary: "A sales partner's margin and service fees per product", tags, params: PartnerParams, response },
    },
    async (request) => {
      const { salesPartnerId } = request.params;
      // Defaults are answered for a partner that exists, not for any id.
      if (!(await documentOf(deps.readStore, salesPartnersView, salesPartnerId))) throw new DomainError('ERR_BAD_REQUEST', 404, `no sales partner ${salesPartnerId}`);
      return { data: await answer(salesPartnerId) };
    },
  );
}
