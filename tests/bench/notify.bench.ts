import { randomUUID } from 'node:crypto';
import { InProcessBus, portalCatalog } from '@portal/events';
import { allViews, createPgReadStore, ProjectionEngine } from '@portal/projections';
import Fastify from 'fastify';
import pino from 'pino';
import WebSocket from 'ws';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';

const rounds = 400;
const token = 'bench-operator-token';

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Command-to-WebSocket latency: from sending POST /api/commands until the socket has the
 * notification, through append, projection, commit, bus and relay. The ceiling is a bare
 * Fastify GET round trip on the same machine, measured in the same run.
 */
export default defineBench({
  figures: ['notify.p50', 'notify.p99'],
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

    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/socket`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let arrived: (() => void) | undefined;
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; dbId?: string };
      if (message.type === 'recalcConfig' && message.dbId === 'configSextype') arrived?.();
    });
    socket.send(JSON.stringify({ type: 'AUTH', autoLogin: true }));

    const lists = [
      [{ id: 'MR', name: 'Herr', active: true }],
      [{ id: 'MS', name: 'Frau', active: true }],
    ];
    const notify: number[] = [];
    for (let i = 0; i < rounds + 20; i += 1) {
      const seen = new Promise<void>((resolve) => (arrived = resolve));
      const started = performance.now();
      const res = await fetch(`${url}/api/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'ReplaceConfigList', commandId: randomUUID(), data: { list: 'configSextype', items: lists[i % 2], reason: 'bench' } }),
      });
      if (res.status !== 200) throw new Error(`command failed: ${res.status} ${await res.text()}`);
      await seen;
      if (i >= 20) notify.push(performance.now() - started); // the first 20 warm up
    }

    const bare = Fastify();
    bare.get('/ping', async () => ({ ok: true }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const roundTrip: number[] = [];
    for (let i = 0; i < rounds + 20; i += 1) {
      const started = performance.now();
      await (await fetch(`${bareUrl}/ping`)).json();
      if (i >= 20) roundTrip.push(performance.now() - started);
    }

    notify.sort((a, b) => a - b);
    roundTrip.sort((a, b) => a - b);
    progress(`notify: p50 ${percentile(notify, 50).toFixed(2)} ms, p99 ${percentile(notify, 99).toFixed(2)} ms over ${rounds} commands`);
    report(lowerIsBetter('notify.p50', percentile(notify, 50), percentile(roundTrip, 50), 'ms'));
    report(lowerIsBetter('notify.p99', percentile(notify, 99), percentile(roundTrip, 99), 'ms'));

    socket.close();
    await bare.close();
    await app.close();
    await engine.stop();
    await bus.close();
  },
});
