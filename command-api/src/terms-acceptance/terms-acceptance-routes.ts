import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, fold, salesPartnerStream, termsAcceptanceStream } from '@portal/events';
import { sessionOf, type TokenClaims } from '@portal/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { handleCommand, type HandlerDeps } from '../handler/command-handler.ts';
import { salesPartnerDecider } from '../sales-partner/sales-partner.ts';
import type { LoginUser } from '../session/login-directory.ts';
import { actorOf, assertCsrf, type SessionDeps } from '../session/session.ts';
import { hasAccepted, termsAcceptanceDecider, type CurrentTerms } from './terms-acceptance.ts';

const DocumentList = Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }), { maxItems: 5 });
const Answer = Type.Object({ data: Type.Boolean() });

const ended = () => new DomainError('NOT_AUTHORIZED', 401, 'log in first');

/** The user of the request's open session (deactivated users and partners have none). */
async function sessionUser(request: FastifyRequest, deps: SessionDeps): Promise<{ user: LoginUser; claims: TokenClaims }> {
  const claims = await sessionOf(request, deps, deps.clock());
  const user = claims && (await deps.directory.userById(claims.userId));
  if (!claims || !user || !(await deps.directory.mayHaveSession(user))) throw ended();
  return { user, claims };
}

/** The partner's current terms in the user's language, else in German; null when it has published none. */
export async function currentTermsOf(deps: HandlerDeps, user: Pick<LoginUser, 'salesPartnerId' | 'language'>): Promise<CurrentTerms | null> {
  if (user.salesPartnerId === null) return null;
  const state = fold(salesPartnerDecider, await deps.eventStore.readStream(salesPartnerStream(user.salesPartnerId)));
  if (state.status !== 'created') return null;
  const language = state.terms[user.language] ? user.language : 'de';
  const terms = state.terms[language];
  return terms ? { salesPartnerId: user.salesPartnerId, language, version: terms.version, documents: terms.documents.map(({ id, name }) => ({ id, name })) } : null;
}

/**
 * Portal terms acceptance (spec section 4 "Portal terms"): customers must have accepted their
 * partner's current terms; the UI blocks until they do. Both routes read the event log, so a
 * check right after accepting already answers true, with no projection to wait for.
 */
export function termsAcceptanceRoutes(fastify: FastifyInstance, deps: SessionDeps & HandlerDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/checkTermsConditionsPortal',
    { schema: { summary: 'Whether the user has accepted the current portal terms (true for everyone but customers)', tags: ['session'], response: { 200: Answer } } },
    async (request) => {
      const { user } = await sessionUser(request, deps);
      if (user.role !== 'customer') return { data: true };
      const history = await deps.eventStore.readStream(termsAcceptanceStream(user.userId));
      return { data: hasAccepted(fold(termsAcceptanceDecider, history), await currentTermsOf(deps, user)) };
    },
  );

  app.post(
    '/api/resignTermsConditionsPortal',
    {
      schema: {
        summary: 'A customer accepts the current portal terms: the body lists the documents it was shown',
        description: 'A list other than the current documents answers 409 DATA_MISMATCH_RELOAD.',
        tags: ['session'],
        body: DocumentList,
        response: { 200: Answer },
      },
    },
    async (request) => {
      const { user, claims } = await sessionUser(request, deps);
      assertCsrf(request, claims);
      if (user.role !== 'customer') throw new DomainError('ERR_BAD_REQUEST', 403, 'only customers accept the portal terms');
      const commandId = randomUUID();
      const command = { type: 'AcceptPortalTerms' as const, data: { userId: user.userId, submitted: request.body }, current: await currentTermsOf(deps, user) };
      const now = deps.clock();
      await handleCommand(deps, termsAcceptanceDecider, termsAcceptanceStream(user.userId), command, {
        commandId, correlationId: commandId, causationId: commandId, actor: actorOf(user), tenant: user.salesPartnerId ?? 'platform', now,
      });
      return { data: true };
    },
  );
}
