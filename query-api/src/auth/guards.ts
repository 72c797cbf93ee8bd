import { DomainError, roleGuardAllows, roleGuards, type RoleGuard } from '@portal/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';

/** The guards of spec section 6, named as in ui/src/app/guards.ts; one rule for both (events/src/identity/guard-rules.ts). */
export type GuardName = RoleGuard;

export const guardNames: readonly GuardName[] = roleGuards;

/** Whether the guard lets this principal through (pure; the same decision as the UI's). */
export const allows = (name: GuardName, principal: Principal): boolean => roleGuardAllows(name, principal);

/**
 * A route hook that admits the guard's roles: no open session answers 401 NOT_AUTHORIZED, a
 * wrong role 403 ERR_BAD_REQUEST; otherwise it sets `request.principal`. Use it as `onRequest`
 * (refuses before the body is parsed or a read-your-writes wait) or as `preHandler`.
 *
 * @example
 * app.get('/apiadmin/salesPartners', { onRequest: guard('admin'), schema }, async (request) => list(principalOf(request)));
 */
export function guard(name: GuardName): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    const principal = await request.server.resolvePrincipal(request);
    if (!principal) throw new DomainError('NOT_AUTHORIZED', 401, 'log in first');
    if (!allows(name, principal)) throw new DomainError('ERR_BAD_REQUEST', 403, `this needs the ${name} guard`);
    request.principal = principal;
  };
}
