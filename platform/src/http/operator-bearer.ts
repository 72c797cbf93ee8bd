import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether a request carries the operator token (ADR 4) as `Authorization: Bearer <token>`.
 * Without a configured token nobody does.
 */
export function operatorBearer(operatorToken: string | undefined): (headers: { authorization?: string }) => boolean {
  const expected = operatorToken ? digest(operatorToken) : undefined;
  return (headers) => {
    const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
    // Compare digests so the comparison time says nothing about the token's length or prefix.
    return expected !== undefined && match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}
