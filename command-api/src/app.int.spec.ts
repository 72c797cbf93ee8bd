import { randomUUID } from 'node:crypto';
import { platformConfigStream, WrongExpectedRevisionError, type EventStore } from '@portal/events';
import type { FastifyInstance } from 'fastify';
import { commandApiForTest, testOperatorToken } from './testing.ts';

const auth = { authorization: `Bearer ${testOperatorToken}` };
const salutations = [
  { id: 'MR', name: 'Herr', active: true },
  { id: 'MS', name: 'Frau', active: true },
];
const replace = (items: unknown = salutations, commandId = randomUUID()) => ({
  type: 'ReplaceConfigList',
  commandId,
  data: { list: 'configSextype', items, reason: 'test' },
});

describe('POST /api/commands', () => {
  let app: FastifyInstance;
  let eventStore: EventStore;
  beforeAll(async () => {
    ({ app, eventStore } = await commandApiForTest());
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = auth) => app.inject({ method: 'POST', url: '/api/commands', payload: payload as object, headers });
  const streamLength = async () => (await eventStore.readStream(platformConfigStream)).length;

  it('refuses anonymous callers before looking at the body', async () => {
    const res = await post(replace(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'NOT_AUTHORIZED' });
    expect((await post({ nonsense: true }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('handles a command, records who sent it, and answers with the global position', async () => {
    const before = await streamLength();
    const command = replace();
    const res = await post(command);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ streamId: platformConfigStream, events: 1, duplicate: false });
    const [last] = await eventStore.readStream(platformConfigStream, { direction: 'backwards', maxCount: 1 });
    expect(last).toMatchObject({ type: 'ConfigListReplaced', globalPosition: BigInt(body.data.position) });
    expect(last!.metadata).toMatchObject({ commandId: command.commandId, actor: { userId: 'operator', role: 'admin' }, tenant: 'platform', schemaVersion: 2 });
    expect(await streamLength()).toBe(before + 1);
  });

  it('answers a replayed commandId with the first result and appends nothing', async () => {
    const command = replace([{ id: 'MS', name: 'Frau', active: true }]);
    const first = (await post(command)).json();
    const length = await streamLength();
    const again = await post(command);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ position: first.data.position, duplicate: true, events: 0 });
    expect(await streamLength()).toBe(length);
  });

  it.each([
    ['an item of the wrong shape', replace([{ id: 'MR', name: 42, active: true }]), 'data.items.0.name'],
    ['a missing field', { ...replace(), data: { list: 'configSextype', reason: 'x' } }, 'data.items'],
    ['an unknown list', { ...replace(), data: { list: 'planets', items: [], reason: 'x' } }, 'data.list'],
    ['an unknown command', { ...replace(), type: 'LaunchRocket' }, 'type'],
    ['an internal command', { type: 'SeedPlatformConfig', commandId: randomUUID(), data: {} }, 'type'],
    ['a commandId that is no UUID', { ...replace(), commandId: '42' }, 'commandId'],
    ['an extra property', { ...replace(), sneaky: true }, 'sneaky'],
    ['an empty list', replace([]), 'data.items'],
  ])('refuses %s with VALIDATION_ERROR and the field, storing nothing', async (_name, payload, field) => {
    const before = await streamLength();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'VALIDATION_ERROR', field });
    expect(await streamLength()).toBe(before);
  });

  it('refuses what the decider refuses with its code and field', async () => {
    const res = await post(replace([...salutations, salutations[0]]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.items.2' });
  });

  it('refuses malformed JSON and wrong content types with 4xx', async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/commands', payload: '{"type": ', headers: { ...auth, 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const text = await app.inject({ method: 'POST', url: '/api/commands', payload: 'hello', headers: { ...auth, 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const xml = await app.inject({ method: 'POST', url: '/api/commands', payload: '<a/>', headers: { ...auth, 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('retries concurrent commands on the same stream until each lands', async () => {
    const before = await streamLength();
    const lists = [[salutations[0]], [salutations[1]], salutations].map((items) => replace(items));
    const results = await Promise.all(lists.map((c) => post(c)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await streamLength()).toBe(before + results.filter((r) => r.json().data.events === 1).length);
  });
});

describe('a conflict that outlasts the retries', () => {
  it('answers 409 with DATA_MISMATCH_RELOAD', async () => {
    const { app, eventStore } = await commandApiForTest();
    const stubborn: EventStore = Object.create(eventStore, {
      append: { value: async () => Promise.reject(new WrongExpectedRevisionError(platformConfigStream, '1', 2n)) },
      appendStreams: { value: async () => Promise.reject(new WrongExpectedRevisionError(platformConfigStream, '1', 2n)) },
    });
    const { app: conflicted } = await commandApiForTest(stubborn);
    const res = await conflicted.inject({ method: 'POST', url: '/api/commands', payload: replace(), headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'DATA_MISMATCH_RELOAD' });
    await conflicted.close();
    await app.close();
    await eventStore.close();
  });
});
