import { randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '@portal/events';
import { cookieNames, type SessionVerifier } from '../identity/session-verifier.ts';

/** The headers of a logged-in browser, ready for `app.inject({ headers })`. */
export interface TestSession {
  readonly principal: Principal;
  /** The Cookie header: session and CSRF cookies. */
  readonly cookie: string;
  /** The CSRF token state-changing requests repeat in `x-csrf-token`. */
  readonly csrf: string;
  /** `{ cookie, 'x-csrf-token' }`: spread into a request's headers. */
  readonly headers: { readonly cookie: string; readonly 'x-csrf-token': string };
  /** The session id in `identity_sessions` (end it to test a logout or a deactivation). */
  readonly sid: string;
}

/**
 * Opens a real session for a principal in the verifier's session store and signs its cookie, as
 * the login's second step does: route specs test guards without the two-step login.
 *
 * @example
 * const anna = await openTestSession(api.sessions, { userId, role: 'salesPartner', salesPartnerId: alpha, customerId: null, customerType: null, isCustomerAdmin: false });
 * await api.app.inject({ method: 'GET', url: '/api/account', headers: anna.headers });
 */
export async function openTestSession(verifier: SessionVerifier, principal: Principal, options: { now?: Date; hours?: number } = {}): Promise<TestSession> {
  const now = options.now ?? new Date();
  const expires = now.getTime() + (options.hours ?? 8) * 3_600_000;
  const sid = randomUUID();
  const csrf = randomBytes(24).toString('base64url');
  await verifier.sessions.open(sid, principal.userId, new Date(expires));
  const token = await verifier.tokens.sign({ purpose: 'session', userId: principal.userId, sid, csrf, exp: expires, principal });
  const cookie = `${cookieNames.session}=${encodeURIComponent(token)}; ${cookieNames.csrf}=${encodeURIComponent(csrf)}`;
  return { principal, cookie, csrf, headers: { cookie, 'x-csrf-token': csrf }, sid };
}
