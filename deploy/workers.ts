// Split mode: the reactors alone (`npm run start:workers`): /healthz and /readyz on PORT; metrics
// and /status on PORTAL_OPS_PORT.
import { allCommands } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createHttpServer, createOpsServer } from '@portal/platform';
import { allReactors, WorkerRunner } from '@portal/workers';
import { startAuditSealing } from './audit-sealing.ts';
import { openInfrastructure } from './infrastructure.ts';
import { startMailSender } from './mail/mail-sender.ts';
import { marketWorkers } from './market-workers.ts';
import { listenOps } from './ops/ops-listener.ts';
import { runProcess } from './process.ts';
import { stopBackgroundWork } from './worker-shutdown.ts';

await runProcess('workers', async (config, logger) => {
  const catalog = portalCatalog();
  const infra = await openInfrastructure(config, { catalog, bus: false, name: 'portal-workers' });
  const workers = new WorkerRunner({ eventStore: infra.eventStore, readStore: infra.readStore, catalog, commands: allCommands, blobStore: infra.blobStore, logger }).register(
    ...allReactors,
  );
  await workers.start();
  const mail = await startMailSender(config, { eventStore: infra.eventStore, readStore: infra.readStore, catalog, logger, sql: infra.sql });
  const market = marketWorkers(config, { eventStore: infra.eventStore, readStore: infra.readStore, catalog, commands: allCommands, blobStore: infra.blobStore, logger });
  for (const worker of market) await worker.start();
  const sealing = startAuditSealing(config, infra, logger, { create: false });
  const statuses = () => [...workers.status(), mail.sender.status(), ...market.map((w) => w.status())];
  const ready = (): boolean => statuses().every((w) => w.state === 'running');
  const everything = () => [...statuses(), sealing.status()];
  const app = await createHttpServer({ logger, title: 'Portal workers', ready, operatorToken: config.operatorToken, trustProxy: config.trustProxy });
  const opsApp = await createOpsServer({ logger, title: 'Portal workers', api: app, ready });
  opsApp.get('/status', { schema: { summary: 'The workers, the mail sender, the forecast generator, the offer and market workers of this process', tags: ['ops'] } }, async () => ({ data: everything() }));
  const ops = await listenOps(opsApp, config, { advertise: infra.embedded });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await ops.close();
    await stopBackgroundWork({ mail, market, sealing, workers });
    await infra.close();
  };
});
