import { portalCatalog, type Principal } from '@portal/events';
import { createHttpServer, createSqlBlobStore, createSqlSessionStore, InProcessBus, SessionTokens, type BlobStore, type SessionVerifier, type SqlEventStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import { allViews, createPgReadStore, MarketSeriesProjection, OfferTableProjection, ProjectionEngine, waitForCheckpoint, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { queryApi } from '../../../app.ts';

export interface QueryApiForTest {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly readStore: ReadStore;
  /** The store itself (the routes may read through a wrapper that fails on purpose). */
  readonly blobStore: BlobStore;
  readonly bus: InProcessBus;
  /** The views' engine: a spec stops it to read ahead of a view, and starts it again. */
  readonly engine: ProjectionEngine;
  /** The session verifier the API checks cookies with (key `testSessionKey`). */
  readonly sessions: SessionVerifier;
  /** Opens a real session for the principal: spread `.headers` into a request. */
  session(principal: Principal): Promise<TestSession>;
  /** Appends events to a stream and waits until every view and typed table (offers, market series) has applied them; answers the last position. */
  given(streamId: string, events: readonly { type: string; data: unknown }[]): Promise<bigint>;
  close(): Promise<void>;
}

/** The signing key of test sessions (the command API's, when a spec runs both). */
export const testSessionKey = 'test-credentials-key-of-32-characters';

/** The query API over in-memory PGlite with every view running, for route specs through app.inject. */
export async function queryApiForTest(options: { uiDir?: string; wrapBlobStore?: (store: BlobStore) => BlobStore } = {}): Promise<QueryApiForTest> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const readStore = await createPgReadStore(eventStore.sql);
  const stored = await createSqlBlobStore(eventStore.sql);
  const served = options.wrapBlobStore ? options.wrapBlobStore(stored) : stored;
  const bus = new InProcessBus();
  const sessions: SessionVerifier = { tokens: new SessionTokens(testSessionKey), sessions: await createSqlSessionStore(eventStore.sql) };
  const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
  await engine.start();
  const offerTable = new OfferTableProjection({ eventStore, sql: eventStore.sql });
  await offerTable.start();
  const marketSeries = new MarketSeriesProjection({ eventStore, sql: eventStore.sql, blobStore: stored });
  await marketSeries.start();
  const app = await createHttpServer({ logger: false, title: 'test' });
  await app.register(queryApi, { eventStore, readStore, bus, blobStore: served, uiDir: options.uiDir, sessions });
  await app.ready();
  return {
    app,
    eventStore,
    readStore,
    blobStore: stored,
    bus,
    engine,
    sessions,
    session: (principal) => openTestSession(sessions, principal),
    async given(streamId, events) {
      const appended = await eventStore.append(streamId, events.map((e) => testEvent(e.type, e.data)), { expectedRevision: 'any' });
      const head = await eventStore.head();
      await Promise.all(allViews.map((view) => waitForCheckpoint(readStore, view.name, head)));
      await offerTable.catchUp();
      await marketSeries.catchUp();
      return appended.position;
    },
    async close() {
      await app.close();
      await offerTable.stop();
      await marketSeries.stop();
      await engine.stop();
      await bus.close();
      await eventStore.close();
    },
  };
}
