import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { meteringPointCsvColumns, writeMeteringPointCsv, type MeteringPointInput } from '@portal/events';
import { MeteringPointFilter } from '@portal/events/read-contracts';
import { customersView, meteringPointsView, type MeteringPointDoc, type ReadStore, type TextMatch } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { Binary, Problem } from '../sales-partner/tenant.ts';
import { scanPoints } from './metering-point-page.ts';
import { SearchParam } from './metering-point-routes.ts';
import { scopeOf, searchConditions, searchWords } from './metering-point-scope.ts';

const inputOf = (doc: MeteringPointDoc): MeteringPointInput => ({ code: doc.code, direction: doc.direction, yearlyQuantityKwh: doc.yearlyQuantityKwh, address: doc.address });

/** The header line the codec writes before the points (`writeMeteringPointCsv([])` adds an empty line after it). */
const header = `${meteringPointCsvColumns.join(';')}\r\n`;

/** A chunk's lines without the header the codec puts before them. */
function pointLines(points: readonly MeteringPointInput[]): string {
  const csv = writeMeteringPointCsv(points);
  if (!csv.startsWith(header)) throw new Error('the metering point codec no longer starts with its header line');
  return csv.slice(header.length);
}

/** Points per chunk of the body: one read of the store and one write to the socket. */
const chunkSize = 1000;

/**
 * The CSV of every point in the scope, in list order, chunk by chunk: the header once, then each
 * chunk as the codec writes it without its header, so the body is byte for byte what
 * `writeMeteringPointCsv(allPoints)` gives, without holding all points in memory.
 */
export async function* meteringPointCsvChunks(readStore: ReadStore, where: Readonly<Record<string, string>> | null, textMatch?: readonly TextMatch[]): AsyncGenerator<string> {
  yield header;
  if (where === null) return;
  let chunk: MeteringPointInput[] = [];
  for await (const doc of scanPoints(readStore, where, textMatch ? { textMatch } : {})) {
    chunk.push(inputOf(doc));
    if (chunk.length === chunkSize) {
      yield pointLines(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield pointLines(chunk);
}

/** yyyy-mm-dd in Zurich: the day the user downloads on. */
const localDate = (date: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * `GET /api/meteringpoints/export.csv` with the list's filters: the spec's metering point CSV of
 * every matching point (not one page), which the import reads back as it is. No `---eof---`
 * marker: the file is meant to be edited and imported again, and a marker line would be a
 * refused row. A read that fails part way aborts the response, so the browser reports a failed
 * download instead of saving a cut-off file (README.md, "Export").
 */
export function meteringPointExportRoute(fastify: FastifyInstance, deps: { readStore: ReadStore; clock?: () => Date }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const clock = deps.clock ?? (() => new Date());
  app.get(
    '/api/meteringpoints/export.csv',
    {
      onRequest: guard('businessUser'),
      config: { projection: [meteringPointsView.name, customersView.name] },
      schema: {
        summary: 'Every metering point the caller sees that matches the filters, as the import CSV (semicolons, CRLF, UTF-8)',
        tags: ['meteringpoints'],
        querystring: Type.Object({ ...MeteringPointFilter.properties, search: SearchParam }, { additionalProperties: false }),
        response: { 200: Binary('text/csv; charset=utf-8'), 400: Problem },
      },
    },
    async (request, reply) => {
      const { search, ...filter } = request.query;
      const words = search === undefined ? undefined : searchWords(search);
      const where = scopeOf(principalOf(request), filter);
      const textMatch = words === undefined || where === null ? undefined : await searchConditions(deps.readStore, where, words);
      const body = Readable.from(meteringPointCsvChunks(deps.readStore, where, textMatch), { objectMode: false });
      body.on('error', (error) => request.log.error({ err: error }, 'metering point export failed part way'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="meteringpoints-${localDate(clock())}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
