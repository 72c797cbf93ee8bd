import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { csvPlaceOf, CustomerId, DeclaredDirections, DomainError, MarketAreaId, maxPointsPerRegistration, parseMeteringPointCsv, type RegisterMeteringPoints } from '@portal/events';
import { CsvImportRefusal } from '@portal/events/read-contracts';
import { toProblem } from '@portal/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { acceptedOf, CommandAccepted, CommandProblem as Problem, type CommandDispatch } from '../handler/command-accepted.ts';
import { decodeCsv } from './csv-bytes.ts';

const MiB = 1024 * 1024;
/** Largest CSV accepted: 10,000 rows are about 1 MiB; 50 MiB leaves room for a big portfolio. */
export const maxImportBytes = 50 * MiB;

const importTypes = ['text/csv', 'application/octet-stream', 'application/vnd.ms-excel', 'text/plain'];

const Query = Type.Object(
  {
    customerId: CustomerId,
    marketArea: MarketAreaId,
    declared: DeclaredDirections,
    /** Send the same id again to retry without importing twice (as `commandId` of POST /api/commands). */
    commandId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

const Imported = Type.Object({ data: Type.Object({ ...CommandAccepted.properties.data.properties, count: Type.Integer({ description: 'metering points imported' }) }) });

export interface ImportRouteOptions {
  readonly authenticate: (request: FastifyRequest) => Promise<void>;
  readonly dispatch: CommandDispatch;
}

type Refusal = Type.Static<typeof CsvImportRefusal>;

/** A refusal of the command whose fields point into the file: each problem at its line and column. */
function placedRefusal(error: DomainError, lines: readonly number[]): Refusal | null {
  if (!error.field || csvPlaceOf(error.field, lines) === null) return null;
  const listed = (error.details?.problems as { field: string; message: string }[] | undefined) ?? [{ field: error.field, message: error.message }];
  const problems = listed.flatMap((p) => {
    const place = csvPlaceOf(p.field, lines) ?? { line: 0, column: 0, columnName: null };
    return [{ ...place, message: place.line > 0 ? `line ${place.line}${place.column > 0 ? `, column ${place.column} (${place.columnName})` : ''}: ${p.message}` : p.message }];
  });
  const problemCount = typeof error.details?.problemCount === 'number' ? error.details.problemCount : problems.length;
  return { code: error.code, message: problems[0]?.message ?? error.message, problems, problemCount };
}

/**
 * POST /api/meteringpoints/import: the spec's metering point CSV as the body (`text/csv` or
 * `application/octet-stream`, at most 50 MiB), imported as one `RegisterMeteringPoints` (source
 * CSV) through the same dispatch as `POST /api/commands` (session, CSRF, role, tenant). Refused
 * files answer 400 with a `CsvImportRefusal` citing lines and columns: INVALID_FILE when the
 * bytes are not text, INVALID_FORMAT when cells are malformed, VALIDATION_ERROR when the rules
 * refuse points. Nothing is stored unless every point is.
 */
export async function meteringPointImportRoute(app: FastifyInstance, options: ImportRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The bytes decide the encoding, not the header; Windows labels .csv files application/vnd.ms-excel where Excel is installed.
    scope.addContentTypeParser(importTypes, { parseAs: 'buffer', bodyLimit: maxImportBytes }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/meteringpoints/import',
      {
        // Authentication comes before the body is read: anonymous callers upload nothing.
        onRequest: async (request) => options.authenticate(request),
        bodyLimit: maxImportBytes,
        errorHandler: (error, _request, reply) => {
          const code = (error as { code?: string }).code;
          const tooLarge = code === 'FST_ERR_CTP_BODY_TOO_LARGE';
          const { status, body } = toProblem(tooLarge ? new DomainError('INVALID_FILE', 413, `a metering point file is limited to ${maxImportBytes / MiB} MiB`, { field: 'body' }) : error);
          void (reply as FastifyReply).status(status).send(body);
        },
        schema: {
          summary: 'Import metering points from a CSV file (METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE)',
          description: 'Raw CSV body, UTF-8 (with or without BOM) or Windows-1252, at most 50 MiB. All rows or none; refusals cite line and column.',
          tags: ['metering points'],
          consumes: importTypes,
          querystring: Query,
          response: { 200: Imported, 400: Type.Union([CsvImportRefusal, Problem]), 401: Problem, 403: Problem, 409: Problem, 413: Problem, 415: Problem },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const parsed = parseMeteringPointCsv(decodeCsv(bytes));
        if (parsed.problems.length > 0) {
          const first = parsed.problems[0];
          const refusal: Refusal = {
            code: 'INVALID_FORMAT',
            message: first?.message ?? 'the file is not a metering point CSV',
            problems: parsed.problems.map(({ line, column, columnName, message }) => ({ line, column, columnName, message })),
            problemCount: parsed.problemCount,
          };
          return reply.status(400).send(refusal);
        }
        if (parsed.points.length > maxPointsPerRegistration) {
          throw new DomainError('INVALID_FILE', 400, `one import takes at most ${maxPointsPerRegistration} metering points, the file has ${parsed.points.length}`, { field: 'body' });
        }
        const { customerId, marketArea, declared, commandId = randomUUID() } = request.query;
        const command: RegisterMeteringPoints = { customerId, marketArea, declared, source: 'CSV', points: parsed.points };
        try {
          const result = await options.dispatch(request, 'RegisterMeteringPoints', command, commandId);
          return { data: { ...acceptedOf(result), count: parsed.points.length } };
        } catch (error) {
          const placed = error instanceof DomainError && error.status === 400 ? placedRefusal(error, parsed.lines) : null;
          if (placed) return reply.status(400).send(placed);
          throw error;
        }
      },
    );
  });
}
