import { randomBytes } from 'node:crypto';
import { whenServer } from '../../testing/test-db.ts';
import { readStoreContract } from '../read-store.contract.ts';
import { createMongoReadStore } from './mongo-read-store.ts';


whenServer('PORTAL_MONGO_URL', 'read store contract: mongodb', (url) => {
  readStoreContract('mongodb', async () => {
    const dbName = `portal_test_${randomBytes(4).toString('hex')}`;
    const store = await createMongoReadStore(url, dbName);
    return {
      store,
      // Over MongoDB's 16 MB document limit: the server rejects the write.
      poison: { blob: 'x'.repeat(17 * 1024 * 1024) },
      atomic: store.atomicBatches,
      teardown: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
