import { portalCatalog } from '@portal/events';
import { InProcessBus } from '@portal/platform';
import { allViews, createPgReadStore, ProjectionEngine } from '@portal/projections';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { commandToSocket, percentile } from './lib/command-to-socket.ts';
import { benchEvents, createRawTable, rawInsertParams, rawInsertSql } from './lib/raw-events.ts';
import { startSplitSystem } from './lib/split-system.ts';

const rounds = 400;
const splitRounds = 200;
const token = 'bench-operator-token';

/**
 * Command-to-WebSocket latency, through append, projection, commit, bus and relay.
 * - `notify.p50`, `notify.p99`: everything in this process (PGlite or PostgreSQL, in-process
 *   bus); the ceiling is a bare Fastify GET round trip, measured in the same run.
 * - `notify.split.p50`, `notify.split.p99` (PostgreSQL and NATS only): command API,
 *   projections and query API as three child processes; the ceiling is the in-process figure
 *   just measured, the same work without the hops between processes.
 */
export default defineBench({
  figures: ['notify.p50', 'notify.p99', 'notify.split.p50', 'notify.split.p99'],
  async run(db, report) {
    const catalog = portalCatalog();
    const eventStore = await db.eventStore();
    const readStore = await createPgReadStore(eventStore.sql);
    const bus = new InProcessBus();
    await seedPlatformConfig(eventStore, catalog);
    const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
    await engine.start();
    const app = await buildApiServer({ logger: pino({ level: 'silent' }), eventStore, catalog, operatorToken: token, query: { readStore, bus } });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const notify = await commandToSocket(url, url, token, rounds);
    await app.close();
    await engine.stop();
    await bus.close();

    const bare = Fastify();
    bare.get('/ping', async () => ({ ok: true }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const roundTrip: number[] = [];
    for (let i = 0; i < rounds + 20; i += 1) {
      const started = performance.now();
      await (await fetch(`${bareUrl}/ping`)).json();
      if (i >= 20) roundTrip.push(performance.now() - started);
    }
    await bare.close();
    roundTrip.sort((a, b) => a - b);

    progress(`notify: p50 ${percentile(notify, 50).toFixed(2)} ms, p99 ${percentile(notify, 99).toFixed(2)} ms over ${rounds} commands`);
    // What one durable commit costs on this machine right now: the path has at least two.
    const [client] = await db.rawClients(1);
    await createRawTable(client!);
    const commits: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await client!.query(rawInsertSql(1), rawInsertParams(`commit-${i}`, 0, benchEvents(1)));
      commits.push(performance.now() - started);
    }
    commits.sort((a, b) => a - b);
    progress(`notify: one autocommit single-row INSERT: p50 ${percentile(commits, 50).toFixed(2)} ms, p99 ${percentile(commits, 99).toFixed(2)} ms`);
    report(lowerIsBetter('notify.p50', percentile(notify, 50), percentile(roundTrip, 50), 'ms'));
    report(lowerIsBetter('notify.p99', percentile(notify, 99), percentile(roundTrip, 99), 'ms'));

    const natsUrl = process.env.PORTAL_NATS_URL || undefined;
    if (!db.url || !natsUrl) {
      progress('notify.split: skipped, it needs PORTAL_PG_URL and PORTAL_NATS_URL');
      return;
    }
    progress('notify.split: command API, projections and query API as three processes');
    const split = await startSplitSystem(db.url, natsUrl, token);
    try {
      const latencies = await commandToSocket(split.commandUrl, split.queryUrl, token, splitRounds);
      progress(`notify.split: p50 ${percentile(latencies, 50).toFixed(2)} ms, p90 ${percentile(latencies, 90).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms over ${splitRounds} commands`);
      report(lowerIsBetter('notify.split.p50', percentile(latencies, 50), percentile(notify, 50), 'ms'));
      report(lowerIsBetter('notify.split.p99', percentile(latencies, 99), percentile(notify, 99), 'ms'));
    } finally {
      await split.stop();
    }
  },
});
