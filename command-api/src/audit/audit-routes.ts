import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, type EventActor, type EventCatalog, type EventStore } from '@portal/events';
import { Problem } from '@portal/events/read-contracts';
import {
  Answer, AuditAsOfQuery, AuditDiff, AuditDiffQuery, AuditHistory, AuditHistoryQuery, AuditState, AuditStreamPage, AuditStreamParams, AuditStreamsQuery,
} from '@portal/events/read-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditReader } from './audit-reader.ts';
import { recordAuditRead } from './audit-reads.ts';
import { parseMoment } from './moment.ts';

const refusals = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 422: Problem };

export interface AuditRouteDeps {
  readonly reader: AuditReader;
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  readonly authenticate: (request: FastifyRequest) => Promise<EventActor>;
  readonly clock: () => Date;
}

const limitOf = (limit: string | undefined): number => (limit === undefined ? 10 : Number(limit));
const queryOf = (query: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin, auditor or operator of an audit route (set by its onRequest). */
    auditReader?: EventActor;
  }
}

/**
 * The audit routes (issue 14, ADR 26), for the admin and auditors: find streams, a stream's
 * history with each event's changes, its state as of a moment, the changes between two moments.
 * Each read is recorded as an `AuditRead` of its reader before the log is read; input the route
 * refuses before that (a malformed moment, a bad limit) reads nothing and records nothing.
 */
export function auditRoutes(fastify: FastifyInstance, deps: AuditRouteDeps): void {
  const app = typed(fastify);
  const onRequest = async (request: FastifyRequest): Promise<void> => {
    request.auditReader = await deps.authenticate(request);
  };
  const routes: AuditRoutes = { app, deps, onRequest };
  streamsRoute(routes);
  historyRoute(routes);
  stateAsOfRoute(routes);
  diffRoute(routes);
}

const tags = ['audit'];
const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<TypeBoxTypeProvider>();

interface AuditRoutes {
  readonly app: ReturnType<typeof typed>;
  readonly deps: AuditRouteDeps;
  readonly onRequest: (request: FastifyRequest) => Promise<void>;
}

/** Records the read, then reads: nothing leaves unrecorded. */
async function recorded<T>(
  deps: AuditRouteDeps,
  request: FastifyRequest,
  read: { streamId: string | null; asOf: string | null; query: Record<string, string | undefined> },
  answer: () => Promise<T>,
): Promise<{ data: T }> {
  const reader = request.auditReader;
  if (!reader) throw new Error('audit route without its onRequest authentication');
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  await recordAuditRead(deps, reader, { route, streamId: read.streamId, asOf: read.asOf, query: queryOf(read.query) }, { correlationId: request.headers['x-correlation-id'], now: deps.clock() });
  return { data: await answer() };
}

function streamsRoute({ app, deps, onRequest }: AuditRoutes): void {
  app.get(
    '/api/audit/streams',
    {
      onRequest,
      schema: { summary: 'Streams of the log by id prefix, keyset-paginated by stream id (admin, auditor)', tags, querystring: AuditStreamsQuery, response: { 200: Answer(AuditStreamPage), ...refusals } },
    },
    async (request) => {
      const { prefix = '', after, limit } = request.query;
      return recorded(deps, request, { streamId: null, asOf: null, query: request.query }, () => deps.reader.streams({ prefix, after: after ?? null, limit: limitOf(limit) }));
    },
  );
}

function historyRoute({ app, deps, onRequest }: AuditRoutes): void {
  app.get(
    '/api/audit/streams/:streamId/history',
    {
      onRequest,
      schema: {
        summary: "A stream's events with who sent them and the fields each changed (admin, auditor)",
        description: 'Folded with the decider of the stream category (customer-…, user-…, offer-…); categories without one merge the event data. Erased personal fields are marked erased.',
        tags, params: AuditStreamParams, querystring: AuditHistoryQuery, response: { 200: Answer(AuditHistory), ...refusals },
      },
    },
    async (request) => {
      const { streamId } = request.params;
      const { after, limit, last } = request.query;
      if (last !== undefined && (after !== undefined || limit !== undefined)) {
        throw new DomainError('VALIDATION_ERROR', 400, 'last asks for the stream\'s last events: send it without after and limit', { field: 'querystring.last' });
      }
      const page = last !== undefined ? { last: Number(last) } : { after: after === undefined ? null : Number(after), limit: limitOf(limit) };
      return recorded(deps, request, { streamId, asOf: null, query: request.query }, () => deps.reader.history(streamId, page));
    },
  );
}

function stateAsOfRoute({ app, deps, onRequest }: AuditRoutes): void {
  app.get(
    '/api/audit/streams/:streamId',
    {
      onRequest,
      schema: {
        summary: "A stream's state after its last event at or before a moment (admin, auditor)",
        description: 'asOf: a date-time with offset (compared with recordedAt) or a global position. 422 INVALID_DATE before the stream began or in the future.',
        tags, params: AuditStreamParams, querystring: AuditAsOfQuery, response: { 200: Answer(AuditState), ...refusals },
      },
    },
    async (request) => {
      const { streamId } = request.params;
      const asOf = parseMoment(request.query.asOf, 'asOf');
      return recorded(deps, request, { streamId, asOf: request.query.asOf, query: request.query }, () => deps.reader.stateAsOf(streamId, asOf));
    },
  );
}

function diffRoute({ app, deps, onRequest }: AuditRoutes): void {
  app.get(
    '/api/audit/streams/:streamId/diff',
    {
      onRequest,
      schema: {
        summary: 'The fields of a stream that changed between two moments (admin, auditor)',
        description: 'from and to: date-times with offset or global positions, as for asOf.',
        tags, params: AuditStreamParams, querystring: AuditDiffQuery, response: { 200: Answer(AuditDiff), ...refusals },
      },
    },
    async (request) => {
      const { streamId } = request.params;
      const from = parseMoment(request.query.from, 'from');
      const to = parseMoment(request.query.to, 'to');
      return recorded(deps, request, { streamId, asOf: null, query: request.query }, () => deps.reader.diff(streamId, from, to));
    },
  );
}
