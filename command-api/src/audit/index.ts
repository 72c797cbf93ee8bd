import type { Actor, EventCatalog, EventStore } from '@portal/events';
import { SqlEventStore, type PersonalDataKeys, type SessionVerifier } from '@portal/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditAuthenticator } from './audit-access.ts';
import { SqlAuditLog, type AuditLog } from './audit-log.ts';
import { AuditReader } from './audit-reader.ts';
import { auditRoutes } from './audit-routes.ts';
import { FoldCheckpoints } from './fold-checkpoints.ts';

export interface AuditApiOptions {
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  readonly keys?: PersonalDataKeys;
  readonly operator: (request: FastifyRequest) => Actor;
  readonly sessions?: SessionVerifier;
  readonly clock: () => Date;
  /** The stream search and moments; defaults to the SQL event store's database. */
  readonly log?: AuditLog;
  readonly checkpoints?: FoldCheckpoints;
}

/**
 * The audit routes on the command API, where the deciders are (ADR 26). Needs an `AuditLog`: a
 * SQL event store brings one; on another store (EventStoreDB) the routes are absent.
 */
export async function auditApi(app: FastifyInstance, options: AuditApiOptions): Promise<void> {
  const log = options.log ?? (options.eventStore instanceof SqlEventStore ? await SqlAuditLog.open(options.eventStore.sql) : undefined);
  if (!log) return;
  const reader = new AuditReader({
    eventStore: options.eventStore,
    log,
    catalog: options.catalog,
    keys: options.keys,
    checkpoints: options.checkpoints ?? new FoldCheckpoints(),
    clock: options.clock,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  auditRoutes(app, { reader, eventStore: options.eventStore, catalog: options.catalog, clock: options.clock, authenticate: auditAuthenticator(options) });
}
