import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, MeteringCode, MeteringDirection } from '@portal/events';
import { Answer, ProfileStatus } from '@portal/events/read-contracts';
import { documentOf, meteringPointDocId, meteringPointsView, profileStatusOf, profileStatusView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { Problem } from '../sales-partner/tenant.ts';
import { mayReadPoint } from './metering-point-routes.ts';

const Params = Type.Object({ code: MeteringCode, direction: MeteringDirection }, { additionalProperties: false });

/**
 * `GET /api/meteringpoints/{code}/{direction}/profiles`: the point's uploaded history and its
 * forecasts' states (the profileStatus view). Same scope as the point's detail: 404 outside.
 */
export function profileStatusRoute(fastify: FastifyInstance, deps: { readStore: ReadStore }): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/meteringpoints/:code/:direction/profiles',
    {
      onRequest: guard('businessUser'),
      config: { projection: [meteringPointsView.name, profileStatusView.name] },
      schema: {
        summary: "A metering point's load profile and forecast state (404 when the caller does not see the point)",
        tags: ['meteringpoints'],
        params: Params,
        response: { 200: Answer(ProfileStatus), 404: Problem },
      },
    },
    async (request) => {
      const { code, direction } = request.params;
      const id = meteringPointDocId(code, direction);
      const point = await documentOf(deps.readStore, meteringPointsView, id);
      if (!point || !mayReadPoint(principalOf(request), point)) throw new DomainError('ERR_BAD_REQUEST', 404, `no metering point ${code} ${direction}`);
      return { data: profileStatusOf(await documentOf(deps.readStore, profileStatusView, id), code, direction) };
    },
  );
}
