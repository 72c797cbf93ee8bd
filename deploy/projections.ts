// Split mode: the projection engine alone (`npm run start:projections`), with /healthz,
// /readyz (all projections live) and /metrics on PORT.
import { createHttpServer, portalCatalog } from '@portal/events';
import { allViews, ProjectionEngine } from '@portal/projections';
import { openInfrastructure } from './infrastructure.ts';
import { runProcess } from './process.ts';

await runProcess('projections', async (config, logger) => {
  const infra = await openInfrastructure(config, { catalog: portalCatalog(), name: 'portal-projections' });
  const { eventStore, readStore, bus } = infra;
  const engine = new ProjectionEngine({ eventStore, readStore, bus, logger }).register(...allViews);
  await engine.start();
  const ops = await createHttpServer({ logger, title: 'Portal projections', trustProxy: config.trustProxy, ready: () => engine.status().every((p) => p.state === 'live') });
  ops.get('/status', { schema: { hide: true } }, async () => ({ data: engine.status() }));
  await ops.listen({ port: config.port, host: config.host });
  return async () => {
    await ops.close();
    await engine.stop();
    await infra.close();
  };
});
