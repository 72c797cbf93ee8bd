import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHttpServer, type HttpServerOptions } from './http-server.ts';
import { cspNonceOf, permissionsPolicy } from './security-headers.ts';

/** The Content-Security-Policy of a response as directive -> sources. */
const policyOf = (res: LightMyRequestResponse): Record<string, string[]> =>
  Object.fromEntries(
    String(res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

async function server(options: Partial<HttpServerOptions> = {}): Promise<FastifyInstance> {
  const app = await createHttpServer({ logger: false, title: 'test', ...options });
  app.get('/api/echo', async (request, reply) => ({ ip: request.ip, protocol: request.protocol, nonce: cspNonceOf(reply) }));
  await app.ready();
  return app;
}

describe('security headers on every response', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'alpha.localhost:8080', ...headers } });

  it.each(['/api/echo', '/healthz', '/api/no-such-route', '/api/docs/'])('%s: no sniffing, no framing, no referrer, no powerful features', async (url) => {
    const res = await get(url);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'permissions-policy': permissionsPolicy });
    expect(policyOf(res)).toMatchObject({ 'frame-ancestors': ["'none'"], 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'self'"], 'default-src': ["'self'"] });
  });

  it('allows scripts from this origin only, styles from it and with the response’s own nonce, the socket of this host', async () => {
    const first = await get('/api/echo');
    const second = await get('/api/echo');
    const nonce = first.json().nonce as string;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.json().nonce).not.toBe(nonce);
    expect(policyOf(first)).toMatchObject({
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", `'nonce-${nonce}'`],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'ws://alpha.localhost:8080'],
    });
    expect(Object.values(policyOf(first)).flat()).not.toContain("'unsafe-inline'");
  });

  it('gives Swagger UI inline styles, and nothing else more', async () => {
    const policy = policyOf(await get('/api/docs/'));
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policyOf(await get('/api/echo'))['style-src']).not.toContain("'unsafe-inline'");
  });

  it('names no socket for a Host that is not a plain host name, and still answers', async () => {
    const res = await get('/api/echo', { host: 'evil.example; script-src *' });
    expect(res.statusCode).toBe(200);
    expect(policyOf(res)['connect-src']).toEqual(["'self'"]);
    expect(policyOf(res)['script-src']).toEqual(["'self'"]);
  });

  it('ignores X-Forwarded-For and -Proto without trusted proxies: no HSTS over http', async () => {
    const res = await get('/api/echo', { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    expect(res.json()).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a trusted proxy', () => {
  it.each([
    ['the loopback range', ['loopback']],
    ['the proxy’s address', ['127.0.0.1']],
    ['the proxy’s range', ['127.0.0.0/8', '10.0.0.0/8']],
  ] as const)('with %s: the forwarded client address and https, HSTS and a wss socket', async (_name, trustProxy) => {
    const app = await server({ trustProxy });
    const res = await app.inject({ method: 'GET', url: '/api/echo', headers: { host: 'portal.example.ch', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' } });
    expect(res.json()).toMatchObject({ ip: '198.51.100.7', protocol: 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(res)['connect-src']).toEqual(["'self'", 'wss://portal.example.ch']);
    const plain = await app.inject({ method: 'GET', url: '/api/echo', headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('does not take the header from a sender outside the trusted range', async () => {
    const app = await server({ trustProxy: ['10.0.0.0/8'] });
    const res = await app.inject({ method: 'GET', url: '/api/echo', headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' } });
    expect(res.json()).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
    await app.close();
  });
});
