import { createHttpServer, createOpsServer, type SqlEventStore } from '@portal/platform';
import { ProjectionEngine, viewProjections, waitForCheckpoint, type PgReadStore } from '@portal/projections';
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

let gate: Promise<void> = Promise.resolve();
const building = async (store: PgReadStore): Promise<number> => (await store.generations(view.name)).filter((g) => g.status === 'building').length;

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
    // Rebuilds read through readAll; a closed gate holds one there, between its start and its switch.
    const gated = Object.create(eventStore, {
      readAll: { value: async (options: Parameters<SqlEventStore['readAll']>[0]) => (await gate, eventStore.readAll(options)) },
    }) as SqlEventStore;
    engine = new ProjectionEngine({ eventStore: gated, readStore }).register(view);
    await engine.start();
    await waitForCheckpoint(readStore, view.name, await eventStore.head());
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    ops = await createOpsServer({ logger: false, title: 'spec', api });
    await ops.register(projectionOps, { projections: viewProjections({ eventStore: gated, readStore, views: engine.views, engine }), operatorToken: token });
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
    const bare = await ops.inject({ method: 'POST', url: `/ops/projections/${view.name}/rebuild`, headers: operator });
    expect(bare.statusCode).toBe(400);
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

  it('abandons the new generation when the client goes away, or on DELETE, and the live one stays', async () => {
    const url = await ops.listen({ port: 0, host: '127.0.0.1' });
    const post = (signal?: AbortSignal): Promise<Response> =>
      fetch(`${url}/ops/projections/${view.name}/rebuild`, { method: 'POST', headers: { ...operator, 'content-type': 'application/json' }, body: '{}', signal });
    const connections = (): Promise<number> => new Promise((resolve, reject) => ops.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));

    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const abort = new AbortController();
    void post(abort.signal).then((res) => res.text()).catch(() => undefined);
    await eventually(async () => (await building(readStore)) === 1, 20_000, 'the rebuild started');
    abort.abort();
    await eventually(async () => (await connections()) === 0, 20_000, 'the connection closed');
    release();
    await eventually(async () => (await building(readStore)) === 0, 20_000, 'the half-built generation dropped');
    expect(await readStore.active(view.name)).toMatchObject({ generation: 2 });

    gate = new Promise((resolve) => (release = resolve));
    const cancelled = post().then((res) => res.text());
    await eventually(async () => (await building(readStore)) === 1, 20_000, 'the second rebuild started');
    const busy = await ops.inject({ method: 'POST', url: `/ops/projections/${view.name}/rebuild`, payload: {}, headers: operator });
    expect(busy.json()).toMatchObject({ code: 'JOB_IS_RUNNING', field: 'name' });
    expect((await ops.inject({ method: 'DELETE', url: `/ops/projections/${view.name}/rebuild`, headers: operator })).json()).toEqual({ data: { cancelled: view.name } });
    release();
    expect(parse(await cancelled).at(-1)).toEqual({ type: 'error', code: 'ERR_BAD_RESPONSE', message: 'the rebuild was cancelled; the live generation is unchanged' });
    expect(await building(readStore)).toBe(0);
    expect(await readStore.active(view.name)).toMatchObject({ generation: 2 });
    expect(await readStore.get(view.name, 'late0')).toMatchObject({ count: 10 });
  });
});
