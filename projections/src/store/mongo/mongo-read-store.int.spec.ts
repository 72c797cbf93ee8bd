import { randomBytes } from 'node:crypto';
import { whenServerOrContainer, type StartedServer } from '@portal/platform/testing';
import { readStoreContract } from '../read-store.contract.ts';
import { createMongoReadStore } from './mongo-read-store.ts';

const IMAGE = 'mongo:8.0';

async function startMongo(): Promise<StartedServer> {
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  // A one-member replica set, so the contract runs the atomic (transactional) batch path.
  const container = await new MongoDBContainer(IMAGE).start();
  // The member is registered under the container's host name, which the host cannot resolve.
  return {
    url: `${container.getConnectionString()}/?directConnection=true`,
    stop: async () => {
      await container.stop();
    },
  };
}

await whenServerOrContainer('PORTAL_MONGO_URL', 'read store contract: mongodb', startMongo, (url) => {
  readStoreContract('mongodb', async () => {
    const dbName = `portal_test_${randomBytes(4).toString('hex')}`;
    const store = await createMongoReadStore(url(), dbName);
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
