import { whenServerOrContainer, type StartedServer } from '../../testing/server-or-container.ts';
import { eventStoreContract } from '../event-store.contract.ts';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.ts';

// Multi-stream appends need KurrentDB 25.1 or newer.
const IMAGE = 'kurrentplatform/kurrentdb:26.1';

async function startKurrentDb(): Promise<StartedServer> {
  const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
  // The module starts a single insecure node (KURRENTDB_INSECURE) and waits for its health check.
  const container = await new KurrentDbContainer(IMAGE).start();
  return {
    url: container.getConnectionString(),
    stop: async () => {
      await container.stop();
    },
  };
}

await whenServerOrContainer('PORTAL_ESDB_URL', 'event store contract: eventstoredb', startKurrentDb, (url) => {
  // EventStoreDB commits each append atomically and writes $all in commit order: there is no
  // open transaction or rollback to stage, so the harness offers neither and the gap-race
  // tests, which need them, are reported as skipped. Every test uses fresh random stream names,
  // so the suite shares a server with other runs. Written against the documented client API
  // (1.3.1); the dev machine has no container engine, so it first runs in CI's container.
  eventStoreContract(
    'eventstoredb',
    async () => {
      const store = createEventStoreDbEventStore(url());
      return { store, teardown: () => store.close() };
    },
    {
      openTransaction: 'EventStoreDB commits each append at once: no open transaction to stage',
      rolledBackAppend: 'EventStoreDB has no rollback after an append',
      openBystander: 'EventStoreDB has no transactions beside its appends to hold readers back',
    },
  );
});
