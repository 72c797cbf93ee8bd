import { allCommands, runSystemCommand } from '@portal/command-api';
import { defaultPlatformConfig, offerStream, portalCatalog, type RecordedEvent } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createSqlBlobStore, PgliteDriver, type BlobStore, type SqlEventStore } from '@portal/platform';
import { createPgReadStore, type Logger, type ReadStore } from '@portal/projections';
import type { EventFollower } from '@portal/workers';
import { testEventStore } from '@portal/platform/testing';

export const silentLoggerForTests: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
export const alphaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';

/** An event store of its own (testEventStore) with the platform configuration seeded, a read store and a blob store for one spec. */
export async function offerWorkerHarness() {
  const catalog = portalCatalog();
  const eventStore: SqlEventStore = await testEventStore({ catalog });
  const readStore: ReadStore = await createPgReadStore(eventStore.sql);
  const blobStore: BlobStore = await createSqlBlobStore(eventStore.sql);
  await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
  const options = { eventStore, readStore, catalog, commands: allCommands, blobStore, logger: silentLoggerForTests };
  const others: ReadStore[] = [];
  return {
    ...options,
    /** A read store of its own (a worker that never ran: no checkpoint, no kept documents); closed with the harness. */
    async freshReadStore(): Promise<ReadStore> {
      const store = await createPgReadStore(await PgliteDriver.open(), { ownsDriver: true });
      others.push(store);
      return store;
    },
    /** Resolves once `worker` (reading `store`) has reached the head of the log. */
    async caughtUpIn(store: ReadStore, worker: string): Promise<void> {
      const head = await eventStore.head();
      await until(async () => ((await store.checkpoint(`worker-${worker}`)).position >= head.position ? true : undefined), `${worker} caught up`);
    },
    async close(): Promise<void> {
      for (const store of others.splice(0)) await store.close();
      await eventStore.close();
    },
    /** Appends events to a stream as the partner alpha's tenant; answers them as recorded. */
    async append(streamId: string, events: readonly { type: string; data: unknown }[]): Promise<RecordedEvent[]> {
      const appended = events.map((e) => testEvent(e.type, e.data, { tenant: alphaId }));
      await eventStore.append(streamId, appended, { expectedRevision: 'any' });
      const stream = await eventStore.readStream(streamId);
      return stream.filter((e) => appended.some((a) => a.id === e.id));
    },
    offerEvents: (offerId: string) => eventStore.readStream(offerStream(offerId)),
    /** Resolves once the worker's checkpoint has reached the head of the log. */
    async caughtUp(worker: EventFollower): Promise<void> {
      const head = await eventStore.head();
      await until(async () => ((await readStore.checkpoint(`worker-${worker.name}`)).position >= head.position ? true : undefined), `${worker.name} caught up`);
    },
  };
}

export async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
