import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './http-server.ts';
import { createOpsServer } from './ops-server.ts';

const token = 'ops-spec-token';
const internals = ['/metrics', '/api/openapi.json', '/api/docs', '/api/docs/json'];

describe('the public listener and the ops listener', () => {
  let api: FastifyInstance;
  let ops: FastifyInstance;
  beforeAll(async () => {
    api = await createHttpServer({ logger: false, title: 'Spec API', operatorToken: token });
    api.get('/api/hello', { schema: { summary: 'a public route', tags: ['spec'] } }, async () => ({ data: 'hello' }));
    ops = await createOpsServer({ logger: false, title: 'Spec API', api, ready: () => false });
  });
  afterAll(async () => {
    await ops.close();
    await api.close();
  });

  it.each(internals)('answers %s on a tenant host without the token as if it did not exist', async (url) => {
    const res = await api.inject({ method: 'GET', url, headers: { host: 'alpha.example.ch' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'ERR_BAD_REQUEST' });
    const wrong = await api.inject({ method: 'GET', url, headers: { host: 'alpha.example.ch', authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(404);
  });

  it.each(internals)('answers %s on the public port to the operator token', async (url) => {
    const res = await api.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('keeps health and readiness public for load balancers', async () => {
    expect((await api.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await api.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('serves the internals openly on the ops listener: the public API document and its metrics', async () => {
    await api.inject({ method: 'GET', url: '/api/hello' });
    const doc = (await ops.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { info: { title: string }; paths: Record<string, unknown> };
    expect(doc.info.title).toBe('Spec API');
    expect(Object.keys(doc.paths)).toContain('/api/hello');
    const page = await ops.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys((page.json() as { paths: Record<string, unknown> }).paths)).toContain('/api/hello');
    const metrics = await ops.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('portal_http_request_duration_seconds_bucket{le="0.002",method="GET",route="/api/hello",status="200"}');
    // The ops listener's readiness is the process's: this one is not ready.
    expect((await ops.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });

  it('shows the internals to nobody on a public listener without an operator token', async () => {
    const bare = await createHttpServer({ logger: false, title: 'Bare' });
    for (const url of internals) expect((await bare.inject({ method: 'GET', url, headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
    await bare.close();
  });
});
