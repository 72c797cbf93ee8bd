import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const index = '<!doctype html><title>Portal</title><div id="root"></div>';
const script = 'console.log("app")';

function builtUi(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ui-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', 'index-3f2a.js'), script);
  writeFileSync(join(dir, 'assets', 'index-3f2a.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-3f2a.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return dir;
}

describe('the built UI in the query API', () => {
  let api: QueryApiForTest;
  beforeAll(async () => {
    api = await queryApiForTest({ uiDir: builtUi() });
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it.each(['/', '/imprint', '/offers/42/details?tab=1', '/not-found'])('answers %s with index.html, revalidated', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(index);
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const script = await get('/assets/index-3f2a.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await get('/favicon.ico')).rawPayload.length).toBe(4);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('sends the build\'s precompressed copy to a browser that accepts %s', async (accepted, encoding, decode) => {
    const res = await api.app.inject({ method: 'GET', url: '/assets/index-3f2a.js', headers: { 'accept-encoding': accepted } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(decode(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, and no copy by its own name', async () => {
    const plain = await api.app.inject({ method: 'GET', url: '/assets/index-3f2a.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await get('/assets/index-3f2a.js.br')).headers['content-type']).toMatch(/^text\/html/);
  });

  // The platform's internals are not shown on a tenant's host (ADR 13): a JSON 404, not the UI.
  it.each(['/api/nothing', '/api/getLogo', '/apiadmin/x', '/metrics/x', '/metrics', '/api/openapi.json', '/api/docs/'])('keeps unknown API path %s a JSON 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'ERR_BAD_REQUEST' });
  });

  it('leaves the API routes and other methods alone', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/getConfigDB/localhost')).json().data.type).toBe('default');
    const post = await api.app.inject({ method: 'POST', url: '/imprint' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'ERR_BAD_REQUEST' });
  });
});

describe('the built UI with the nonce placeholder Vite writes', () => {
  let api: QueryApiForTest;
  beforeAll(async () => {
    const dir = builtUi();
    writeFileSync(join(dir, 'index.html'), '<meta property="csp-nonce" nonce="PORTAL_CSP_NONCE"><script type="module" src="/assets/index-3f2a.js" nonce="PORTAL_CSP_NONCE"></script>');
    api = await queryApiForTest({ uiDir: dir });
  });
  afterAll(() => api.close());

  it.each(['/', '/index.html', '/imprint'])('answers %s with the nonce of its own response’s policy in every tag', async (url) => {
    const first = await api.app.inject({ method: 'GET', url });
    const second = await api.app.inject({ method: 'GET', url });
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).toBe(`<meta property="csp-nonce" nonce="${nonce}"><script type="module" src="/assets/index-3f2a.js" nonce="${nonce}"></script>`);
    expect(second.body).not.toContain(nonce);
    expect(second.body).not.toContain('PORTAL_CSP_NONCE');
  });
});

describe('a query API without a built UI', () => {
  it('answers / as before, with a JSON 404', async () => {
    const api = await queryApiForTest({ uiDir: join(tmpdir(), 'no-such-ui-build') });
    const res = await api.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ERR_BAD_REQUEST' });
    await api.close();
  });
});
