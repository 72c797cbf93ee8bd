import { readFileSync } from 'node:fs';
import { openLoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createSqlSessionStore, InProcessBus, SessionTokens, type SqlEventStore } from '@portal/platform';
import { createPgReadStore, MarketSeriesReader, OfferTableReader, TimeSeriesReader } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { parse } from 'yaml';
import { buildApiServer, seedPlatformConfig } from './services.ts';
import { testEventStore } from '@portal/platform/testing';

// Split mode puts the command API and the query API in separate processes behind a proxy: the
// Caddyfile for compose, the Ingress for Kubernetes. Each route must reach the process that
// serves it, or it answers 404 there (the market and metering point uploads once did). The
// routes are the ones each API's OpenAPI document lists, so a new route is checked unasked.

type Api = 'command-api' | 'query-api';
const key = 'proxy-routes-credentials-key-of-32-chars';
const token = 'proxy-routes-token';

/** Caddy's `path` matcher: a pattern ending in * is a prefix, any other is the whole path. */
function caddyRoute(caddyfile: string): (path: string) => Api {
  const line = /@writes\s+path\s+([^\n]+)/.exec(caddyfile)?.[1];
  if (!line) throw new Error('the Caddyfile has no @writes path matcher');
  const patterns = line.trim().split(/\s+/);
  const writes = (path: string) => patterns.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
  return (path) => (writes(path) ? 'command-api' : 'query-api');
}

interface IngressPath {
  readonly path: string;
  readonly pathType: 'Prefix' | 'Exact';
  readonly backend: { readonly service: { readonly name: string } };
}

/** The Ingress: the longest matching path wins; Prefix matches whole path elements (Kubernetes' rule). */
function ingressRoute(manifest: string): (path: string) => Api {
  const ingress = manifest.split(/^---$/m).map((doc) => parse(doc) as { kind?: string; spec?: { rules: { http: { paths: IngressPath[] } }[] } }).find((doc) => doc?.kind === 'Ingress');
  const paths = ingress?.spec?.rules.flatMap((rule) => rule.http.paths) ?? [];
  if (paths.length === 0) throw new Error('the manifest has no Ingress paths');
  const matches = (rule: IngressPath, path: string) =>
    rule.pathType === 'Exact' ? path === rule.path : rule.path === '/' || path === rule.path || path.startsWith(`${rule.path.replace(/\/$/, '')}/`);
  return (path) => {
    const best = paths.filter((rule) => matches(rule, path)).sort((a, b) => b.path.length - a.path.length)[0];
    const name = best?.backend.service.name;
    if (name !== 'command-api' && name !== 'query-api') throw new Error(`the Ingress sends ${path} to ${name ?? 'nothing'}`);
    return name;
  };
}

/** The paths of an OpenAPI document with a sample value in each parameter ({id} -> x). */
async function documentedPaths(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } })).json<{ paths: Record<string, unknown> }>();
  return Object.keys(doc.paths).map((path) => path.replace(/\{[^}]+\}/g, 'x'));
}

describe('split mode: the proxies send each route to the API that serves it', () => {
  let eventStore: SqlEventStore;
  const routes: Record<Api, string[]> = { 'command-api': [], 'query-api': [] };

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    await seedPlatformConfig(eventStore, catalog);
    const logger = pino({ level: 'silent' });
    const commands = await buildApiServer({ logger, eventStore, catalog, operatorToken: token, uiDir: false, session: await openLoginStores(eventStore.sql, key) });
    const sessions = { tokens: new SessionTokens(key), sessions: await createSqlSessionStore(eventStore.sql) };
    const readStore = await createPgReadStore(eventStore.sql);
    const query = { readStore, bus: new InProcessBus(), sessions, pagingSecret: key, timeSeries: new TimeSeriesReader(eventStore.sql), offerTable: new OfferTableReader(eventStore.sql), market: new MarketSeriesReader(eventStore.sql) };
    const queries = await buildApiServer({ logger, eventStore, catalog, operatorToken: token, uiDir: false, commands: false, query });
    routes['command-api'] = await documentedPaths(commands);
    routes['query-api'] = await documentedPaths(queries);
    await commands.close();
    await queries.close();
  }, 120_000);
  afterAll(async () => {
    await eventStore.close();
  });

  const proxies: [string, (path: string) => Api][] = [
    ['Caddyfile', caddyRoute(readFileSync(new URL('./Caddyfile', import.meta.url), 'utf8'))],
    ['k8s Ingress', ingressRoute(readFileSync(new URL('./k8s/portal.yaml', import.meta.url), 'utf8'))],
  ];

  it('finds the uploads and the session calls among the command routes', () => {
    expect(routes['command-api']).toEqual(expect.arrayContaining(['/api/commands', '/api/market/imports', '/api/meteringpoints/import', '/api/activation/x']));
    expect(routes['query-api'].length).toBeGreaterThan(50);
  });

  const bothServe = (path: string) => routes['command-api'].includes(path) && routes['query-api'].includes(path);

  it.each(proxies)('%s', (_, route) => {
    const wrong = (['command-api', 'query-api'] as const).flatMap((api) =>
      // Health, metrics and the document are every process's own: either may answer them.
      routes[api].filter((path) => !bothServe(path) && route(path) !== api).map((path) => `${path} goes to ${route(path)}, served by ${api}`),
    );
    expect(wrong).toEqual([]);
  });
});
