import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, type Principal } from '@portal/events';
import { maxPeriodDays, periodDays } from '@portal/events/load-profile';
import { Answer, maxChartSeries, maxSummedPoints, TimeSeriesAnswer } from '@portal/events/read-contracts';
import type { TimeSeriesReader} from '@portal/projections';
import {
  documentOf, meteringPointDocId, meteringPointsView, platformConfigDocId, platformConfigView, seriesCsv, seriesId,
  type ReadStore,
} from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { mayReadPoint } from '../metering-points/index.ts';
import { Binary, Problem } from '../sales-partner/tenant.ts';
import { chartLine, planChart } from './chart-lines.ts';

const strict = { additionalProperties: false } as const;
const tags = ['timeseries'];
const Kind = Type.Union([Type.Literal('HISTORY'), Type.Literal('FORECAST')]);
const LocalDay = Type.String({ format: 'date', description: 'local date in the points\' market zone, included (YYYY-MM-DD)' });

export const ChartQuery = Type.Object(
  {
    points: Type.String({ minLength: 1, maxLength: 6000, description: '"<code>:<CONS|PROD>" separated by commas; at most 10, or 100 with sum=true' }),
    kind: Kind,
    from: LocalDay,
    to: LocalDay,
    sum: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    maxPoints: Type.Optional(Type.String({ pattern: '^(2000|1[0-9]{3}|[1-9][0-9]{1,2})$', description: 'buckets per line at most, 10 to 2000 (default 2000)' })),
  },
  strict,
);
export const ExportQuery = Type.Object({ point: Type.String({ minLength: 3, maxLength: 60, description: '"<code>:<CONS|PROD>"' }), kind: Kind, from: LocalDay, to: LocalDay }, strict);

const invalid = (field: string, message: string): DomainError => new DomainError('VALIDATION_ERROR', 400, message, { field: `querystring.${field}` });
const pointPattern = /^([0-9A-Z]{1,50}):(CONS|PROD)$/;

/** The "<code>:<direction>" list, each once, refused at `field` when one is malformed. */
function parsePoints(text: string, field: string): { code: string; direction: 'CONS' | 'PROD' }[] {
  const seen = new Set<string>();
  return text.split(',').flatMap((item) => {
    const match = pointPattern.exec(item.trim());
    if (!match) throw invalid(field, `"${item}" is not <code>:<CONS|PROD>`);
    const key = `${match[1]}:${match[2]}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ code: match[1] ?? '', direction: match[2] as 'CONS' | 'PROD' }];
  });
}

/** from <= to, at most ten years (3,653 days). */
function checkPeriod(from: string, to: string, zone: string): void {
  const days = periodDays(from, to, zone);
  if (days < 1) throw invalid('to', `the period ends (${to}) before it starts (${from})`);
  if (days > maxPeriodDays) throw invalid('to', `a chart covers at most ten years (${maxPeriodDays} days), this period has ${days}`);
}

export interface TimeSeriesRouteDeps {
  readonly readStore: ReadStore;
  readonly timeSeries: TimeSeriesReader;
}

/**
 * Every point readable by the caller, else 404 as the point's detail answers (another tenant's
 * point and one that does not exist alike); answers the market zone of the first point.
 */
async function readablePoints(deps: TimeSeriesRouteDeps, principal: Principal, points: readonly { code: string; direction: 'CONS' | 'PROD' }[]): Promise<string> {
  const docs = await Promise.all(points.map((p) => documentOf(deps.readStore, meteringPointsView, meteringPointDocId(p.code, p.direction))));
  docs.forEach((doc, i) => {
    const point = points[i];
    if (!doc || !mayReadPoint(principal, doc)) throw new DomainError('ERR_BAD_REQUEST', 404, `no metering point ${point?.code} ${point?.direction}`);
  });
  const country = docs[0]?.address.country ?? 'CH';
  const config = await documentOf(deps.readStore, platformConfigView, platformConfigDocId);
  const zone = config?.lists.countryInfoAll.find((c) => c.country === country)?.timeZone;
  return zone === 'Europe/Berlin' || zone === 'Europe/Zurich' ? zone : country === 'DE' ? 'Europe/Berlin' : 'Europe/Zurich';
}

/**
 * The graph page's data (issue 11 point 4): `GET /api/timeseries` aggregated on the server, and
 * `GET /api/timeseries/export.csv`, one series as an uploadable file. Values come from the
 * time-series table (ADR 0022); the scope is the metering point detail's.
 */
export function timeSeriesRoutes(fastify: FastifyInstance, deps: TimeSeriesRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/timeseries',
    {
      onRequest: guard('businessUser'),
      config: { projection: [meteringPointsView.name] },
      schema: {
        summary: 'Load profile or forecast lines of up to 10 points (or the sum of up to 100), at most 2,000 buckets each, cut in the market zone',
        tags,
        querystring: ChartQuery,
        response: { 200: Answer(TimeSeriesAnswer), 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { kind, from, to } = request.query;
      const maxPoints = Number(request.query.maxPoints ?? 2000);
      const sum = request.query.sum === 'true';
      const points = parsePoints(request.query.points, 'points');
      if (!sum && points.length > maxChartSeries) throw invalid('points', `a chart shows at most ${maxChartSeries} time series, ${points.length} were asked for (sum=true adds up to ${maxSummedPoints} into one)`);
      if (points.length > maxSummedPoints) throw invalid('points', `a sum covers at most ${maxSummedPoints} metering points, ${points.length} were asked for`);
      checkPeriod(from, to, 'Europe/Zurich');
      const zone = await readablePoints(deps, principalOf(request), points);
      const period = { from, to, zone };
      const ids = points.map((p) => seriesId(p.code, p.direction, kind));
      const lines = sum ? [{ id: 'sum', series: ids }] : points.map((p, i) => ({ id: `${p.code}:${p.direction}`, series: [ids[i] ?? ''] }));
      const plan = planChart(period, maxPoints, points.length);
      const answered = [];
      for (const line of lines) answered.push(await chartLine(deps.timeSeries, period, plan, line, kind));
      return { data: { from: new Date(plan.fromMs).toISOString(), to: new Date(plan.toMs).toISOString(), timeZone: zone, lines: answered } };
    },
  );

  app.get(
    '/api/timeseries/export.csv',
    {
      onRequest: guard('businessUser'),
      config: { projection: [meteringPointsView.name] },
      schema: {
        summary: 'One load profile or forecast as a CSV in the upload layout (from;to;kW, ISO 8601 with the market zone offset)',
        tags,
        querystring: ExportQuery,
        response: { 200: Binary('text/csv; charset=utf-8'), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const { kind, from, to } = request.query;
      const [point] = parsePoints(request.query.point, 'point');
      if (!point) throw invalid('point', 'no metering point');
      checkPeriod(from, to, 'Europe/Zurich');
      const zone = await readablePoints(deps, principalOf(request), [point]);
      const days = await deps.timeSeries.days([seriesId(point.code, point.direction, kind)], from, to);
      const name = `${point.code}_${point.direction}_${kind.toLowerCase()}_${from}_${to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(seriesCsv(days, zone), { objectMode: false }));
    },
  );
}
