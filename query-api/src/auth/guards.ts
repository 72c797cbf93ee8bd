import { assertNever, DomainError } from '@portal/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';

/** The guards of spec section 6, named as in ui/src/app/guards.ts. */
export type GuardName = 'loggedIn' | 'admin' | 'salesPartner' | 'adminOrSalesPartner' | 'salesPartnerOrCustomer' | 'salesPartnerOrFirm' | 'firm' | 'private';

export const guardNames: readonly GuardName[] = ['loggedIn', 'admin', 'salesPartner', 'adminOrSalesPartner', 'salesPartnerOrCustomer', 'salesPartnerOrFirm', 'firm', 'private'];

/** Whether the guard lets this principal through (pure; the same decision as the UI's). */
export function allows(name: GuardName, { role, customerType }: Principal): boolean {
  switch (name) {
    case 'loggedIn':
      return true;
    case 'admin':
      return role === 'admin';
    case 'salesPartner':
      return role === 'salesPartner';
    case 'adminOrSalesPartner':
      return role === 'admin' || role === 'salesPartner';
    case 'salesPartnerOrCustomer':
      return role === 'salesPartner' || role === 'customer';
    case 'salesPartnerOrFirm':
      return role === 'salesPartner' || (role === 'customer' && customerType === 'FI');
    case 'firm':
      return role === 'customer' && customerType === 'FI';
    case 'private':
      return role === 'customer' && customerType === 'PR';
    default:
      return assertNever(name);
  }
}

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
