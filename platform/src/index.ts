/**
 * The server kit: event-store, bus and blob adapters, HTTP servers, sessions and personal-data keys.
 * Server-only; contracts (events, commands, read shapes, rules) stay in @portal/events.
 */
export { createSqlSessionStore, type SessionStore } from './identity/session-store.ts';
export { SessionTokens, type TokenClaims } from './identity/session-token.ts';
export { cookieNames, principalOfRequest, sessionOf, sessionOfCookie, type SessionVerifier } from './identity/session-verifier.ts';
export { PersonalDataCodec } from './identity/personal-data-codec.ts';
export { withPersonalData } from './identity/personal-data-event-store.ts';
export { createPersonalDataKeys, type PersonalDataKeys } from './identity/personal-data-keys.ts';
export type { SqlDriver } from './adapters/sql/sql-driver.ts';
export { toBigInt } from './adapters/sql/sql-driver.ts';
export { SqlEventStore, type SqlEventStoreOptions } from './adapters/sql/sql-event-store.ts';
export { PgDriver } from './adapters/postgres/pg-driver.ts';
export { createPostgresEventStore } from './adapters/postgres/postgres-event-store.ts';
export { PgliteDriver } from './adapters/pglite/pglite-driver.ts';
export { createPgliteEventStore } from './adapters/pglite/pglite-event-store.ts';
export * from './schema-steps.ts';
export * from './http/problem.ts';
export { createHttpServer, type HttpServerOptions, type TrustProxy } from './http/http-server.ts';
export { defaultJsonShapeLimits, jsonShapeRefusal, type JsonShapeLimits } from './http/json-shape.ts';
export { cspNonceOf, cspNoncePlaceholder } from './http/security-headers.ts';
export { createOpsServer, type OpsServerOptions } from './http/ops-server.ts';
export { operatorBearer } from './http/operator-bearer.ts';
export { InProcessBus, type InProcessBusOptions } from './adapters/bus/in-process-bus.ts';
export { createNatsBus, NatsBus, type NatsBusOptions } from './adapters/bus/nats-bus.ts';
export type { BusErrorListener } from './adapters/bus/subjects.ts';
export { createEventStoreDbEventStore, EventStoreDbEventStore, type EventStoreDbOptions } from './adapters/eventstoredb/eventstoredb-event-store.ts';
export * from './blobs/index.ts';
export * from './mail/mail-secrets.ts';
export * from './audit/index.ts';
export { parseMarketFileOffThread } from './market/parse-off-thread.ts';
export * from './market/importers/index.ts';
