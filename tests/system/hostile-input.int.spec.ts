import { randomUUID } from 'node:crypto';
import { allCommands } from '@portal/command-api';
import type { InjectOptions } from 'fastify';
import WebSocket from 'ws';
import { fieldsOf, sampleOf, withField, type JsonSchema } from '../support/schema-sample.ts';
import { errorLevel, startHostileSystem, type Caller, type HostileSystem } from './hostile-harness.ts';
import { HostileProber } from './hostile-probe.ts';
import { streamBody } from './stream-body.ts';
import { hostileJsonBodies, hostileQueries, hostileSegments, hostileUploads, hostileValuesFor, nested } from './hostile-values.ts';
import { operationsOf, urlOf, type OpenApiDocument, type Operation } from './openapi-operations.ts';

/** Stands in for a value whose JSON text is written by hand (nesting no object can hold). */
const marker = '\u2063hostile\u2063';
/** Thousands of requests; on a busy machine they take longer than jest's default minute. */
const long = 300_000;

function jsonRequest(op: Operation, caller: Caller, url: string, body: unknown, json?: string): InjectOptions {
  const text = JSON.stringify(body);
  return { method: op.method, url, headers: { ...caller.headers, 'content-type': 'application/json' }, payload: json ? text.replace(JSON.stringify(marker), json) : text };
}

const sampledParams = (op: Operation): Record<string, string> => Object.fromEntries(op.pathParams.map((name) => [name, name === 'type' ? 'FI' : '00000000-0000-4000-8000-000000000000']));

/** The bodies a route's schema admits: one per branch of a union (each command type). */
const branchesOf = (schema: JsonSchema): readonly JsonSchema[] => schema.oneOf ?? [schema];

const titleOf = (branch: JsonSchema): string => {
  const type = branch.properties?.type;
  return type?.enum ? String(type.enum[0]) : '';
};

