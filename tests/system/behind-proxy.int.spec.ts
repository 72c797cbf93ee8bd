import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { attemptLimitsWith, openLoginStores, runSystemCommand, totpCode, type LoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { type SqlEventStore, type TrustProxy } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { testEventStore } from '@portal/platform/testing';

// The portal behind the documented Caddy / ingress proxy (issue 8): every request reaches the
// server from the proxy's address, so the per-address login limit must follow the proxy's
// X-Forwarded-For, and only when PORTAL_TRUST_PROXY names that proxy. Also over real sockets:
// Secure cookies when the browser came over https, and one Set-Cookie per cookie.

const password = 'Portal-Test-2026!';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const admin = { userId: randomUUID(), mail: 'admin@proxy.test' };
const addressLimit = 3;

interface Answer {
  readonly status: number;
  readonly code?: string;
  /** The raw Set-Cookie lines of the response. */
  readonly setCookies: string[];
}

/** A POST from the loopback address `from` (each test its own, so one test's block is not another's). */
function post(url: string, path: string, from: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), { method: 'POST', localAddress: from, headers: { host: 'alpha.localhost', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: text ? (JSON.parse(text) as { code?: string }).code : undefined, setCookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const namesOf = (answer: Answer): string[] => answer.setCookies.map((line) => line.slice(0, line.indexOf('=')));
const cookieHeader = (answer: Answer): string => answer.setCookies.map((line) => line.split(';')[0]).filter((pair) => !pair?.endsWith('=')).join('; ');

describe('behind a reverse proxy', () => {
  let eventStore: SqlEventStore;
  let session: LoginStores;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    await seedPlatformConfig(eventStore, catalog);
    // Only the address counts here: the account limit stays out of the way.
    session = await openLoginStores(eventStore.sql, 'proxy-test-credentials-key-of-32-chars', {
      limits: attemptLimitsWith({ password: { address: { maxFailures: addressLimit, windowMs: 900_000 }, account: { maxFailures: 1000, windowMs: 900_000 } } }),
    });
    await runSystemCommand({ eventStore, catalog }, 'CreatePlatformUser', {
      ...admin, salesPartnerId: null, role: 'admin', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Proxy', prename: 'Petra',
    });
    await session.setKnownCredentials(admin.userId, password, secret, new Date());
  });
  afterAll(async () => {
    for (const app of servers) await app.close();
    await eventStore.close();
  });

  /** A command API on this store, listening on 127.0.0.1 like a server whose proxy runs beside it. */
  async function serve(trustProxy?: TrustProxy): Promise<string> {
    const app = await buildApiServer({ logger: pino({ level: 'silent' }), eventStore, catalog: portalCatalog(), operatorToken: 'op', session, trustProxy });
    servers.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }
  const login = (url: string, from: string, forwarded: Record<string, string>, pw = password) => post(url, '/api/login', from, forwarded, { mail: admin.mail, password: pw });

  it('with PORTAL_TRUST_PROXY naming the proxy, counts wrong passwords per forwarded client address', async () => {
    const url = await serve(['loopback']);
    const proxy = '127.0.0.2';
    const guesser = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < addressLimit; i++) expect((await login(url, proxy, guesser, 'Wrong-Password-1!')).code).toBe('LOGIN_ERROR');
    expect((await login(url, proxy, guesser)).code).toBe('TOO_MANY_REQUESTS');
    // Another client behind the same proxy is not blocked by the guesser.
    expect((await login(url, proxy, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
    // Proxies append: the last address is the one the trusted proxy saw, whatever the client wrote before it.
    expect((await login(url, proxy, { 'x-forwarded-for': '198.51.100.2, 198.51.100.1' })).code).toBe('TOO_MANY_REQUESTS');
    expect((await login(url, proxy, { 'x-forwarded-for': '198.51.100.1, 198.51.100.3' })).status).toBe(200);
  });

  it.each([
    ['without PORTAL_TRUST_PROXY', undefined, '127.0.0.3'],
    ['from a sender outside the named proxies', ['10.0.0.0/8'], '127.0.0.4'],
  ] as [string, TrustProxy | undefined, string][])('%s, ignores X-Forwarded-For: every client counts as the address it connects from', async (_name, trustProxy, proxy) => {
    const url = await serve(trustProxy);
    for (let i = 0; i < addressLimit; i++) expect((await login(url, proxy, { 'x-forwarded-for': `203.0.113.${i + 1}` }, 'Wrong-Password-1!')).code).toBe('LOGIN_ERROR');
    expect((await login(url, proxy, { 'x-forwarded-for': '203.0.113.99' })).code).toBe('TOO_MANY_REQUESTS');
  });

  it('sets every cookie Secure when the trusted proxy says https, once per name, through login and logout', async () => {
    const url = await serve(['loopback']);
    const proxy = '127.0.0.5';
    const https = { 'x-forwarded-for': '198.51.100.10', 'x-forwarded-proto': 'https' };
    const step = await login(url, proxy, https);
    expect(step.status).toBe(200);
    const done = await post(url, '/api/login/totp', proxy, { ...https, cookie: cookieHeader(step) }, { code: await totpCode(secret, new Date()) });
    expect(done.status).toBe(200);
    const csrf = /portal_csrf=([^;]+)/.exec(done.setCookies.join('\n'))?.[1] ?? '';
    const logout = await post(url, '/api/logout', proxy, { ...https, cookie: cookieHeader(done), 'x-csrf-token': decodeURIComponent(csrf) });
    expect(logout.status).toBe(200);
    expect(namesOf(step)).toEqual(['portal_login']);
    expect(namesOf(done).sort()).toEqual(['portal_csrf', 'portal_login', 'portal_session']);
    expect(namesOf(logout).sort()).toEqual(['portal_csrf', 'portal_login', 'portal_session']);
    for (const line of [...step.setCookies, ...done.setCookies, ...logout.setCookies]) expect(line.split('; ')).toContain('Secure');
  });

  it.each([
    ['the proxy says http', ['loopback'] as TrustProxy, 'http'],
    ['an untrusted sender claims https', undefined, 'https'],
  ])('sets no Secure when %s', async (_name, trustProxy, proto) => {
    const url = await serve(trustProxy);
    const step = await login(url, '127.0.0.6', { 'x-forwarded-for': '198.51.100.20', 'x-forwarded-proto': proto });
    expect(step.setCookies).toHaveLength(1);
    expect(step.setCookies[0]?.split('; ')).not.toContain('Secure');
  });
});
