import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { createHttpServer, createOpsServer, type SqlEventStore } from '@portal/platform';
import { auditReplays, ProjectionEngine, waitForCheckpoint, type PgReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { counterView } from '../../projections/src/testing/counter-view.ts';
import { eventually, storedDocuments } from '../../projections/src/testing/expect-model.ts';
import { seedCounters } from '../../projections/src/testing/seed.ts';
import { sqlTargets } from '../../projections/src/testing/targets.ts';
import { serverAuditReplays } from '../cli/audit-client.ts';
import { auditReplayCommand, auditReplaysCommand, dropReplayCommand } from '../cli/audit-replay.ts';
import { UsageError } from '../cli/usage-error.ts';
import { auditOps, type AuditReplayLine } from './audit-ops.ts';

const token = 'audit-ops-token';
const operator = { authorization: `Bearer ${token}` };
const view = counterView('audit-counters');
const pglite = sqlTargets.find((t) => t.name === 'pglite')!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const parse = (body: string): AuditReplayLine[] => body.trim().split('\n').map((line) => JSON.parse(line) as AuditReplayLine);

/** What the CLI prints on stdout while `run` runs (the bar goes to stderr). */
async function quietly(run: () => Promise<void>): Promise<{ out: string }> {
  let out = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await run();
    return { out };
  } finally {
    write.mockRestore();
    err.mockRestore();
  }
}

