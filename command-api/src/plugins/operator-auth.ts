import { DomainError, type Actor } from '@portal/events';
import { operatorBearer } from '@portal/platform';
import type { FastifyRequest } from 'fastify';

/**
 * Until login exists (issue 4), the only authenticated caller is the operator holding the token
 * from the configuration: `Authorization: Bearer <token>`. Anonymous callers get NOT_AUTHORIZED.
 */
export function operatorAuthenticator(operatorToken: string | undefined): (request: FastifyRequest) => Actor {
  const isOperator = operatorBearer(operatorToken);
  return (request) => {
    if (isOperator(request.headers)) return { userId: 'operator', role: 'admin' };
    throw new DomainError('NOT_AUTHORIZED', 401, 'a valid operator token is required');
  };
}
