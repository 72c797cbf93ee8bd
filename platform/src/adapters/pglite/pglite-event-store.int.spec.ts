import { eventStoreContract } from '../event-store.contract.ts';
import { rolledBackAppend } from '../sql/open-transaction.ts';
import { createPgliteEventStore } from './pglite-event-store.ts';

// The rolled-back hole can occur on PGlite and is tested; the concurrent-writer races cannot.
eventStoreContract(
  'pglite (in memory)',
  async () => {
    const store = await createPgliteEventStore();
    return {
      store,
      rolledBackAppend: (s) => rolledBackAppend(store.sql, s),
      teardown: () => store.close(),
    };
  },
  {
    openTransaction: 'PGlite runs one transaction at a time, so no two writers can race',
    openBystander: 'PGlite runs one transaction at a time, so no transaction can stay open beside a reader',
  },
);
