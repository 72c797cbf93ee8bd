import { PassThrough } from 'node:stream';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { operatorBearer, toProblem } from '@portal/platform';
import { findOperated, operatedStatus, unknownProjection, type OperatedProjection, type RebuildProgress, type RebuildResult } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';

export interface ProjectionOpsOptions {
  /** The views of this process's engine (`viewProjections` with the engine) and its typed tables. */
  readonly projections: readonly OperatedProjection[];
  readonly operatorToken: string | undefined;
}

/** One line of a rebuild's NDJSON answer: progress while it runs, then its result or its error. */
export type RebuildLine =
  | ({ readonly type: 'progress' } & RebuildProgress)
  | ({ readonly type: 'result' } & RebuildResult)
  | { readonly type: 'error'; readonly code: string; readonly message: string };

const params = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
const body = Type.Object({ batchSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }, { additionalProperties: false });
const tags = ['ops'];

/**
 * The operator's projection endpoints on the ops listener of the process that runs the engine,
 * so `portal projections rebuild` works while the server holds the embedded database (ADR 13):
 * the rebuild runs here, the running loop switches to the new generation, and the progress
 * streams back as NDJSON. Views and typed tables (time series, offer table) alike. A client that goes away, or DELETE, abandons the new generation.
 */
export async function projectionOps(app: FastifyInstance, options: ProjectionOpsOptions): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const isOperator = operatorBearer(options.operatorToken);
  const running = new Map<string, AbortController>();
  const known = (name: string): OperatedProjection => {
    const projection = findOperated(options.projections, name);
    if (projection) return projection;
    throw new DomainError('ERR_BAD_REQUEST', 404, unknownProjection(options.projections, name), { field: 'name' });
  };

  app.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers)) throw new DomainError('NOT_AUTHORIZED', 401, 'a valid operator token is required');
  });

  routes.get('/ops/projections', { schema: { summary: 'Every projection: generation, position, head, lag', tags } }, async () => ({
    data: await operatedStatus(options.projections),
  }));

  routes.post('/ops/projections/:name/rebuild', { schema: { summary: 'Blue/green rebuild of one projection, progress as NDJSON lines', tags, params, body } }, async (request, reply) => {
    const { name } = request.params;
    const projection = known(name);
    if (running.has(name)) throw new DomainError('JOB_IS_RUNNING', 409, `a rebuild of ${name} is running already`, { field: 'name' });
    const abort = new AbortController();
    running.set(name, abort);
    const out = new PassThrough();
    const send = (line: RebuildLine): void => void out.write(`${JSON.stringify(line)}\n`);
    let finished = false;
    reply.raw.on('close', () => {
      if (!finished) abort.abort(new Error('the client went away'));
    });
    projection
      .rebuild({ signal: abort.signal, batchSize: request.body?.batchSize, onProgress: (p) => send({ type: 'progress', ...p }) })
      .then(
        (result) => send({ type: 'result', ...result }),
        (error: unknown) => {
          const { body: problem } = toProblem(error);
          send({ type: 'error', code: problem.code, message: abort.signal.aborted ? 'the rebuild was cancelled; the live generation is unchanged' : error instanceof Error ? error.message : problem.message });
        },
      )
      .finally(() => {
        finished = true;
        running.delete(name);
        out.end();
      });
    return reply.type('application/x-ndjson').send(out);
  });

  routes.delete('/ops/projections/:name/rebuild', { schema: { summary: 'Cancel a running rebuild: its new generation is dropped', tags, params } }, async (request) => {
    const { name } = request.params;
    known(name);
    const abort = running.get(name);
    if (!abort) throw new DomainError('ERR_BAD_REQUEST', 404, `no rebuild of ${name} is running`, { field: 'name' });
    abort.abort(new Error('cancelled by the operator'));
    return { data: { cancelled: name } };
  });
}