describe('hostile input on every route of the OpenAPI document', () => {
  let system: HostileSystem;
  let operations: Operation[];
  let posts: Operation[];
  /** Callers a route turns away before it reads the body: their body probes would all end at the door. */
  const atTheDoor = new Set<string>();
  const key = (op: Operation, caller: Caller): string => `${caller.name} ${op.method} ${op.path}`;
  /** Whether the admin's and the partner user's sessions still hold (a walk must not lose them). */
  const sessionsAlive = async (): Promise<boolean[]> =>
    Promise.all(system.callers.slice(1).map(async (caller) => (await system.app.inject({ url: '/api/getUserInfo', headers: caller.headers })).json<{ data: { loggedIn: boolean } }>().data.loggedIn));
  let url: string | undefined;
  const listening = async (): Promise<string> => (url ??= await system.app.listen({ port: 0, host: '127.0.0.1' }));

  beforeAll(async () => {
    system = await startHostileSystem();
    // The document is the operator's on a public listener (ADR 13).
    const doc = (await system.app.inject({ url: '/api/openapi.json', headers: { authorization: 'Bearer hostile-input-token' } })).json<OpenApiDocument>();
    // Logout goes last: a probe it accepts ends the session the later probes would use (the
    // tests that need a session run before the walks for the same reason).
    operations = operationsOf(doc).sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    posts = operations.filter((o) => o.method !== 'GET');
  }, long);
  afterAll(async () => {
    await system.close();
  }, long);

  it('finds the routes of both APIs in the document, with every command type', () => {
    const paths = new Set(operations.map((op) => `${op.method} ${op.path}`));
    for (const route of ['POST /api/login', 'POST /api/registration/{type}', 'POST /api/commands', 'POST /api/uploads', 'GET /api/customers', 'GET /api/getConfigSelect/{domain}']) expect(paths).toContain(route);
    const commands = operations.find((op) => op.path === '/api/commands')?.body;
    // Every command a caller may send (the registry without the system's own) is a branch the walk visits.
    const sendable = allCommands.filter((c) => !(c.roles.length === 1 && c.roles[0] === 'system')).map((c) => c.type);
    expect(branchesOf(commands ?? {}).map(titleOf).sort()).toEqual([...sendable].sort());
  });

  it('stores right-to-left marks, zero-width and combining characters and astral text as sent, and reads them back unchanged', async () => {
    const admin = system.callers[1];
    if (!admin) throw new Error('no admin session');
    const names = ['\u202Eevil\u202C', 'Fr\u200Bau \u200F\u200E', 'Z\u0307\u0301ofia', '\uD83D\uDE00 \uD834\uDD1E', '\uFEFFBOM'];
    const items = names.map((name, i) => ({ id: `X${i}`, name, active: true }));
    const sent = await system.app.inject({ method: 'POST', url: '/api/commands', headers: admin.headers, payload: { type: 'ReplaceConfigList', commandId: randomUUID(), data: { list: 'configSextype', items, reason: '\u202Ereason' } } });
    expect(sent.statusCode).toBe(200);
    const position = sent.json<{ data: { position: string } }>().data.position;
    const read = await system.app.inject({ url: '/api/getConfigSelect/localhost', headers: { ...admin.headers, 'x-portal-min-position': position } });
    expect(read.json<{ data: { configSextype: unknown } }>().data.configSextype).toEqual(items);
  });

  it('refuses 20 MB bodies over a real socket with 413 before reading them whole, and keeps serving', async () => {
    const base = await listening();
    const admin = system.callers[1]?.headers ?? {};
    const total = 20 * 1024 * 1024;
    for (const chunked of [false, true]) {
      for (const [path, headers] of [['/api/login', { host: 'alpha.localhost', 'content-type': 'application/json' }], ['/api/commands', { ...admin, 'content-type': 'application/json' }], ['/api/uploads', { ...admin, 'content-type': 'application/pdf' }]] as const) {
        const answer = await streamBody(`${base}${path}`, headers, total, chunked);
        expect(answer.sentBefore).toBeLessThan(total);
        // The 413 closes the connection; a client still writing may lose the answer to EPIPE (status 0).
        if (answer.status !== 0) {
          const { code } = JSON.parse(answer.body) as { code: string };
          // Uploads take a load profile CSV of up to 50 MiB: 20 MB of blanks is refused by its content after its first 64 KiB.
          expect({ path, chunked, status: answer.status, code }).toEqual({ path, chunked, status: path === '/api/uploads' ? 400 : 413, code: path === '/api/uploads' ? 'INVALID_FILE' : 'VALIDATION_ERROR' });
        }
      }
    }
    expect((await system.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(system.logged.filter((line) => line.level >= errorLevel)).toEqual([]);
  });

  it(
    'refuses hostile bodies on every POST route, as nobody and with a session, without a 5xx or an event',
    async () => {
      const prober = new HostileProber(system);
      let shapeAnswers = 0;
      for (const op of posts) {
        const url = urlOf(op, sampledParams(op));
        const bodies = op.body ? hostileJsonBodies : [...hostileJsonBodies, ...hostileUploads];
        for (const caller of system.callers) {
          for (const body of bodies) {
            const request: InjectOptions = { method: op.method, url, headers: { ...caller.headers, 'content-type': body.contentType }, payload: body.text };
            // Only a logout may take any body; an upload of bytes no sniffer recognises is refused as well.
            const { status, body: answer } = await prober.send({ label: `${key(op, caller)} ${body.name}`, request, refused: op.path !== '/api/logout' });
            // Past the door, the limits answer, not whatever the route would have made of the body.
            if (op.body && body.answer && status !== 401 && status !== 403) {
              expect({ route: key(op, caller), body: body.name, status, answer }).toEqual({ route: key(op, caller), body: body.name, status: body.answer.status, answer: expect.stringMatching(body.answer.message) as string });
              shapeAnswers++;
            }
            // The first body nests 10,000 deep: refused at the door, the route authenticates before parsing.
            if (body === bodies[0] && status === 401) {
              atTheDoor.add(key(op, caller));
              break;
            }
          }
        }
      }
      expect(prober.report()).toBe('');
      expect(atTheDoor).toContain('nobody POST /api/commands');
      expect(shapeAnswers).toBeGreaterThan(50);
      expect(await sessionsAlive()).toEqual([true, true]);
    },
    long,
  );

  it(
    'puts hostile values into every field of every body (each command type), without a 5xx or an event for a refusal',
    async () => {
      const prober = new HostileProber(system);
      let seed = 1;
      for (const op of posts.filter((o) => o.body)) {
        const url = urlOf(op, sampledParams(op));
        // The sales partner's user is refused what the admin is, by role: nobody and the admin cover the paths.
        const callers = system.callers.slice(0, 2).filter((caller) => !atTheDoor.has(key(op, caller)));
        for (const branch of branchesOf(op.body ?? {})) {
          const base = sampleOf(branch, seed);
          for (const [path, field] of fieldsOf(branch)) {
            // A rotating third of the values per field: each kind still lands on every command's fields.
            const values = hostileValuesFor(field, seed).filter((_, i) => (i + seed) % 3 === 0);
            seed++;
            for (const hostile of values) {
              const body = withField(base, path, hostile.json ? marker : hostile.value);
              for (const caller of callers) {
                const label = `${key(op, caller)} ${titleOf(branch)} ${path.join('.')}=${hostile.name}`;
                await prober.send({ label, request: jsonRequest(op, caller, url, body, hostile.json), refused: hostile.refused });
              }
            }
          }
        }
      }
      expect(prober.report()).toBe('');
      // The walk must have reached validation with a live session, not only the login check.
      expect(prober.statuses.get(400)).toBeGreaterThan(500);
      expect(await sessionsAlive()).toEqual([true, true]);
    },
    long,
  );

  it(
    'answers hostile path segments, query strings and positions on every route with a 4xx or a page',
    async () => {
      const prober = new HostileProber(system);
      for (const op of operations) {
        const valid = sampledParams(op);
        const body = op.body ? sampleOf(branchesOf(op.body)[0] ?? {}) : undefined;
        const request = (caller: Caller, url: string, headers: Record<string, string> = {}): InjectOptions =>
          body === undefined ? { method: op.method, url, headers: { ...caller.headers, ...headers } } : { ...jsonRequest(op, caller, url, body), headers: { ...caller.headers, ...headers, 'content-type': 'application/json' } };
        for (const caller of system.callers.slice(0, 2)) {
          const urls = [...op.pathParams.flatMap((name) => hostileSegments.map((segment) => urlOf(op, { ...valid, [name]: segment }))), ...hostileQueries(op.queryParams).map((query) => urlOf(op, valid, query))];
          for (const url of urls) await prober.send({ label: `${caller.name} ${op.method} ${url.slice(0, 120)}`, request: request(caller, url), refused: false });
        }
        if (op.method !== 'GET') continue;
        for (const position of ['abc', '-1', '99999999999999999999', '9999999999']) {
          const caller = system.callers[1] ?? system.callers[0];
          if (caller) await prober.send({ label: `${caller.name} GET ${op.path} x-portal-min-position: ${position}`, request: request(caller, urlOf(op, valid), { 'x-portal-min-position': position }), refused: false });
        }
      }
      expect(prober.report()).toBe('');
    },
    long,
  );

  it('answers deep nesting, NUL and lone surrogates on the realtime socket with an error or a logged-out AUTH, and the socket stays open', async () => {
    const url = await listening();
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/socket`, { headers: { host: 'alpha.localhost' } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = (text: string): Promise<unknown> =>
      new Promise((resolve) => {
        socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString())));
        socket.send(text);
      });
    const refusal = { type: 'error', isClientError: true, code: 'VALIDATION_ERROR', message: expect.any(String) as string };
    expect(await answer(nested(3_000, '[', '', ']'))).toEqual(refusal);
    expect(await answer(nested(2_000))).toEqual(refusal);
    expect(await answer('"\\u0000"')).toEqual(refusal);
    expect(await answer('{"type":"AUTH","reconnect":"\\ud800"}')).toEqual(refusal);
    expect(await answer(JSON.stringify({ type: 'AUTH' }))).toMatchObject({ type: 'AUTH', loggedIn: false });
    socket.close();
    expect(system.logged.filter((line) => line.level >= errorLevel)).toEqual([]);
  });
});
