import { timingSafeEqual } from 'node:crypto';
import { DomainError, type Actor, type Bus } from '@portal/events';
import { type MailSecretStore, sessionOf, type SessionVerifier, type TokenClaims } from '@portal/platform';
import type { FastifyRequest } from 'fastify';
import type { AttemptLimiter } from '../identity/credentials/attempt-limiter.ts';
import type { Credentials } from '../identity/credentials/credentials.ts';
import type { UserTokenStore } from '../identity/credentials/user-tokens.ts';
import type { LoginDirectory, LoginUser } from './login-directory.ts';
import type { CaptchaStore } from '../registration/captcha-store.ts';

export const loginStepSeconds = 5 * 60;
export const sessionSeconds = 8 * 60 * 60;

/** What login and sessions run on; absent from the command API, only the operator token works. */
export interface SessionOptions extends SessionVerifier {
  readonly credentials: Credentials;
  readonly limiter: AttemptLimiter;
  /** One-time tokens of activation, reset and mail change (openLoginStores makes it). */
  readonly userTokens?: UserTokenStore;
  /** Links and codes of queued mails, kept out of the log (openLoginStores makes it). */
  readonly mailSecrets?: MailSecretStore;
  /** Tells the logged-out browser's open sockets (logoutResponse); without it they learn on their next call. */
  readonly bus?: Bus;
  /** Captchas of the public registration (openLoginStores makes it); without it registration is closed. */
  readonly captchas?: CaptchaStore;
}

export interface SessionDeps extends SessionOptions {
  readonly directory: LoginDirectory;
  readonly clock: () => Date;
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A state-changing request that carries a session must name the session's CSRF token in
 * `x-csrf-token` (the UI reads it from the `portal_csrf` cookie): another site can make the
 * browser send the cookie, but cannot read it.
 */
export function assertCsrf(request: FastifyRequest, session: TokenClaims): void {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && session.csrf !== undefined && sameText(header, session.csrf)) return;
  throw new DomainError('ERR_BAD_REQUEST', 403, 'the x-csrf-token header is missing or wrong');
}

/**
 * The caller of a command: the operator by bearer token, else the logged-in user of the session
 * cookie (with its CSRF header), else NOT_AUTHORIZED.
 */
export function sessionAuthenticator(operator: (request: FastifyRequest) => Actor, deps: SessionDeps): (request: FastifyRequest) => Promise<Actor> {
  return async (request) => {
    if (request.headers.authorization !== undefined) return operator(request);
    const session = await sessionOf(request, deps, deps.clock());
    if (!session) return operator(request);
    assertCsrf(request, session);
    const user = await deps.directory.userById(session.userId);
    if (!user || !(await deps.directory.mayHaveSession(user))) throw new DomainError('NOT_AUTHORIZED', 401, 'the session has ended');
    return actorOf(user);
  };
}

/** The actor of a user's commands: customers act for their customer, partner users for their partner. */
export function actorOf(user: LoginUser): Actor {
  const actor: Actor = { userId: user.userId, role: user.role };
  if (user.salesPartnerId !== null) actor.salesPartnerId = user.salesPartnerId;
  if (user.role === 'customer' && user.customerId) actor.customerId = user.customerId;
  return actor;
}
