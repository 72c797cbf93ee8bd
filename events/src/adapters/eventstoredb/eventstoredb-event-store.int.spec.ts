import { whenServer } from '../../testing/pg-test-db.ts';
import { eventStoreContract } from '../event-store.contract.ts';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.ts';


whenServer('PORTAL_ESDB_URL', 'event store contract: eventstoredb', (url) => {
  // EventStoreDB commits each append atomically and writes $all in commit order: there is no
  // open transaction or rollback to stage, so the harness offers neither and the gap-race
  // tests, which need them, are reported as skipped. Every test uses fresh random stream names, so the
  // suite shares a server with other runs. Written against the documented client API (1.3.1);
  // first run against a live server: 2026-11, not yet done (no server in the dev environment).
  eventStoreContract(
    'eventstoredb',
    async () => {
      const store = createEventStoreDbEventStore(url);
      return { store, teardown: () => store.close() };
    },
    {
      openTransaction: 'EventStoreDB commits each append at once: no open transaction to stage',
      rolledBackAppend: 'EventStoreDB has no rollback after an append',
    },
  );
});
