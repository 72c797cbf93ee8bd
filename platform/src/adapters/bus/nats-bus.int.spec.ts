import { whenServer } from '../../testing/pg-test-db.ts';
import { busContract } from './bus.contract.ts';
import { createNatsBus } from './nats-bus.ts';


whenServer('PORTAL_NATS_URL', 'bus contract: nats', (url) => {
  // Two connections, as the projector that publishes and the query API that relays are two processes.
  busContract('nats', async (onError) => {
    const publisher = await createNatsBus(url, { name: 'bus-contract-publisher' });
    const subscriber = await createNatsBus(url, { name: 'bus-contract-subscriber', onError });
    return {
      publisher,
      subscriber,
      close: async () => {
        await Promise.all([publisher.close(), subscriber.close()]);
      },
    };
  });
});
