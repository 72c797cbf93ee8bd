// Split mode: the command API alone (`npm run start:command-api`), its ops listener on PORTAL_OPS_PORT.
import { openLoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createOpsServer } from '@portal/platform';
import { listenForCheckpoints, offerCounter } from '@portal/projections';
import { openInfrastructure } from './infrastructure.ts';
import { listenOps } from './ops/ops-listener.ts';
import { runProcess } from './process.ts';
import { buildApiServer, seedPlatformConfig } from './services.ts';

await runProcess('command-api', async (config, logger) => {
  if (!config.operatorToken) throw new Error('PORTAL_OPERATOR_TOKEN must be set in split mode');
  if (!config.credentialsKey) throw new Error('PORTAL_CREDENTIALS_KEY must be set in split mode');
  const catalog = portalCatalog();
  // The bus tells the query API's sockets about a logout.
  const infra = await openInfrastructure(config, { catalog, name: 'portal-command-api' });
  await seedPlatformConfig(infra.eventStore, catalog);
  const session = { ...(await openLoginStores(infra.sql, config.credentialsKey)), bus: infra.bus };
  // Deleting a customer or partner asks the offer-ownership read model, which the projections process keeps.
  const offers = offerCounter(infra.readStore, infra.eventStore);
  // Its wait for that read model ends on the projections process's commit message, not a poll.
  const checkpoints = infra.bus ? await listenForCheckpoints(infra.bus) : undefined;
  const app = await buildApiServer({ logger, eventStore: infra.eventStore, catalog, blobStore: infra.blobStore, operatorToken: config.operatorToken, session, offers, limits: { maxUsersPerCustomer: config.maxUsersPerCustomer }, personalData: infra.personalData, trustProxy: config.trustProxy });
  const ops = await listenOps(await createOpsServer({ logger, title: 'Portal command API', api: app }), config, { advertise: infra.embedded });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await ops.close();
    await checkpoints?.unsubscribe();
    await infra.close();
  };
});
