import { portalCatalog, type EventStore } from '@portal/events';
import { createHttpServer } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { commandApi, runSystemCommand } from './app.ts';
import { defaultPlatformConfig } from '@portal/events';
import { testEventStore } from '@portal/platform/testing';

export const testOperatorToken = 'test-operator-token';

/** A command API on an in-memory store with the configuration seeded, for route specs. */
export async function commandApiForTest(eventStore?: EventStore): Promise<{ app: FastifyInstance; eventStore: EventStore }> {
  const catalog = portalCatalog();
  const store = eventStore ?? (await testEventStore({ catalog }));
  await runSystemCommand({ eventStore: store, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
  const app = await createHttpServer({ logger: false, title: 'test', operatorToken: testOperatorToken });
  await app.register(commandApi, { eventStore: store, catalog, operatorToken: testOperatorToken });
  await app.ready();
  return { app, eventStore: store };
}
