import { timingSafeEqual, createHash } from 'node:crypto';
import { DomainError, type Actor } from '@portal/events';
import type { FastifyRequest } from 'fastify';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Until login exists (issue 4), the only authenticated caller is the operator holding the token
 * from the configuration: `Authorization: Bearer <token>`. Anonymous callers get NOT_AUTHORIZED.
 */
export function operatorAuthenticator(operatorToken: string | undefined): (request: FastifyRequest) => Actor {
  const expected = operatorToken ? digest(operatorToken) : undefined;
  return (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    // Compare digests so the comparison time says nothing about the token's length or prefix.
    if (expected && match?.[1] && timingSafeEqual(digest(match[1]), expected)) {
      return { userId: 'operator', role: 'admin' };
    }
    throw new DomainError('NOT_AUTHORIZED', 401, 'a valid operator token is required');
  };
}
