import { eventStoreContract } from '../event-store.contract.ts';
import { rolledBackAppend } from '../sql/open-transaction.ts';
import { createPgliteEventStore } from './pglite-event-store.ts';

// PGlite runs one transaction at a time, so the concurrent-writer races cannot occur there;
// the rolled-back hole can, and is tested.
eventStoreContract('pglite (in memory)', async () => {
  const store = await createPgliteEventStore();
  return {
    store,
    rolledBackAppend: (s) => rolledBackAppend(store.sql, s),
    teardown: () => store.close(),
  };
});
