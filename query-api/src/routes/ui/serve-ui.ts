import fastifyStatic from '@fastify/static';
import { cspNonceOf, cspNoncePlaceholder } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

// Paths that belong to the APIs and ops: an unknown one is a 404 problem body, never the app.
const serverPaths = /^\/(api|apiadmin)(\/|$)|^\/(healthz|readyz|metrics)(\/|$)/;

/**
 * Serves the built UI (`ui/dist`) when it exists: its files as they are, and index.html for
 * every other GET, so the browser's router owns paths like /imprint or /offers/42. Files come
 * precompressed (brotli or gzip, as the request accepts) where the build made copies. Hashed
 * assets are cached for a year; index.html is revalidated, so a new build shows at once, and
 * carries the nonce of its response's Content-Security-Policy where the build left the
 * placeholder. Answers whether it serves anything.
 */
export async function serveUi(app: FastifyInstance, options: { dir: string }): Promise<boolean> {
  const root = resolve(options.dir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root,
    // index.html only with its nonce, from the route below.
    index: false,
    // The build's brotli and gzip copies (ui/precompress.ts) are no files of their own: a request
    // for x.js that accepts br gets x.js.br with Content-Encoding and Vary: Accept-Encoding.
    globIgnore: ['index.html*', '**/*.br', '**/*.gz'],
    preCompressed: true,
    // One route per file found now instead of a wildcard, which the fallback below needs.
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (serverPaths.test(path)) {
      return reply.status(404).send({ isClientError: true, code: 'ERR_BAD_REQUEST', message: `no route GET ${request.url}` });
    }
    const html = (await readFile(indexFile, 'utf8')).replaceAll(cspNoncePlaceholder, cspNonceOf(reply));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  return true;
}
