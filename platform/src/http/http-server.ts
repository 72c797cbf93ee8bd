import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import addFormatsModule from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import client from 'prom-client';
import { registerCookies } from './cookies.ts';
import { boundedJsonParser } from './json-body-parser.ts';
import type { JsonShapeLimits } from './json-shape.ts';
import { assertStorableText } from './text-guard.ts';
import { operatorBearer } from './operator-bearer.ts';
import { toProblem, urlRefusal } from './problem.ts';
import { applySecurityHeaders } from './security-headers.ts';

const addFormats = addFormatsModule.default;
const docsPrefix = '/api/docs';

export interface HttpServerOptions {
  readonly logger: Logger | boolean;
  readonly title: string;
  /** Answers /readyz: true once the service can serve (stores open, projections caught up). */
  readonly ready?: () => boolean | Promise<boolean>;
  readonly bodyLimit?: number;
  /** Nesting and size of JSON bodies; refused before parsing when passed (default 64 deep, 20,000 values). */
  readonly json?: JsonShapeLimits;
  /**
   * Proxies whose X-Forwarded-For and X-Forwarded-Proto count (PORTAL_TRUST_PROXY). Unset: the
   * headers are ignored and `request.ip` is the socket's address.
   */
  readonly trustProxy?: TrustProxy;
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
 * Trusted proxies by address, CIDR range or proxy-addr's names (loopback, linklocal, uniquelocal).
 * Never `true` or a hop count, which trust whoever connects.
 */
export type TrustProxy = readonly string[];

/**
 * The Fastify base every service shares: one ajv configuration (no coercion, no silent removal),
 * one error handler, the security headers (security-headers.ts), cookies (cookies.ts), health and readiness,
 * Prometheus metrics with request latency, and the OpenAPI document at /api/openapi.json with a
 * browsable page at /api/docs (the last three only for the operator on a public listener, see
 * `operatorToken`; createOpsServer serves them openly).
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: typeof options.logger === 'object' ? options.logger : undefined,
    logger: typeof options.logger === 'boolean' ? options.logger : undefined,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    // Fastify answers a URL it cannot decode or a path parameter past maxParamLength on its own,
    // without a catalogue code: give them the problem body every other refusal has.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toProblem(urlRefusal(error) ?? error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      void reply.status(status).send(body);
    },
    trustProxy: options.trustProxy && [...options.trustProxy],
    ajv: {
      customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: true, discriminator: true, strict: false },
      plugins: [addFormats],
    },
  } as Parameters<typeof Fastify>[0]) as unknown as FastifyInstance;
  applySecurityHeaders(app, { docsPrefix });
  await registerCookies(app);

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toProblem(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A refusal that knows when it ends says so the standard way too (RFC 9110 Retry-After).
    const retryAfter = body.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ isClientError: true, code: 'ERR_BAD_REQUEST', message: `no route ${request.method} ${request.url}` });
  });

  boundedJsonParser(app, options.json);
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.body);
    assertStorableText(request.query, 'query');
    assertStorableText(request.params, 'params');
  });

  if (!options.ops) {
    const isOperator = operatorBearer(options.operatorToken);
    app.addHook('onRequest', async (request, reply) => {
      if (internalPaths.test(request.url) && !isOperator(request.headers)) return reply.callNotFound();
    });
  }

  const registry = requestMetrics(app, options);
  await docsAndProbes(app, options, registry);
  return app;
}

/** What /metrics answers: on the ops listener the registry it was given; on a public listener a new one, with the process metrics and the request latency. */
function requestMetrics(app: FastifyInstance, options: HttpServerOptions): client.Registry {
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
  return registry;
}

/** The OpenAPI document and its page, liveness, readiness and the metrics. */
async function docsAndProbes(app: FastifyInstance, options: HttpServerOptions, registry: client.Registry): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, version: '0.1.0', description: 'Electricity procurement and supply portal' },
    },
  });
  const document = options.ops?.document ?? (() => app.swagger());
  // On the ops listener the page documents the public API, not the ops routes.
  await app.register(swaggerUi, { routePrefix: docsPrefix, transformSpecification: () => document() as Record<string, unknown> });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document());
  app.get('/healthz', { schema: { summary: 'Liveness: the process answers', tags: ['ops'] } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { summary: 'Readiness: 503 until the process can serve', tags: ['ops'] } }, async (_request, reply) => {
    const ready = options.ready ? await options.ready() : true;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
  app.get('/metrics', { schema: { summary: 'Prometheus metrics', tags: ['ops'] } }, async (_request, reply) => {
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: client.Registry;
  }
}
