import cookie, { type CookieSerializeOptions, type ParseOptions } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

// The cookie parser's own decoding keeps a value that is not valid percent-encoding as it came;
// such a value is no cookie of ours, so it is absent (the first well-formed one of a repeated
// name still counts).
const decode = (value: string): string | undefined => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * `request.cookies` and `reply.setCookie` on every server (@fastify/cookie). The plugin keeps one
 * Set-Cookie line per name and path, the last call winning, and writes them when the reply is sent.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  // The plugin hands parseOptions to the `cookie` package's parser, whose decode may return
  // undefined (its own types say so); the plugin's types are narrower than what it passes on.
  const parseOptions: ParseOptions & CookieSerializeOptions = { decode: decode as (value: string) => string };
  await app.register(cookie, { parseOptions });
}
