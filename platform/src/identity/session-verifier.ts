import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '@portal/events';
import { isPrincipal, type Principal } from '@portal/events';
import type { SessionStore } from './session-store.ts';
import type { SessionTokens, TokenClaims } from './session-token.ts';

/** The three cookies of login and session (ADR 7). */
export const cookieNames = { login: 'portal_login', session: sessionCookieName, csrf: 'portal_csrf' } as const;

/**
 * What checks a session in any process: the signing key and the table of open sessions. Both
 * APIs build it from `PORTAL_CREDENTIALS_KEY` and the event store's SQL database.
 *
 * @example
 * const verifier: SessionVerifier = { tokens: new SessionTokens(key), sessions: await createSqlSessionStore(sql) };
 * const session = await sessionOf(request, verifier, new Date());
 */
export interface SessionVerifier {
  readonly tokens: SessionTokens;
  readonly sessions: SessionStore;
}

/** The claims of the request's session cookie when it is genuine and its session still open, else null. */
export async function sessionOf(request: FastifyRequest, deps: SessionVerifier, now: Date): Promise<TokenClaims | null> {
  return sessionOfCookie(request.cookies[cookieNames.session], deps, now);
}

/** The same for a cookie value (a socket keeps the cookie of its upgrade request). */
export async function sessionOfCookie(token: string | undefined, deps: SessionVerifier, now: Date): Promise<TokenClaims | null> {
  const claims = await deps.tokens.verify(token, 'session', now.getTime());
  if (!claims?.sid) return null;
  return (await deps.sessions.isOpen(claims.sid, now)) ? claims : null;
}

/** The principal of an open session; null without one, and for a token signed before principals were claims. */
export async function principalOfRequest(request: FastifyRequest, deps: SessionVerifier, now: Date): Promise<Principal | null> {
  const claims = await sessionOf(request, deps, now);
  return claims && isPrincipal(claims.principal) && claims.principal.userId === claims.userId ? claims.principal : null;
}
