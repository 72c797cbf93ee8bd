import { createHttpServer, createOpsServer, type SqlEventStore } from '@portal/events';
import { ProjectionEngine, waitForCheckpoint, type PgReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { counterView } from '../../projections/src/testing/counter-view.ts';
import { eventually } from '../../projections/src/testing/expect-model.ts';
import { seedCounters } from '../../projections/src/testing/seed.ts';
import { sqlTargets } from '../../projections/src/testing/targets.ts';
import { projectionOps, type RebuildLine } from './projection-ops.ts';

const token = 'projection-ops-token';
const operator = { authorization: `Bearer ${token}` };
const view = counterView('ops-counters');
const pglite = sqlTargets.find((t) => t.name === 'pglite')!;

const parse = (body: string): RebuildLine[] => body.trim().split('\n').map((line) => JSON.parse(line) as RebuildLine);

describe('projection endpoints on the ops listener (PGlite)', () => {
  let eventStore: SqlEventStore;
  let readStore: PgReadStore;
  let engine: ProjectionEngine;
  let ops: FastifyInstance;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ eventStore, readStore, teardown } = await pglite.open());
    await seedCounters(eventStore, { count: 1_500, counters: 20, prefix: 'o' });
    engine = new ProjectionEngine({ eventStore, readStore }).register(view);
    await engine.start();
    await waitForCheckpoint(readStore, view.name, await eventStore.head());
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    ops = await createOpsServer({ logger: false, title: 'spec', api });
    await ops.register(projectionOps, { engine, eventStore, readStore, operatorToken: token });
  });
  afterAll(async () => {
    await ops.close();
    await engine.stop();
    await teardown();
  });

  it('refuses callers without the operator token', async () => {
    for (const [method, url] of [['GET', '/ops/projections'], ['POST', `/ops/projections/${view.name}/rebuild`], ['DELETE', `/ops/projections/${view.name}/rebuild`]] as const) {
      const res = await ops.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: { authorization: 'Bearer wrong' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    }
    expect(await readStore.active(view.name)).toMatchObject({ generation: 1 });
  });

  it('names the projections it knows when asked for another', async () => {
    const res = await ops.inject({ method: 'POST', url: '/ops/projections/nope/rebuild', payload: {}, headers: operator });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ERR_BAD_REQUEST', field: 'name', message: `no projection named "nope"; known: ${view.name}` });
    const batch = await ops.inject({ method: 'POST', url: `/ops/projections/${view.name}/rebuild`, payload: { batchSize: 0 }, headers: operator });
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'batchSize' });
    expect((await ops.inject({ method: 'DELETE', url: `/ops/projections/${view.name}/rebuild`, headers: operator })).statusCode).toBe(404);
  });

  it('rebuilds in the server: progress lines, the result, and the running loop continues on the new generation', async () => {
    const before = new Map((await readStore.list<{ id: string; sum: number }>(view.name, { limit: 100 })).map((d) => [d.id, d.sum]));
    const res = await ops.inject({ method: 'POST', url: `/ops/projections/${view.name}/rebuild`, payload: { batchSize: 500 }, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = parse(res.body);
    expect(lines.at(-1)).toMatchObject({ type: 'result', generation: 2, previous: 1, events: 1_500 });
    expect(lines.filter((l) => l.type === 'progress').at(-1)).toMatchObject({ done: 1_500, total: 1_500 });
    expect(await readStore.active(view.name)).toMatchObject({ generation: 2 });
    const after = new Map((await readStore.list<{ id: string; sum: number }>(view.name, { limit: 100 })).map((d) => [d.id, d.sum]));
    expect(after).toEqual(before);

    await seedCounters(eventStore, { count: 10, counters: 1, prefix: 'late' });
    await waitForCheckpoint(readStore, view.name, await eventStore.head());
    expect(engine.status()[0]).toMatchObject({ generation: 2, state: 'live' });
    expect(await readStore.get(view.name, 'late0')).toMatchObject({ count: 10 });
    const status = (await ops.inject({ method: 'GET', url: '/ops/projections', headers: operator })).json() as { data: { name: string; generation: number; lagEvents: number }[] };
    expect(status.data).toEqual([expect.objectContaining({ name: view.name, generation: 2, lagEvents: 0 })]);
  });

  it('abandons the new generation when the client goes away, and the live one stays', async () => {
    const url = await ops.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${url}/ops/projections/${view.name}/rebuild`, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ batchSize: 1 }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first progress line: the rebuild is under way
    expect((await readStore.generations()).filter((g) => g.projection === view.name && g.status === 'building')).toHaveLength(1);
    abort.abort();
    await eventually(async () => !(await readStore.generations()).some((g) => g.projection === view.name && g.status === 'building'), 20_000, 'the half-built generation dropped');
    expect(await readStore.active(view.name)).toMatchObject({ generation: 2 });
    expect(await readStore.get(view.name, 'late0')).toMatchObject({ count: 10 });
  });
});
