// `npm start`: the command API, the query API, the projections and the workers in one process,
// on embedded PGlite and the in-process bus unless PORTAL_PG_URL / PORTAL_NATS_URL say otherwise.
import { allCommands, openLoginStores } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createOpsServer } from '@portal/platform';
import { allViews, MarketSeriesProjection, MarketSeriesReader, OfferTableProjection, OfferTableReader, operatedStatus, ProjectionEngine, TimeSeriesProjection, TimeSeriesReader } from '@portal/projections';
import { allReactors, ForecastGenerator, offerWorkers, WorkerRunner } from '@portal/workers';
import { startAuditSealing } from './audit-sealing.ts';
import { auditLogOps } from './ops/audit-log-ops.ts';
import { credentialsKey } from './credentials-key.ts';
import { demoCustomerTotpUri, seedDemoCustomers, type DemoCustomerLogin } from './demo/demo-customers.ts';
import { seedDemoForecasts } from './demo/demo-forecasts.ts';
import { seedDemoLoadProfiles } from './demo/demo-load-profiles.ts';
import { describeDemoMarket, seedDemoMarketInBackground } from './demo/demo-market.ts';
import { seedDemoMeteringPoints } from './demo/demo-metering-points.ts';
import { seedDemoOffers } from './demo/demo-offers.ts';
import { demoPartners } from './demo/demo-partners.ts';
import { seedDemoPartnerFees } from './demo/demo-prices.ts';
import { demoPassword, demoTotpUri, seedDemoUsers, type DemoUser } from './demo/demo-users.ts';
import { seedDemo, type DemoTenant } from './demo/seed-demo.ts';
import { openInfrastructure } from './infrastructure.ts';
import { startMailSender } from './mail/mail-sender.ts';
import { marketWorkers } from './market-workers.ts';
import { operatorToken } from './operator-token.ts';
import { listenOps } from './ops/ops-listener.ts';
import { operatedProjections } from './ops/operated-projections.ts';
import { projectionOps } from './ops/projection-ops.ts';
import { auditOps } from './ops/audit-ops.ts';
import { publicHost, runProcess } from './process.ts';
import { buildApiServer, seedPlatformConfig } from './services.ts';

