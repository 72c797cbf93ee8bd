// Split mode: the reactors alone (`npm run start:workers`), with /healthz, /readyz and /metrics on PORT.
import { allCommands } from '@portal/command-api';
import { createHttpServer, portalCatalog } from '@portal/events';
import { allReactors, WorkerRunner } from '@portal/workers';
import { openInfrastructure } from './infrastructure.ts';
import { startMailSender } from './mail/mail-sender.ts';
import { runProcess } from './process.ts';

await runProcess('workers', async (config, logger) => {
  const catalog = portalCatalog();
  const infra = await openInfrastructure(config, { catalog, bus: false, name: 'portal-workers' });
  const workers = new WorkerRunner({ eventStore: infra.eventStore, readStore: infra.readStore, catalog, commands: allCommands, logger }).register(
    ...allReactors,
  );
  await workers.start();
  const mail = await startMailSender(config, { eventStore: infra.eventStore, readStore: infra.readStore, catalog, logger, sql: infra.sql });
  const ops = await createHttpServer({ logger, title: 'Portal workers', trustProxy: config.trustProxy, ready: () => [...workers.status(), mail.sender.status()].every((w) => w.state === 'running') });
  ops.get('/status', { schema: { hide: true } }, async () => ({ data: [...workers.status(), mail.sender.status()] }));
  await ops.listen({ port: config.port, host: config.host });
  return async () => {
    await ops.close();
    await mail.stop();
    await workers.stop();
    await infra.close();
  };
});
