import helmet, { type HelmetOptions } from 'helmet';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Sent by every response: the portal uses none of these, so a page injected into it cannot either. */
export const permissionsPolicy = 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Only on https: a browser that saw it refuses plain http to this host for a year. */
export const strictTransportSecurity = 'max-age=31536000';

interface ResponsePolicy {
  /** Allows the `<style>` elements AG Grid's theme injects (the UI passes it on as `styleNonce`). */
  readonly nonce: string;
  /** The realtime socket on this origin (`wss://host` or `ws://host`), or '' when the Host is no plain host name. */
  readonly socket: string;
}

// Filled per request before helmet runs, read by the CSP directive functions (which only see the raw response).
const policies = new WeakMap<ServerResponse, ResponsePolicy>();

// A Host header is the client's to choose: only a plain name or address with a port goes into the policy.
const plainHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const nonceDirective = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${policies.get(res)?.nonce ?? ''}'`;
const socketDirective = (_req: IncomingMessage, res: ServerResponse): string => policies.get(res)?.socket ?? '';

const directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // 'self' covers ws: and wss: of this origin in CSP 3; named as well for browsers before it.
  connectSrc: ["'self'", socketDirective],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Logo previews are blob: URLs, the empty favicon of index.html a data: URL.
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", nonceDirective],
};
const strictPolicy = { useDefaults: false, directives };
// Without the nonce: a nonce in the list makes browsers ignore 'unsafe-inline'.
const docsPolicy = { useDefaults: false, directives: { ...directives, styleSrc: ["'self'", "'unsafe-inline'"] } };

/**
 * The nonce the Content-Security-Policy of this reply allows `<style>` elements with. The UI's
 * index.html carries it (Vite's `html.cspNonce` placeholder, see `cspNoncePlaceholder`).
 */
export function cspNonceOf(reply: FastifyReply): string {
  const policy = policies.get(reply.raw);
  if (!policy) throw new Error('no Content-Security-Policy nonce: applySecurityHeaders was not called on this server');
  return policy.nonce;
}

/** What `vite build` writes where the nonce goes (ui/vite.config.ts); the server replaces it per response. */
export const cspNoncePlaceholder = 'PORTAL_CSP_NONCE';

/**
 * Security headers on every response of this server (issue 8): a strict Content-Security-Policy
 * that the built UI satisfies (scripts and styles from this origin only, plus the per-response
 * nonce for the styles AG Grid injects; no inline scripts, no framing, no plugins), nosniff,
 * `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`, a Permissions-Policy, and HSTS when
 * the request came over https (`request.protocol`, which follows X-Forwarded-Proto only from
 * trusted proxies: PORTAL_TRUST_PROXY).
 *
 * Routes under `docsPrefix` (Swagger UI) get the same policy with inline styles allowed.
 */
export function applySecurityHeaders(app: FastifyInstance, options: { readonly docsPrefix?: string } = {}): void {
  // Both built once: helmet checks and compiles its options when the middleware is made
  // (@fastify/helmet makes it again on every request, four times the cost of running it).
  const common: HelmetOptions = {
    // Set below, only on https: a local http://alpha.localhost must stay reachable.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
  const strict = helmet({ ...common, contentSecurityPolicy: strictPolicy });
  // Swagger UI injects an inline <style> of its own; its pages only may use inline styles.
  const docs = helmet({ ...common, contentSecurityPolicy: docsPolicy });
  const isDocs = (route: string | undefined) => options.docsPrefix !== undefined && route?.startsWith(options.docsPrefix) === true;

  app.addHook('onRequest', (request, reply, done) => {
    const https = request.protocol === 'https';
    const host = request.headers.host ?? '';
    policies.set(reply.raw, {
      // 122 random bits; randomUUID draws from a cached CSPRNG pool, randomBytes(16) costs ten times more per call.
      nonce: randomUUID().replaceAll('-', ''),
      socket: plainHost.test(host) ? `${https ? 'wss' : 'ws'}://${host}` : '',
    });
    void reply.header('permissions-policy', permissionsPolicy);
    if (https) void reply.header('strict-transport-security', strictTransportSecurity);
    (isDocs(request.routeOptions.url) ? docs : strict)(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
