// Split mode: the projection engine alone (`npm run start:projections`): /healthz and /readyz (all
// projections live) on PORT; metrics, /status and the operator's rebuild and audit replay endpoints on PORTAL_OPS_PORT.
import { portalCatalog } from '@portal/events';
import { createHttpServer, createOpsServer } from '@portal/platform';
import { allViews, ProjectionEngine } from '@portal/projections';
import { openInfrastructure } from './infrastructure.ts';
import { listenOps } from './ops/ops-listener.ts';
import { operatedProjections } from './ops/operated-projections.ts';
import { projectionOps } from './ops/projection-ops.ts';
import { auditOps } from './ops/audit-ops.ts';
import { runProcess } from './process.ts';
import { startTypedProjections } from './typed-projections.ts';

await runProcess('projections', async (config, logger) => {
  const infra = await openInfrastructure(config, { catalog: portalCatalog(), name: 'portal-projections' });
  const { eventStore, readStore, bus } = infra;
  const engine = new ProjectionEngine({ eventStore, readStore, bus, logger }).register(...allViews);
  await engine.start();
  const typed = await startTypedProjections(infra, logger);
  const ready = (): boolean => engine.status().every((p) => p.state === 'live');
  const app = await createHttpServer({ logger, title: 'Portal projections', ready, operatorToken: config.operatorToken, trustProxy: config.trustProxy });
  const opsApp = await createOpsServer({ logger, title: 'Portal projections', api: app, ready });
  opsApp.get('/status', { schema: { summary: 'The projections of this process', tags: ['ops'] } }, async () => ({ data: engine.status() }));
  const operated = operatedProjections(infra, { engine, ...typed });
  await opsApp.register(projectionOps, { projections: operated, operatorToken: config.operatorToken });
  await opsApp.register(auditOps, { eventStore, readStore, views: engine.views, projections: operated, operatorToken: config.operatorToken });
  const ops = await listenOps(opsApp, config, { advertise: infra.embedded });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await ops.close();
    await typed.stop();
    await engine.stop();
    await infra.close();
  };
});
