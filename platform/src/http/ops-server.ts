import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createHttpServer } from './http-server.ts';

export interface OpsServerOptions {
  readonly logger: Logger | boolean;
  readonly title: string;
  /** The process's public listener: its metrics registry and its OpenAPI document are served here. */
  readonly api: FastifyInstance;
  /** Answers /readyz, as on the public listener. */
  readonly ready?: () => boolean | Promise<boolean>;
}

/**
 * The second, small listener of every process (PORTAL_OPS_PORT, ADR 13): /metrics, /healthz,
 * /readyz, /api/docs and /api/openapi.json of the public API, open to whoever reaches the port,
 * which is why it binds to the loopback or a cluster-internal address and no proxy forwards it.
 * Operator endpoints added to it check the operator token themselves.
 *
 * @example
 * const ops = await createOpsServer({ logger, title: 'Portal API', api: app, ready });
 * ops.get('/status', async () => ({ data: engine.status() }));
 * await ops.listen({ port: config.opsPort, host: config.opsHost });
 */
export async function createOpsServer(options: OpsServerOptions): Promise<FastifyInstance> {
  const { api } = options;
  // The public routes must all be registered before their document can be served.
  await api.ready();
  return createHttpServer({ logger: options.logger, title: `${options.title} (ops)`, ready: options.ready, ops: { metrics: api.metrics, document: () => api.swagger() } });
}