describe('audit replay endpoints on the ops listener (PGlite)', () => {
  let eventStore: SqlEventStore;
  let readStore: PgReadStore;
  let engine: ProjectionEngine;
  let ops: FastifyInstance;
  let url: string;
  let teardown: () => Promise<void>;
  let until: Date;
  let atUntil: Map<string, unknown>;
  let gate: Promise<void> = Promise.resolve();
  let dir: string;

  beforeAll(async () => {
    ({ eventStore, readStore, teardown } = await pglite.open());
    dir = mkdtempSync(join(tmpdir(), 'audit-ops-'));
    engine = new ProjectionEngine({ eventStore, readStore }).register(view);
    await engine.start();
    await seedCounters(eventStore, { count: 1_200, counters: 30, prefix: 'o' });
    await waitForCheckpoint(readStore, view.name, await eventStore.head());
    atUntil = await storedDocuments(readStore, view.name);
    await pause(20);
    until = new Date();
    await pause(20);
    await seedCounters(eventStore, { count: 300, counters: 40, prefix: 'o' });
    await waitForCheckpoint(readStore, view.name, await eventStore.head());
    // Replays read the log in batches through readAll; a closed gate holds one there, between its start and its end.
    const gated = Object.create(eventStore, {
      readAll: { value: async (options: Parameters<SqlEventStore['readAll']>[0]) => (options?.maxCount !== 1 && (await gate), eventStore.readAll(options)) },
    }) as SqlEventStore;
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    ops = await createOpsServer({ logger: false, title: 'spec', api });
    await ops.register(auditOps, { eventStore: gated, readStore, views: engine.views, projections: [{ name: view.name }, { name: 'offer-table' }], operatorToken: token });
    url = await ops.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ops.close();
    await engine.stop();
    await teardown();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses callers without the operator token', async () => {
    for (const [method, path] of [['POST', '/ops/audit/replays'], ['GET', '/ops/audit/replays'], ['GET', '/ops/audit/replays/x/documents'], ['DELETE', '/ops/audit/replays/x']] as const) {
      const res = await ops.inject({ method, url: path, payload: method === 'POST' ? { view: view.name, until: until.toISOString() } : undefined, headers: { authorization: 'Bearer wrong' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    }
  });

  it('refuses bad input before anything runs, naming the field', async () => {
    const post = async (payload: object) => {
      const res = await ops.inject({ method: 'POST', url: '/ops/audit/replays', payload, headers: operator });
      return [res.statusCode, res.json()] as const;
    };
    expect(await post({ view: 'nope', until: until.toISOString() })).toEqual([404, expect.objectContaining({ code: 'ERR_BAD_REQUEST', field: 'view', message: `no view named "nope"; views that can be replayed: ${view.name}` })]);
    expect(await post({ view: 'offer-table', until: until.toISOString() })).toEqual([400, expect.objectContaining({ code: 'ERR_BAD_REQUEST', field: 'view' })]);
    expect(await post({ view: view.name, until: '2025-03-31' })).toEqual([400, expect.objectContaining({ code: 'INVALID_DATE', field: 'until' })]);
    expect(await post({ view: view.name, until: '2999-01-01T00:00:00Z' })).toEqual([400, expect.objectContaining({ code: 'INVALID_DATE', field: 'until', message: expect.stringContaining('is in the future') })]);
    expect(await post({ view: view.name, until: '2000-01-01T00:00:00Z' })).toEqual([400, expect.objectContaining({ code: 'INVALID_DATE', field: 'until', message: expect.stringContaining('before the first event') })]);
    expect(await post({ view: view.name, until: until.toISOString(), batchSize: 0 })).toEqual([400, expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'batchSize' })]);
    expect(await post({ view: view.name })).toEqual([400, expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'until' })]);
    const missing = await ops.inject({ method: 'GET', url: '/ops/audit/replays/nope@asof-2025-01-01T00:00:00.000Z/documents', headers: operator });
    expect([missing.statusCode, missing.json()]).toEqual([404, expect.objectContaining({ code: 'ERR_BAD_REQUEST', field: 'name' })]);
    expect((await ops.inject({ method: 'DELETE', url: `/ops/audit/replays/${view.name}`, headers: operator })).statusCode).toBe(400);
    expect(await auditReplays(readStore)).toEqual([]);
  });

  it('replays in the server: progress lines, the result, documents page by page, then dropped', async () => {
    const res = await ops.inject({ method: 'POST', url: '/ops/audit/replays', payload: { view: view.name, until: until.toISOString(), batchSize: 100 }, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = parse(res.body);
    const name = `${view.name}@asof-${until.toISOString()}`;
    expect(lines.at(-1)).toMatchObject({ type: 'result', name, view: view.name, documents: atUntil.size, folded: 1_200, events: 1_500 });
    expect(lines.filter((l) => l.type === 'progress').at(-1)).toMatchObject({ done: 1_500, total: 1_500 });
    const first = (await ops.inject({ method: 'GET', url: `/ops/audit/replays/${encodeURIComponent(name)}/documents`, headers: operator })).json() as { data: { id: string; doc: unknown }[]; next: string | null };
    expect(first.next).toBeNull();
    expect(new Map(first.data.map((d) => [d.id, d.doc]))).toEqual(atUntil);
    expect((await ops.inject({ method: 'GET', url: '/ops/audit/replays', headers: operator })).json()).toEqual({ data: [expect.objectContaining({ name, view: view.name })] });
    expect((await ops.inject({ method: 'DELETE', url: `/ops/audit/replays/${encodeURIComponent(name)}`, headers: operator })).json()).toEqual({ data: { dropped: name } });
    expect(await auditReplays(readStore)).toEqual([]);
  });

  it('serves the CLI as its own stores would: bar, final lines, CSV, keep, list and drop; refusals are usage errors', async () => {
    const port = serverAuditReplays({ url, token });
    const csv = join(dir, 'counters.csv');
    const { out } = await quietly(() => auditReplayCommand(port, view.name, { until, csv, keep: true }));
    const name = `${view.name}@asof-${until.toISOString()}`;
    expect(out).toMatch(new RegExp(`^${name.replace(/[.]/g, '\\.')}: generation \\d+ holds ${atUntil.size} documents of ${view.name} as of \\S+; 1200 of 1500 events were recorded by then`));
    expect(out).toContain(`kept ${name}: `);
    const parsed = Papa.parse<Record<string, string>>(readFileSync(csv, 'utf8').trimEnd(), { header: true, delimiter: ';' });
    // The id, then the fields in the order the store gives them (PostgreSQL's jsonb orders keys by length).
    expect(parsed.meta.fields?.[0]).toBe('id');
    expect([...(parsed.meta.fields ?? [])].sort()).toEqual(['applied', 'count', 'group', 'id', 'lastAt', 'sum']);
    expect(parsed.data.map((r) => [r.id, Number(r.sum), JSON.parse(r.applied!)])).toEqual(
      [...atUntil.values()].map((d) => { const c = d as { id: string; sum: number; applied: string[] }; return [c.id, c.sum, c.applied]; }),
    );
    expect((await quietly(() => auditReplaysCommand(port, { json: true }))).out).toContain(`"name": "${name}"`);
    expect((await quietly(() => dropReplayCommand(port, name))).out).toBe(`dropped ${name}\n`);
    expect(await auditReplays(readStore)).toEqual([]);

    const refused = await auditReplayCommand(port, 'nope', { until }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UsageError);
    expect((refused as Error).message).toBe(`ERR_BAD_REQUEST (view): no view named "nope"; views that can be replayed: ${view.name}`);
  });

  it('drops the replay when the client goes away before its result', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    // A socket of its own (no pool), closed as a killed CLI's would be.
    const post = request(`${url}/ops/audit/replays`, { method: 'POST', agent: false, headers: { ...operator, 'content-type': 'application/json' } });
    post.on('error', () => undefined);
    post.end(JSON.stringify({ view: view.name, until: until.toISOString() }));
    await eventually(async () => (await auditReplays(readStore)).length === 1, 20_000, 'the replay started');
    const connections = (): Promise<number> => new Promise((resolve, reject) => ops.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    const open = await connections();
    post.destroy();
    await eventually(async () => (await connections()) < open, 20_000, 'the connection closed');
    release();
    await eventually(async () => (await auditReplays(readStore)).length === 0, 20_000, 'the half-built replay dropped');
    expect(await readStore.active(view.name)).toMatchObject({ status: 'active' });
  });
});
