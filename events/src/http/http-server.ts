import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import addFormatsModule from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import client from 'prom-client';
import { assertNoNul } from './nul-guard.ts';
import { operatorBearer } from './operator-bearer.ts';
import { toProblem } from './problem.ts';

const addFormats = addFormatsModule.default;

export interface HttpServerOptions {
  readonly logger: Logger | boolean;
  readonly title: string;
  /** Answers /readyz: true once the service can serve (stores open, projections caught up). */
  readonly ready?: () => boolean | Promise<boolean>;
  readonly bodyLimit?: number;
  /**
   * On a public listener (the default) /metrics, /api/docs and /api/openapi.json answer only a
   * request with this operator token and are a 404 to everyone else: tenants' hosts do not show
   * the platform's internals. Unset: nobody sees them there; the ops listener serves them.
   */
  readonly operatorToken?: string;
  /**
   * The ops listener of a process (createOpsServer): the three are open, the metrics are the
   * public listener's registry and the documented API is the public listener's.
   */
  readonly ops?: { readonly metrics: client.Registry; readonly document: () => unknown };
}

// Internals a tenant's host must not show; the UI's fallback treats them as server paths too.
const internalPaths = /^\/(metrics|api\/openapi\.json)(\?|$)|^\/api\/docs(\/|\?|$)/;

/**
 * The Fastify base every service shares: one ajv configuration (no coercion, no silent removal),
 * one error handler, health and readiness, Prometheus metrics with request latency, and the
 * OpenAPI document at /api/openapi.json with a browsable page at /api/docs (the last three only
 * for the operator on a public listener, see `operatorToken`; createOpsServer serves them openly).
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: typeof options.logger === 'object' ? options.logger : undefined,
    logger: typeof options.logger === 'boolean' ? options.logger : undefined,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    ajv: {
      customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: true, discriminator: true, strict: false },
      plugins: [addFormats],
    },
  } as Parameters<typeof Fastify>[0]) as unknown as FastifyInstance;

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toProblem(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ isClientError: true, code: 'ERR_BAD_REQUEST', message: `no route ${request.method} ${request.url}` });
  });

  app.addHook('preValidation', async (request) => {
    assertNoNul(request.body);
    assertNoNul(request.query, 'query');
    assertNoNul(request.params, 'params');
  });

  if (!options.ops) {
    const isOperator = operatorBearer(options.operatorToken);
    app.addHook('onRequest', async (request, reply) => {
      if (internalPaths.test(request.url) && !isOperator(request.headers)) return reply.callNotFound();
    });
  }

  const registry = options.ops?.metrics ?? new client.Registry();
  if (!options.ops) {
    client.collectDefaultMetrics({ register: registry });
    const latency = new client.Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      latency.observe({ method: request.method, route: request.routeOptions.url ?? 'unknown', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  }
  app.decorate('metrics', registry);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, version: '0.1.0', description: 'Electricity procurement and supply portal' },
    },
  });
  const document = options.ops?.document ?? (() => app.swagger());
  // On the ops listener the page documents the public API, not the ops routes.
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformSpecification: () => document() as Record<string, unknown> });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document());
  app.get('/healthz', { schema: { summary: 'Liveness: the process answers', tags: ['ops'] } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { summary: 'Readiness: 503 until the process can serve', tags: ['ops'] } }, async (_request, reply) => {
    const ready = options.ready ? await options.ready() : true;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
  app.get('/metrics', { schema: { summary: 'Prometheus metrics', tags: ['ops'] } }, async (_request, reply) => {
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: client.Registry;
  }
}
