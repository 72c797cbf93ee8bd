import { openLoginStores, type LoginStores } from '@portal/command-api';
import { portalCatalog, type Bus, type EventStore } from '@portal/events';
import { createSqlBlobStore, InProcessBus } from '@portal/platform';
import { allViews, createPgReadStore, MarketSeriesProjection, OfferTableProjection, ProjectionEngine, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { testEventStore } from '@portal/platform/testing';

export const systemOperatorToken = 'system-test-token';
/** Signs the session cookies of a system started with `{ sessions: true }`. */
export const systemCredentialsKey = 'system-test-credentials-key-32-characters';

export interface System {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly bus: Bus;
  readonly engine: ProjectionEngine;
  /** The offer tables' typed table (ADR 0023), following the log like the engine. */
  readonly offerTable: OfferTableProjection;
  /** The market series' typed tables (ADR 0024), following the log like the engine. */
  readonly marketSeries: MarketSeriesProjection;
  /** Login, credentials and open sessions, shared by both APIs (`startSystem({ sessions: true })`). */
  readonly session?: LoginStores;
  close(): Promise<void>;
}

/**
 * The all-in-one system on in-memory PGlite and the in-process bus, listening on a free port.
 * With `sessions`, login and session cookies work as in `npm start` (key `systemCredentialsKey`).
 */
export async function startSystem(options: { sessions?: boolean } = {}): Promise<System> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const readStore = await createPgReadStore(eventStore.sql);
  const bus = new InProcessBus();
  await seedPlatformConfig(eventStore, catalog);
  const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
  await engine.start();
  const offerTable = new OfferTableProjection({ eventStore, sql: eventStore.sql });
  await offerTable.start();
  const marketSeries = new MarketSeriesProjection({ eventStore, sql: eventStore.sql, blobStore: await createSqlBlobStore(eventStore.sql) });
  await marketSeries.start();
  const session = options.sessions ? await openLoginStores(eventStore.sql, systemCredentialsKey) : undefined;
  const app = await buildApiServer({
    logger: pino({ level: 'silent' }),
    eventStore,
    catalog,
    operatorToken: systemOperatorToken,
    session: session && { ...session, bus },
    query: { readStore, bus, sessions: session },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    eventStore,
    readStore,
    bus,
    engine,
    offerTable,
    marketSeries,
    session,
    close: async () => {
      await app.close();
      await offerTable.stop();
      await marketSeries.stop();
      await engine.stop();
      await bus.close();
      await eventStore.close();
    },
  };
}
