// Split mode: the command API alone (`npm run start:command-api`), its ops listener on PORTAL_OPS_PORT.
import { openLoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createOpsServer } from '@portal/platform';
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
  const app = await buildApiServer({ logger, eventStore: infra.eventStore, catalog, blobStore: infra.blobStore, operatorToken: config.operatorToken, session, limits: { maxUsersPerCustomer: config.maxUsersPerCustomer }, personalData: infra.personalData, trustProxy: config.trustProxy });
  const ops = await listenOps(await createOpsServer({ logger, title: 'Portal command API', api: app }), config, { advertise: infra.embedded });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await ops.close();
    await infra.close();
  };
});
