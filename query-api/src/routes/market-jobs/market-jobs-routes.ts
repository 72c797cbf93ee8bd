import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MarketImportKind } from '@portal/events';
import { Answer, MarketJobRow } from '@portal/events/read-contracts';
import { documentsOf, marketImportJobsView, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';

const tags = ['market data'];
const defaultLimit = 50;

export const MarketJobsQuery = Type.Object(
  {
    status: Type.Optional(MarketJobRow.properties.status),
    kind: Type.Optional(MarketImportKind),
    limit: Type.Optional(Type.String({ pattern: '^(500|[1-4][0-9]{2}|[1-9][0-9]?)$', description: `jobs to answer, 1 to 500 (default ${defaultLimit})` })),
  },
  { additionalProperties: false },
);

/** The admin's market import jobs (`/tasks-management/data`, issue 13): newest first, by status and kind. */
export function marketJobsRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/apiadmin/market/jobs',
    {
      onRequest: guard('admin'),
      config: { projection: marketImportJobsView.name },
      schema: { summary: 'The market data import jobs, newest first', tags, querystring: MarketJobsQuery, response: { 200: Answer(Type.Array(MarketJobRow)) } },
    },
    async (request) => {
      const { status, kind, limit } = request.query;
      const where: Record<string, string> = { ...(status ? { status } : {}), ...(kind ? { kind } : {}) };
      const jobs = await documentsOf(deps.readStore, marketImportJobsView, { where, orderBy: 'created', direction: 'desc', limit: limit ? Number(limit) : defaultLimit });
      return { data: jobs };
    },
  );
}
