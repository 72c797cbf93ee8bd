import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultBusinessLimits, DomainError } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes, LoadProfileCheckAnswer, LoadProfileCheckQuery, optionsProblem, type LoadProfileOptions, type LoadProfileProblem } from '@portal/events/load-profile';
import { Answer, ProblemWith } from '@portal/events/read-contracts';
import { toProblem } from '@portal/platform';
import { documentOf, platformConfigDocId, platformConfigView, type ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';

const MiB = 1024 * 1024;
/** The largest load profile accepted: ten years of quarter hours in the ISO layout are about 21 MB. */
export const loadProfileBodyLimit = 50 * MiB;

/**
 * What a CSV file arrives as: `text/csv`, Excel's label on Windows (`application/vnd.ms-excel`),
 * `text/plain`, or bytes. Anything else (JSON, a PDF, an image) is refused before it is read.
 */
export const loadProfileContentTypes = ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream'] as const;

// A file's findings have no field (they name a line and column), so not the commands' details.
const Problem = ProblemWith(Type.Object({ problems: Type.Optional(Type.Array(Type.Unknown())) }, { additionalProperties: true }));

/** An unreadable file: 400 INVALID_FILE at the body, with the finding (its line when there is one). */
const unreadable = (problem: LoadProfileProblem): DomainError => new DomainError('INVALID_FILE', 400, problem.message, { field: 'body', details: { problems: [problem] } });

function refusalOf(error: unknown): DomainError | unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new DomainError('INVALID_FILE', 413, `a load profile is limited to ${loadProfileBodyLimit / MiB} MB`, { field: 'body' });
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new DomainError('INVALID_FILE', 415, `a load profile is a CSV file (${loadProfileContentTypes.join(', ')})`, { field: 'body' });
  }
  return error;
}

/**
 * POST /api/loadprofiles/check (any logged-in user): the upload preview of spec section 5. The
 * body is the file's bytes; the query says which period, resolution, directions and zone it must
 * cover. A file that breaks rules is a valid request (200 with the findings); one that cannot be
 * read as text is a 4xx INVALID_FILE. Limits are the admin's (ADR 0020).
 */
export async function loadProfileCheckRoute(fastify: FastifyInstance, deps: { readStore: ReadStore }): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...loadProfileContentTypes], { parseAs: 'buffer', bodyLimit: loadProfileBodyLimit }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/loadprofiles/check',
      {
        onRequest: guard('businessUser'),
        bodyLimit: loadProfileBodyLimit,
        config: { projection: platformConfigView.name },
        errorHandler: (error, _request, reply) => {
          const { status, body } = toProblem(refusalOf(error));
          void (reply as FastifyReply).status(status).send(body);
        },
        schema: {
          summary: 'Check a load profile CSV against the rules of spec section 5 (upload preview)',
          description: 'Raw CSV body (semicolon, UTF-8 or Windows-1252), layouts in docs/load-profiles.md; up to 50 MB.',
          tags: ['load profiles'],
          consumes: [...loadProfileContentTypes],
          querystring: LoadProfileCheckQuery,
          response: { 200: Answer(LoadProfileCheckAnswer), 400: Problem, 401: Problem, 403: Problem, 413: Problem, 415: Problem, 503: Problem },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const options: LoadProfileOptions = {
          from: query.from,
          to: query.to,
          resolution: query.resolution === '60' ? 60 : 15,
          directions: query.directions,
          timeZone: query.timeZone ?? 'Europe/Zurich',
          forOrder: query.forOrder === 'true',
        };
        const wrongOption = optionsProblem(options);
        if (wrongOption) throw new DomainError('VALIDATION_ERROR', 400, wrongOption.message, { field: `querystring.${wrongOption.field}` });
        const doc = await documentOf(deps.readStore, platformConfigView, platformConfigDocId);
        if (!doc) return reply.status(503).header('retry-after', '1').send({ isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'configuration not loaded yet' });
        const decoded = decodeCsvBytes(Buffer.isBuffer(request.body) ? request.body : new Uint8Array(0));
        if (!decoded.ok) throw unreadable(decoded.problem);
        const check = checkLoadProfile(decoded.text, options, (doc.businessLimits ?? defaultBusinessLimits).loadProfile);
        const fileProblem = check.problems.find((p) => p.code === 'INVALID_FILE');
        if (fileProblem) throw unreadable(fileProblem);
        const { values: _values, ...answer } = check;
        return { data: answer };
      },
    );
  });
}
