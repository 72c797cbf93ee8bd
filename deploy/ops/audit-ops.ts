import { PassThrough } from 'node:stream';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { operatorBearer, toProblem } from '@portal/platform';
import { auditReplayName, auditReplayPage, auditReplays, checkReplayMoment, dropAuditReplay, parseReplayMoment, replayUntil, type RebuildProgress, type ReplayResult } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { replayableView, type AuditReplayOptions } from './audit-replays.ts';

export interface AuditOpsOptions extends AuditReplayOptions {
  readonly operatorToken: string | undefined;
}

/** One line of a replay's NDJSON answer: progress while it runs, then its result or its error. */
export type AuditReplayLine =
  | ({ readonly type: 'progress' } & RebuildProgress)
  | ({ readonly type: 'result' } & ReplayResult)
  | { readonly type: 'error'; readonly code: string; readonly message: string };

/** Documents per page of GET …/documents. */
const auditPageSize = 1000;

const body = Type.Object(
  {
    view: Type.String({ minLength: 1, maxLength: 100 }),
    until: Type.String({ minLength: 1, maxLength: 64 }),
    batchSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
const params = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const page = Type.Object({ after: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })) }, { additionalProperties: false });
const tags = ['ops'];

/**
 * The auditor's replay endpoints on the ops listener, so `portal audit replay` works while the
 * server holds the embedded database (ADR 13): the replay runs here into a hidden generation,
 * progress streams back as NDJSON, the CLI reads the documents page by page for its CSV and
 * drops the generation unless it keeps it. A client that goes away before the result abandons
 * (drops) the replay. Bad input is refused before anything runs: 404/400 ERR_BAD_REQUEST on
 * `view`, 400 INVALID_DATE on `until`.
 */
export async function auditOps(app: FastifyInstance, options: AuditOpsOptions): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const isOperator = operatorBearer(options.operatorToken);
  const running = new Set<string>();

  app.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers)) throw new DomainError('NOT_AUTHORIZED', 401, 'a valid operator token is required');
  });

  routes.post('/ops/audit/replays', { schema: { summary: 'Replay one view as of a moment into a hidden generation, progress as NDJSON lines', tags, body } }, async (request, reply) => {
    // From the start: a client that goes away during the checks must not leave a replay behind.
    const abort = new AbortController();
    let finished = false;
    reply.raw.on('close', () => {
      if (!finished) abort.abort(new Error('the client went away'));
    });
    const view = replayableView(options, request.body.view);
    const until = parseReplayMoment(request.body.until);
    await checkReplayMoment(options.eventStore, until);
    abort.signal.throwIfAborted();
    const name = auditReplayName(view.name, until);
    if (running.has(name)) throw new DomainError('JOB_IS_RUNNING', 409, `a replay of ${name} is running already`, { field: 'until' });
    running.add(name);
    const out = new PassThrough();
    const send = (line: AuditReplayLine): void => void out.write(`${JSON.stringify(line)}\n`);
    replayUntil({ eventStore: options.eventStore, readStore: options.readStore, view, until, signal: abort.signal, batchSize: request.body.batchSize, onProgress: (p) => send({ type: 'progress', ...p }) })
      .then(
        (result) => send({ type: 'result', ...result }),
        (error: unknown) => {
          const { body: problem } = toProblem(error);
          send({ type: 'error', code: problem.code, message: abort.signal.aborted ? 'the replay was cancelled; its generation is dropped' : error instanceof Error ? error.message : problem.message });
        },
      )
      .finally(() => {
        finished = true;
        running.delete(name);
        out.end();
      });
    return reply.type('application/x-ndjson').send(out);
  });

  routes.get('/ops/audit/replays', { schema: { summary: 'The audit replays kept (hidden generations)', tags } }, async () => ({ data: await auditReplays(options.readStore) }));

  routes.get(
    '/ops/audit/replays/:name/documents',
    { schema: { summary: `One page (${auditPageSize}) of a kept replay's documents in id order after the id \`after\`, and \`next\`, the \`after\` of the following page (null on the last)`, tags, params, querystring: page } },
    async (request) => {
      const data = await auditReplayPage(options.readStore, request.params.name, { limit: auditPageSize, afterId: request.query.after });
      // `next` is the `after` of the following page; null on the last one.
      return { data, next: data.length === auditPageSize ? (data.at(-1)?.id ?? null) : null };
    },
  );

  routes.delete('/ops/audit/replays/:name', { schema: { summary: 'Drop a kept audit replay', tags, params } }, async (request) => {
    await dropAuditReplay(options.readStore, request.params.name);
    return { data: { dropped: request.params.name } };
  });
}