await runProcess('portal', async (config, logger) => {
  const catalog = portalCatalog();
  const infra = await openInfrastructure(config, { catalog, name: 'portal-all-in-one' });
  const { eventStore, readStore, blobStore } = infra;
  const bus = infra.bus;
  if (!bus) throw new Error('the all-in-one server needs a bus');
  logger.info(infra.description);

  await seedPlatformConfig(eventStore, catalog);
  // Two demo tenants unless switched off; seeding again changes nothing.
  const demo: DemoTenant[] = config.demo ? await seedDemo({ eventStore, catalog, blobStore, log: (message) => logger.warn(message) }) : [];
  const key = credentialsKey(config.credentialsKey, config.dataDir);
  const session = await openLoginStores(infra.sql, key.key);
  const demoPartnerIds = demoPartners.filter((p) => demo.some((tenant) => tenant.host === p.profile.domains[0])).map((p) => p.profile.salesPartnerId);
  const demoLogins: DemoUser[] = config.demo ? await seedDemoUsers({ eventStore, catalog, blobStore }, session, demoPartnerIds) : [];
  const { personalData } = infra;
  const customerLogins: DemoCustomerLogin[] = config.demo ? await seedDemoCustomers({ eventStore, catalog, blobStore, personalData }, session, demoPartnerIds) : [];
  let demoOffers = 0;
  if (config.demo) {
    const demoDeps = { eventStore, catalog, blobStore, log: (message: string) => logger.warn(message) };
    await seedDemoMeteringPoints(demoDeps, customerLogins);
    await seedDemoLoadProfiles(demoDeps);
    // Offers on the first start only: a release works on its offer day alone (demo-offers.ts).
    await seedDemoPartnerFees(demoDeps, demoPartnerIds);
    await seedDemoForecasts(demoDeps, customerLogins);
    demoOffers = await seedDemoOffers(demoDeps, customerLogins);
  }
  const engine = new ProjectionEngine({ eventStore, readStore, bus, logger }).register(...allViews);
  await engine.start();
  const timeSeries = new TimeSeriesProjection({ eventStore, sql: infra.sql, blobStore, logger });
  await timeSeries.start();
  // The offer tables' rows in their own typed table (ADR 0023), beside the documents.
  const offerTable = new OfferTableProjection({ eventStore, sql: infra.sql, logger });
  await offerTable.start();
  // Market prices and rates per series and day, parsed again from the imported files (ADR 0024).
  const marketSeries = new MarketSeriesProjection({ eventStore, sql: infra.sql, blobStore, logger });
  await marketSeries.start();
  const workers = new WorkerRunner({ eventStore, readStore, catalog, commands: allCommands, logger }).register(...allReactors);
  await workers.start();
  const mail = await startMailSender(config, { eventStore, readStore, catalog, logger, sql: infra.sql });
  const forecasts = new ForecastGenerator({ eventStore, readStore, catalog, commands: allCommands, blobStore, logger });
  await forecasts.start();
  const offers = offerWorkers({ eventStore, readStore, catalog, commands: allCommands, blobStore, logger });
  for (const worker of offers) await worker.start();
  const market = marketWorkers(config, { eventStore, readStore, catalog, commands: allCommands, blobStore, logger });
  for (const worker of market) await worker.start();
  // The log's seals (ADR 27): signed with a key made on first start under the data directory.
  const sealing = startAuditSealing(config, infra, logger, { create: true });

  // Views and typed tables, for the lag gauges and the operator's status and rebuild.
  const operated = operatedProjections(infra, { engine, timeSeries, offerTable, marketSeries });
  const token = operatorToken(config.operatorToken, config.dataDir);
  const ready = (): boolean => engine.status().every((p) => p.state === 'live');
  const app = await buildApiServer({
    logger,
    eventStore,
    catalog,
    operatorToken: token.token,
    session: { ...session, bus },
    limits: { maxUsersPerCustomer: config.maxUsersPerCustomer },
    blobStore,
    personalData,
    // The same key and session table as the command API: one login serves both.
    query: { readStore, bus, sessions: session, pagingSecret: key.key, timeSeries: new TimeSeriesReader(infra.sql), offerTable: new OfferTableReader(infra.sql), market: new MarketSeriesReader(infra.sql) },
    ready,
    trustProxy: config.trustProxy,
    lag: () => operatedStatus(operated),
  });
  const opsApp = await createOpsServer({ logger, title: 'Portal API', api: app, ready });
  opsApp.get('/status', { schema: { summary: 'Projections, workers (reactors, mail sender, forecast generator, offer and market workers) of this process', tags: ['ops'] } }, async () => ({
    data: { projections: engine.status(), timeSeries: timeSeries.status(), offerTable: offerTable.status(), marketSeries: marketSeries.status(), workers: [...workers.status(), mail.sender.status(), forecasts.status(), ...offers.map((w) => w.status()), ...market.map((w) => w.status())], audit: sealing.status() },
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

  const base = `http://${publicHost(config.host)}:${config.port}`;
  process.stdout.write(
    [
      '',
      `Portal running at ${base}`,
      `  API docs        ${ops.url}/api/docs   (ops listener: also /metrics, /status, operator endpoints)`,
      `  Configuration   ${base}/api/getConfigSelect/localhost`,
      ...demo.map((tenant) => `  Demo tenant     ${`http://${tenant.host}:${config.port}`.padEnd(32)}${tenant.name}`),
      ...demoLogins.flatMap((d) => [
        `  Demo login      ${`http://${d.host}:${config.port}/login`.padEnd(40)}${d.user.mail} / ${demoPassword}`,
        `                  TOTP secret ${d.totpSecret}   ${demoTotpUri(d)}`,
      ]),
      ...customerLogins.flatMap((c) => [
        `  Demo login      ${`http://${c.host}:${config.port}/login`.padEnd(40)}${c.mail} / ${demoPassword}   (customer ${c.customerId} ${c.customer})`,
        `                  TOTP secret ${c.totpSecret}   ${demoCustomerTotpUri(c)}`,
      ]),
      ...(demoOffers > 0 ? [`  Demo offers     ${demoOffers}   (requested, priced, released and accepted; /offers and the admin's tasks-management/offer)`] : []),
      ...(demoMarket
        ? [`  Demo market     ${demoMarketSeeded ? describeDemoMarket(demoMarketSeeded) : 'importing in the background'}   (spot CH/DE-LU, forwards, ECB and SNB rates; /market and the admin's tasks-management/data)`]
        : []),
      `  Credentials key ${key.file ?? 'PORTAL_CREDENTIALS_KEY'}`,
      `  Operator token  ${token.file ?? 'PORTAL_OPERATOR_TOKEN'}   (send as Authorization: Bearer <token>)`,
      ...(sealing.key ? [`  Audit key       ${config.auditKeyFile}.pub   (verifies the log's seals: npm run portal -- audit verify <export> --key <this file>)`] : []),
      `  Stores          ${infra.description}`,
      `  Mail            ${mail.description}`,
      ...(config.marketInbox ? [`  Market inbox    ${config.marketInbox}   (market data files dropped here are imported; done/, failed/)`] : []),
      '',
    ].join('\n'),
  );

  return async () => {
    await demoMarket?.stop();
    await app.close();
    await ops.close();
    await mail.stop();
    await forecasts.stop();
    await Promise.all(offers.map((w) => w.stop()));
    await Promise.all(market.map((w) => w.stop()));
    await sealing.stop();
    await workers.stop();
    await timeSeries.stop();
    await offerTable.stop();
    await marketSeries.stop();
    await engine.stop();
    await infra.close();
  };
});
