import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, MarketImportKind, marketImportKinds, maxMarketFileBytes, nameUuid, type StartMarketImport } from '@portal/events';
import { toProblem, type BlobStore } from '@portal/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { acceptedOf, CommandAccepted, CommandProblem as Problem, type CommandDispatch } from '../handler/command-accepted.ts';
import { invalidMarketFile, marketFileTypeOf, MarketFileLimitStream, tooLarge } from './market-file-text.ts';

const Query = Type.Object(
  {
    kind: MarketImportKind,
    fileName: Type.String({ minLength: 1, maxLength: 255, description: 'the file\'s name as the admin picked it (shown in the job list)' }),
    /** Send the same id again to retry without starting a second job (the command id derives from it). */
    jobId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

export const MarketImportAccepted = Type.Object({
  data: Type.Object({
    ...CommandAccepted.properties.data.properties,
    jobId: Type.String({ format: 'uuid', description: 'the job (stream marketImport-<jobId>); the import worker completes or fails it' }),
    sha256: Type.String({ description: 'the file in the blob store' }),
    size: Type.Integer(),
  }),
});


export interface MarketUploadOptions {
  readonly blobStore: BlobStore;
  readonly authenticate: (request: FastifyRequest) => Promise<void>;
  readonly dispatch: CommandDispatch;
}

/** The command id of an upload's StartMarketImport: a retry with the same jobId answers the first result. */
export const uploadCommandId = (jobId: string): string => nameUuid(`market-upload\u0000${jobId}`);

/** Checks made before the body is read: the admin alone, a known kind, a file name without control characters. */
function assertMayUpload(request: FastifyRequest): void {
  if (request.actor?.role !== 'admin') throw new DomainError('ERR_BAD_REQUEST', 403, 'only the admin uploads market data');
  const { kind, fileName } = request.query as Record<string, unknown>;
  if (typeof kind !== 'string' || !(marketImportKinds as readonly string[]).includes(kind)) {
    throw new DomainError('INVALID_FILE', 400, `kind must be one of ${marketImportKinds.join(', ')}`, { field: 'kind' });
  }
  // eslint-disable-next-line no-control-regex
  if (typeof fileName === 'string' && /[\u0000-\u001f\u007f]/.test(fileName)) throw new DomainError('VALIDATION_ERROR', 400, 'the file name holds control characters', { field: 'fileName' });
}

/**
 * POST /api/market/imports?kind=&fileName=: the raw bytes of a market file (admin, with the
 * session's CSRF header like every state-changing route). The file goes to the blob store under
 * its sha256 and StartMarketImport runs in the same request; the answer names the job, which
 * the import worker completes or fails. Refused before anything is stored: another role (403),
 * an unknown kind (400 INVALID_FILE at `kind`), an empty, binary or non-UTF-8 body or one that
 * is neither XML nor CSV (400 INVALID_FILE), more than `maxMarketFileBytes` (413). A start
 * refused by JOB_IS_RUNNING (409) leaves the file in the blob store, where a retry finds it.
 */
export async function marketUploadRoute(app: FastifyInstance, options: MarketUploadOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The bytes decide what the file is, never the header a browser or curl guessed.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxMarketFileBytes }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/market/imports',
      {
        // Authentication, role and kind come before the body is read: nobody else uploads anything.
        onRequest: async (request) => {
          await options.authenticate(request);
          assertMayUpload(request);
        },
        preParsing: async (_request, _reply, payload) => {
          const limited = new MarketFileLimitStream();
          // Fastify listens once it reads the body; a refusal by content-length comes first and must not crash.
          limited.on('error', () => undefined);
          return payload.pipe(limited);
        },
        bodyLimit: maxMarketFileBytes,
        errorHandler: (error, _request, reply) => {
          const { status, body } = toProblem((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error);
          void (reply as FastifyReply).status(status).send(body);
        },
        schema: {
          summary: 'Upload a market data file and start its import job (admin)',
          description:
            'Raw body: an ECB reference-rate CSV (ECB_FX), an SNB rate export (SNB_FX), an ENTSO-E day-ahead Publication_MarketDocument XML (ENTSOE_SPOT) or a settlement-price CSV (FORWARD_CSV, docs/market-data.md); UTF-8 text, at most 64 MiB. ' +
            'Stores the file in the blob store and runs StartMarketImport: 409 JOB_IS_RUNNING while a job of the kind runs; a file imported before starts a job that ends at once as skipped.',
          tags: ['market'],
          consumes: ['text/csv', 'application/xml', 'text/xml', 'text/plain', 'application/octet-stream'],
          querystring: Query,
          response: { 200: MarketImportAccepted, 400: Problem, 401: Problem, 403: Problem, 409: Problem, 413: Problem },
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const verdict = marketFileTypeOf(bytes, true);
        if ('refused' in verdict) throw invalidMarketFile(400, verdict.refused);
        const { kind, fileName, jobId = randomUUID() } = request.query;
        const stored = await options.blobStore.put(bytes, verdict.type);
        const command: StartMarketImport = { jobId, kind, sha256: stored.hash, fileName: fileName.trim() || 'upload', size: stored.size };
        const result = await options.dispatch(request, 'StartMarketImport', command, uploadCommandId(jobId));
        return { data: { ...acceptedOf(result), jobId, sha256: stored.hash, size: stored.size } };
      },
    );
  });
}
