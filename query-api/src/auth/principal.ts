import { DomainError, salesPartnerStream, type EventStore, type Principal } from '@portal/events';
import { principalOfRequest, type SessionVerifier } from '@portal/platform';
import { documentOf, salesPartnersView, type ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type { Principal } from '@portal/events';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `guard(...)`: who is asking. Absent on public routes. */
    principal?: Principal;
  }
  interface FastifyInstance {
    /** The principal of a request's open session, or null (see `sessionAuth`). */
    resolvePrincipal: (request: FastifyRequest) => Promise<Principal | null>;
  }
}

export interface SessionAuthDeps {
  /** Tokens and open sessions, keyed like the command API's (PORTAL_CREDENTIALS_KEY). Absent: nobody is logged in. */
  readonly sessions?: SessionVerifier;
  readonly readStore: ReadStore;
  /** Tells a deleted partner (gone from the read model) from one the model has not seen. */
  readonly eventStore?: EventStore;
  readonly clock?: () => Date;
}

/** A partner's stream ends with SalesPartnerDeleted once it is deleted. */
async function deleted(eventStore: EventStore | undefined, salesPartnerId: string): Promise<boolean> {
  if (!eventStore) return false;
  const [last] = await eventStore.readStream(salesPartnerStream(salesPartnerId), { direction: 'backwards', maxCount: 1 });
  return last?.type === 'SalesPartnerDeleted';
}

/**
 * Teaches this query API scope to resolve a request's principal: a genuine session cookie whose
 * session is open in `identity_sessions`, and whose partner (partner and customer users) is not
 * deactivated. Deactivating a user or a partner ends its sessions; the partner check also covers
 * a deactivation whose sessions are still being ended.
 */
export function sessionAuth(app: FastifyInstance, deps: SessionAuthDeps): void {
  const clock = deps.clock ?? (() => new Date());
  app.decorate('resolvePrincipal', async (request: FastifyRequest): Promise<Principal | null> => {
    if (!deps.sessions) return null;
    const principal = await principalOfRequest(request, deps.sessions, clock());
    if (!principal || principal.salesPartnerId === null) return principal;
    const partner = await documentOf(deps.readStore, salesPartnersView, principal.salesPartnerId);
    if (partner) return partner.active ? principal : null;
    // Deleted partners leave the read model: their users' leftover sessions open nothing either.
    return (await deleted(deps.eventStore, principal.salesPartnerId)) ? null : principal;
  });
}

/** The principal a guard set; a route without a guard that calls this answers NOT_AUTHORIZED. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError('NOT_AUTHORIZED', 401, 'log in first');
  return request.principal;
}
