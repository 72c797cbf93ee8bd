import { createPgliteEventStore, InProcessBus, portalCatalog, type Bus, type EventStore } from '@portal/events';
import { allViews, createPgReadStore, ProjectionEngine, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';

export const systemOperatorToken = 'system-test-token';

export interface System {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly bus: Bus;
  readonly engine: ProjectionEngine;
  close(): Promise<void>;
}

/** The all-in-one system on in-memory PGlite and the in-process bus, listening on a free port. */
export async function startSystem(): Promise<System> {
  const catalog = portalCatalog();
  const eventStore = await createPgliteEventStore({ catalog });
  const readStore = await createPgReadStore(eventStore.sql);
  const bus = new InProcessBus();
  await seedPlatformConfig(eventStore, catalog);
  const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
  await engine.start();
  const app = await buildApiServer({
    logger: pino({ level: 'silent' }),
    eventStore,
    catalog,
    operatorToken: systemOperatorToken,
    query: { readStore, bus },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    eventStore,
    readStore,
    bus,
    engine,
    close: async () => {
      await app.close();
      await engine.stop();
      await bus.close();
      await eventStore.close();
    },
  };
}
