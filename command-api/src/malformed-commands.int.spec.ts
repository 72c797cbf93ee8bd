import { randomUUID } from 'node:crypto';
import { compareCheckpoints, type EventStore } from '@portal/events';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { commandApiForTest, testOperatorToken } from './testing.ts';

const auth = { authorization: `Bearer ${testOperatorToken}`, 'content-type': 'application/json' };
const valid = {
  type: 'ReplaceConfigList',
  commandId: randomUUID(),
  data: { list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }], reason: 'fuzz' },
};

const notString = fc.anything().filter((v) => typeof v !== 'string' && v !== undefined);
const badString = fc.oneof(notString, fc.constantFrom('', 'x'.repeat(10_000), '\u0000'));
const notBoolean = fc.anything().filter((v) => typeof v !== 'boolean' && v !== undefined);
const notObject = fc.oneof(fc.anything().filter((v) => v === null || typeof v !== 'object'), fc.constant({}), fc.constant([]));

/** Where a mutation lands in the valid command, and values that are always wrong there. */
const mutations: [(string | number)[], fc.Arbitrary<unknown>][] = [
  [['type'], fc.oneof(notString, fc.constantFrom('', 'SeedPlatformConfig', 'replaceconfiglist', 'DROP TABLE'))],
  [['commandId'], fc.oneof(notString, fc.string({ maxLength: 30 }))],
  [['data'], notObject],
  [['data', 'list'], fc.oneof(notString, fc.constantFrom('', 'planets', 'defaultEnergyQuality', '__proto__'))],
  [['data', 'items'], fc.oneof(notObject, fc.constant([null]), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }))],
  [['data', 'items', 0], notObject],
  [['data', 'items', 0, 'id'], fc.oneof(badString, fc.constantFrom('a b', 'ä', '(auto)', '../etc'))],
  [['data', 'items', 0, 'name'], badString],
  [['data', 'items', 0, 'active'], notBoolean],
  [['data', 'reason'], badString],
];

function mutate(path: (string | number)[], value: unknown, remove: boolean): unknown {
  const copy = structuredClone(valid) as Record<string, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const leaf = path.at(-1)!;
  if (remove) Reflect.deleteProperty(node, leaf);
  else node[leaf] = value;
  return copy;
}

const payloads = fc.oneof(
  // Any JSON value as the whole body.
  fc.jsonValue().map((v) => JSON.stringify(v)),
  // Bytes that are mostly not JSON at all.
  fc.string({ maxLength: 200 }),
  // The valid command with one field replaced or removed.
  ...mutations.map(([path, values]) =>
    fc.tuple(values, fc.boolean()).map(([value, remove]) => JSON.stringify(mutate(path, value, remove)) ?? '{}'),
  ),
  // Extra and poisonous keys.
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra').map((key) => JSON.stringify(valid).replace('{"type"', `{"${key}":{"polluted":true},"type"`)),
);

describe('malformed commands', () => {
  let app: FastifyInstance;
  let eventStore: EventStore;
  beforeAll(async () => {
    ({ app, eventStore } = await commandApiForTest());
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  it('answers 250 generated malformed payloads with 4xx and a code, appending nothing', async () => {
    const head = await eventStore.head();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        const res = await app.inject({ method: 'POST', url: '/api/commands', payload, headers: auth });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ isClientError: true, code: expect.stringMatching(/^[A-Z_]+$/) });
      }),
      { numRuns: 250, seed: 20261121 },
    );
    expect(compareCheckpoints(await eventStore.head(), head)).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The generator must really have exercised the validation path, not only the JSON parser.
    expect(statuses.get(400)).toBeGreaterThan(100);
  });
});
