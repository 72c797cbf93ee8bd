import { DomainError, type Actor, type EventActor } from '@portal/events';
import { principalOfRequest, type SessionVerifier } from '@portal/platform';
import type { FastifyRequest } from 'fastify';

/** The roles that read the audit routes (issue 14): the admin and the read-only auditor. */
export const auditRoles: readonly EventActor['role'][] = ['admin', 'auditor'];

export interface AuditAccessDeps {
  /** The operator's bearer token (ADR 4): the operator reads as the admin. */
  readonly operator: (request: FastifyRequest) => Actor;
  /** Sessions of logged-in users; without them only the operator reads. */
  readonly sessions?: SessionVerifier;
  readonly clock: () => Date;
}

/**
 * Who reads: the operator by bearer token, else the principal of the open session; nobody else
 * (401 NOT_AUTHORIZED), and no role but the admin's and the auditor's (403 ERR_BAD_REQUEST, as
 * every route answers a wrong role). A deactivated user's sessions are ended with the
 * deactivation, so an open session is an active user. Reads change nothing, so no CSRF token.
 */
export function auditAuthenticator(deps: AuditAccessDeps): (request: FastifyRequest) => Promise<EventActor> {
  return async (request) => {
    if (request.headers.authorization !== undefined) return deps.operator(request);
    const principal = deps.sessions ? await principalOfRequest(request, deps.sessions, deps.clock()) : null;
    if (!principal) throw new DomainError('NOT_AUTHORIZED', 401, 'log in first');
    if (!auditRoles.includes(principal.role)) throw new DomainError('ERR_BAD_REQUEST', 403, 'the audit is for the admin and auditors');
    const actor: EventActor = { userId: principal.userId, role: principal.role };
    if (principal.salesPartnerId !== null) actor.salesPartnerId = principal.salesPartnerId;
    return actor;
  };
}
