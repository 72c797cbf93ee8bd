import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { toProblem, type BlobStore } from '@portal/platform';
import { Problem } from '@portal/events/read-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { invalidFile, uploadLimits, uploadTypeOf, UploadLimitStream } from './upload-limit-stream.ts';

const MiB = 1024 * 1024;
export { uploadLimits };
const largest = Math.max(...Object.values(uploadLimits));

export const UploadAccepted = Type.Object({
  data: Type.Object({
    hash: Type.String({ description: 'sha256 of the bytes: what commands refer to (logo, favicon, documents)' }),
    contentType: Type.String({ description: 'the type found in the content' }),
    size: Type.Integer(),
  }),
});


export interface UploadsOptions {
  readonly blobStore: BlobStore;
  readonly authenticate: (request: FastifyRequest) => void | Promise<void>;
}

/**
 * POST /api/uploads: the raw bytes of a PNG, JPEG, ICO, PDF or load profile CSV. The type is
 * read from the content, never from the content-type header or a file name, so every body is
 * taken as bytes and sniffed; what is none of them is refused, whatever it claims to be.
 */
export async function uploadsRoute(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: largest }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/uploads',
      {
        // Authentication comes before the body is read: anonymous callers upload nothing.
        onRequest: async (request) => options.authenticate(request),
        // The type's limit applies while the body arrives: 1 MiB of an image is not read to 50.
        preParsing: async (_request, _reply, payload) => {
          const limited = new UploadLimitStream();
          // Fastify listens once it reads the body; a refusal by content-length comes first and must not crash.
          limited.on('error', () => undefined);
          return payload.pipe(limited);
        },
        bodyLimit: largest,
        errorHandler: (error, _request, reply) => {
          const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
          const { status, body } = toProblem(tooLarge ? invalidFile(413, `uploads are limited to ${largest / MiB} MiB`) : error);
          void (reply as FastifyReply).status(status).send(body);
        },
        schema: {
          summary: 'Upload a file (logo, favicon, terms PDF) to the blob store (operator)',
          description: 'Raw body; PNG, JPEG or ICO up to 1 MiB, PDF up to 10 MiB, a load profile CSV up to 50 MiB, recognised by content. Answers the sha256 hash commands refer to.',
          tags: ['commands'],
          consumes: Object.keys(uploadLimits),
          response: { 200: UploadAccepted, 400: Problem, 401: Problem, 413: Problem },
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length === 0) throw invalidFile(400, 'the upload is empty');
        const type = uploadTypeOf(bytes);
        if (!type) throw invalidFile(400, 'the content is not a PNG, JPEG, ICO, PDF or CSV (semicolon-separated text) file');
        if (bytes.length > uploadLimits[type]) throw invalidFile(413, `a ${type} upload is limited to ${uploadLimits[type] / MiB} MiB`);
        return { data: await options.blobStore.put(bytes, type) };
      },
    );
  });
}
