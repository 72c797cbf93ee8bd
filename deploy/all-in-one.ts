// `npm start`: the command API, the query API, the projections and the workers in one process,
// on embedded PGlite and the in-process bus unless PORTAL_PG_URL / PORTAL_NATS_URL say otherwise.
import { allCommands, openLoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createOpsServer } from '@portal/platform';
import { allViews, ProjectionEngine } from '@portal/projections';
import { allReactors, WorkerRunner } from '@portal/workers';
import { allInOneApi } from './all-in-one-api.ts';
import { startAuditSealing } from './audit-sealing.ts';
import { auditLogOps } from './ops/audit-log-ops.ts';
import { credentialsKey } from './credentials-key.ts';
import { seedDemoMarketInBackground } from './demo/demo-market.ts';
import { noDemo, seedAllDemo } from './demo/seed-all-demo.ts';
import { openInfrastructure } from './infrastructure.ts';
import { startMailSender } from './mail/mail-sender.ts';
import { marketWorkers } from './market-workers.ts';
import { operatorToken } from './operator-token.ts';
import { listenOps } from './ops/ops-listener.ts';
import { operatedProjections } from './ops/operated-projections.ts';
import { projectionOps } from './ops/projection-ops.ts';
import { auditOps } from './ops/audit-ops.ts';
import { runProcess } from './process.ts';
import { seedPlatformConfig } from './services.ts';
import { startupLines } from './startup-lines.ts';
import { startTypedProjections } from './typed-projections.ts';
import { stopBackgroundWork } from './worker-shutdown.ts';

await runProcess('portal', async (config, logger) => {
  const catalog = portalCatalog();
  const infra = await openInfrastructure(config, { catalog, name: 'portal-all-in-one' });
  const { eventStore, readStore, blobStore } = infra;
  const bus = infra.bus;
  if (!bus) throw new Error('the all-in-one server needs a bus');
  logger.info(infra.description);

  await seedPlatformConfig(eventStore, catalog);
  const key = credentialsKey(config.credentialsKey, config.dataDir);
  const session = await openLoginStores(infra.sql, key.key);
  const { personalData } = infra;
  // Two demo tenants unless switched off; seeding again changes nothing.
  const demo = config.demo ? await seedAllDemo({ eventStore, catalog, blobStore, personalData, log: (message) => logger.warn(message) }, session) : noDemo;
  const engine = new ProjectionEngine({ eventStore, readStore, bus, logger }).register(...allViews);
  await engine.start();
  const typed = await startTypedProjections(infra, logger);
  const { timeSeries, offerTable, marketSeries } = typed;
  const workers = new WorkerRunner({ eventStore, readStore, catalog, commands: allCommands, blobStore, logger }).register(...allReactors);
  await workers.start();
  const mail = await startMailSender(config, { eventStore, readStore, catalog, logger, sql: infra.sql });
  const market = marketWorkers(config, { eventStore, readStore, catalog, commands: allCommands, blobStore, logger });
  for (const worker of market) await worker.start();
  // The log's seals (ADR 27): signed with a key made on first start under the data directory.
  const sealing = startAuditSealing(config, infra, logger, { create: true });

  // Views and typed tables, for the lag gauges and the operator's status and rebuild.
  const operated = operatedProjections(infra, { engine, tables: typed.tables });
  const token = operatorToken(config.operatorToken, config.dataDir);
  const ready = (): boolean => engine.status().every((p) => p.state === 'live');
  const app = await allInOneApi(config, logger, infra, { catalog, bus, session, credentialsKey: key.key, operatorToken: token.token, ready, operated });
  const opsApp = await createOpsServer({ logger, title: 'Portal API', api: app, ready });
  opsApp.get('/status', { schema: { summary: 'Projections, workers (reactors, mail sender, forecast generator, offer and market workers) of this process', tags: ['ops'] } }, async () => ({
    data: { projections: engine.status(), timeSeries: timeSeries.status(), offerTable: offerTable.status(), marketSeries: marketSeries.status(), workers: [...workers.status(), mail.sender.status(), ...market.map((w) => w.status())], audit: sealing.status() },
  }));
  await opsApp.register(projectionOps, { projections: operated, operatorToken: token.token });
  await opsApp.register(auditOps, { eventStore, readStore, views: engine.views, projections: operated, operatorToken: token.token });
  await opsApp.register(auditLogOps, { sql: infra.eventLogSql, eventStore, key: sealing.key, operatorToken: token.token });
  await app.listen({ port: config.port, host: config.host });
  const ops = await listenOps(opsApp, config, { advertise: infra.embedded });
  // Market files imported as uploads, through the running import worker and projection: seconds on a first start, so not before listening.
  const demoMarket = config.demo
    ? seedDemoMarketInBackground({ eventStore, catalog, blobStore, log: (message) => logger.warn(message) }, { info: (message) => logger.info(message), error: (err, message) => logger.error({ err }, message) })
    : null;
  const demoMarketSeeded = demoMarket ? await demoMarket.first(2000) : null;

  process.stdout.write(
    startupLines(config, {
      opsUrl: ops.url,
      demo,
      demoMarket: demoMarket ? { seeded: demoMarketSeeded } : null,
      credentialsKeyFile: key.file ?? undefined,
      operatorTokenFile: token.file ?? undefined,
      auditKey: Boolean(sealing.key),
      stores: infra.description,
      mail: mail.description,
    }),
  );

  return async () => {
    await demoMarket?.stop();
    await app.close();
    await ops.close();
    await stopBackgroundWork({ mail, market, sealing, workers });
    await typed.stop();
    await engine.stop();
    await infra.close();
  };
});
