import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { Answer, IdentifierCheck, Problem } from '@portal/events/read-contracts';
import { checkMeteringPoint, checkXCode } from '@portal/events/validation';
import { documentOf, platformConfigDocId, platformConfigView, type PlatformConfigDoc, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';

const strict = { additionalProperties: false } as const;
// What the user typed, checked by the rules and not by the schema: a half-typed code is an answer, not a 400.
const Typed = (maxLength: number) => Type.String({ maxLength });

const MeteringPointQuery = Type.Object(
  {
    code: Typed(100),
    country: Type.Optional(Typed(3)),
    state: Type.Optional(Typed(3)),
    marketArea: Type.Optional(Typed(64)),
    direction: Type.Optional(Typed(4)),
  },
  strict,
);
const XCodeQuery = Type.Object({ code: Typed(100) }, strict);

const tags = ['metering points'];

/** The platform configuration the rules need; 503 between a fresh start and its first projection, as getConfigSelect. */
async function configOf(readStore: ReadStore): Promise<PlatformConfigDoc['lists']> {
  const doc = await documentOf(readStore, platformConfigView, platformConfigDocId);
  if (!doc) throw new DomainError('ERR_BAD_RESPONSE', 503, 'configuration not loaded yet');
  return doc.lists;
}

/** Empty query values mean "not chosen yet" (a form's blank select). */
const given = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * The inline checks of the forms (issue 11 point 2), for any logged-in user: the same rules the
 * metering point commands apply (`@portal/events/validation`, metering-point-check.ts) against
 * the platform configuration's read model. They answer 200 with `valid: false` and the problems
 * for a wrong code; only a missing session (401) or a malformed query (400) is an error.
 */
export function identifierCheckRoutes(fastify: FastifyInstance, deps: { readonly readStore: ReadStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/meteringpoints/check',
    {
      onRequest: guard('businessUser'),
      config: { projection: platformConfigView.name },
      schema: {
        summary: 'Checks a metering point code as the user types: kind (MALO, MELO, CH, EIC, OTHER), country rule, check digits',
        tags,
        querystring: MeteringPointQuery,
        response: { 200: Answer(IdentifierCheck), 400: Problem, 401: Problem, 503: Problem },
      },
    },
    async (request) => {
      const { code, country, state, marketArea, direction } = request.query;
      const candidate = { code: code.trim(), country: given(country), state: given(state), marketArea: given(marketArea), direction: given(direction) };
      return { data: checkMeteringPoint(await configOf(deps.readStore), candidate) };
    },
  );

  app.get(
    '/api/xcodes/check',
    {
      onRequest: guard('businessUser'),
      config: { projection: platformConfigView.name },
      schema: { summary: 'Checks an X-code (EIC of a party): country rule and ENTSO-E check character', tags, querystring: XCodeQuery, response: { 200: Answer(IdentifierCheck), 400: Problem, 401: Problem, 503: Problem } },
    },
    async (request) => ({ data: checkXCode(await configOf(deps.readStore), request.query.code.trim()) }),
  );
}
