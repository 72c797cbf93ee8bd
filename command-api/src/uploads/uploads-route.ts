import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '@portal/events';
import { decodeCsvBytes } from '@portal/events/load-profile';
import { sniffContentType, toProblem, type BlobStore, type SniffedType } from '@portal/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';

const MiB = 1024 * 1024;

type UploadType = SniffedType | 'text/csv';

/** Largest accepted upload per type: images 1 MiB, PDFs 10 MiB, load profile CSVs 50 MiB (ten years of quarter hours, spec section 5). */
export const uploadLimits: Record<UploadType, number> = {
  'image/png': MiB,
  'image/jpeg': MiB,
  'image/x-icon': MiB,
  'application/pdf': 10 * MiB,
  'text/csv': 50 * MiB,
};

/**
 * A load profile CSV (docs/load-profiles.md): text `decodeCsvBytes` reads (UTF-8 or
 * Windows-1252, no control characters) with a semicolon, and no markup: an HTML or SVG page
 * stays refused whatever it is named, so nothing stored can be served as a page.
 */
function isCsv(bytes: Buffer): boolean {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return false;
  const start = decoded.text.trimStart();
  return !start.startsWith('<') && decoded.text.includes(';');
}
const largest = Math.max(...Object.values(uploadLimits));

export const UploadAccepted = Type.Object({
  data: Type.Object({
    hash: Type.String({ description: 'sha256 of the bytes: what commands refer to (logo, favicon, documents)' }),
    contentType: Type.String({ description: 'the type found in the content' }),
    size: Type.Integer(),
  }),
});

const Problem = Type.Object({ isClientError: Type.Boolean(), code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });

const invalidFile = (status: number, message: string): DomainError => new DomainError('INVALID_FILE', status, message, { field: 'body' });

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
        const type: UploadType | null = sniffContentType(bytes) ?? (isCsv(bytes) ? 'text/csv' : null);
        if (!type) throw invalidFile(400, 'the content is not a PNG, JPEG, ICO, PDF or CSV (semicolon-separated text) file');
        if (bytes.length > uploadLimits[type]) throw invalidFile(413, `a ${type} upload is limited to ${uploadLimits[type] / MiB} MiB`);
        return { data: await options.blobStore.put(bytes, type) };
      },
    );
  });
}
