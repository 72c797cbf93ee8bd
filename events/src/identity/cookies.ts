import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookies of a request by name (the first of a repeated name wins). */
export function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is no cookie of ours.
    }
  }
  return cookies;
}

export interface CookieOptions {
  readonly httpOnly: boolean;
  readonly sameSite: 'Strict' | 'Lax';
  readonly path: string;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge: number;
  readonly secure: boolean;
}

/**
 * Sets a cookie on the reply: one Set-Cookie line per name, the last call for a name winning,
 * the lines of other names kept.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, `SameSite=${options.sameSite}`];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  // Fastify appends to set-cookie rather than replacing it, so the header goes before it is set again.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...list.filter((line) => !line.startsWith(`${name}=`)), parts.join('; ')]);
}
