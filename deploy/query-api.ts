// Split mode: the query API and the realtime socket alone (`npm run start:query-api`), its ops
// listener on PORTAL_OPS_PORT.
import { portalCatalog } from '@portal/events';
import { createOpsServer, createSqlSessionStore, SessionTokens } from '@portal/platform';
import { MarketSeriesReader, OfferTableReader, operatedStatus, TimeSeriesReader } from '@portal/projections';
import { openInfrastructure } from './infrastructure.ts';
import { listenOps } from './ops/ops-listener.ts';
import { operatedProjections } from './ops/operated-projections.ts';
import { runProcess } from './process.ts';
import { buildApiServer } from './services.ts';

await runProcess('query-api', async (config, logger) => {
  if (!config.credentialsKey) throw new Error('PORTAL_CREDENTIALS_KEY must be set in split mode (the command API signs the session cookies with it)');
  const catalog = portalCatalog();
  const infra = await openInfrastructure(config, { catalog, name: 'portal-query-api' });
  const { eventStore, readStore, bus, blobStore } = infra;
  if (!bus) throw new Error('the query API needs a bus');
  // Sessions are checked against the command API's key and its identity_sessions table (same database).
  const operated = operatedProjections(infra);
  const sessions = { tokens: new SessionTokens(config.credentialsKey), sessions: await createSqlSessionStore(infra.sql) };
  const app = await buildApiServer({
    logger,
    eventStore,
    catalog,
    blobStore,
    // Commands are not served here; the token only shows the internals on the public port.
    operatorToken: config.operatorToken ?? '',
    commands: false,
    query: { readStore, bus, sessions, pagingSecret: config.credentialsKey, timeSeries: new TimeSeriesReader(infra.sql), offerTable: new OfferTableReader(infra.sql), market: new MarketSeriesReader(infra.sql) },
    trustProxy: config.trustProxy,
    // Views and typed tables alike, read from the stores (this process runs none of them).
    lag: () => operatedStatus(operated),
  });
  const ops = await listenOps(await createOpsServer({ logger, title: 'Portal query API', api: app }), config, { advertise: infra.embedded });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await ops.close();
    await infra.close();
  };
});
