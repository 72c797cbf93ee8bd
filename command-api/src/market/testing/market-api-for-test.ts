import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, principalFrom, userMailStream, userStream, type Actor, type CommandData, type CommandType, type MarketImportKind } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createHttpServer, createPersonalDataKeys, createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { allCommands, commandApi, runSystemCommand } from '../../app.ts';
import type { CommandResult, HandlerDeps } from '../../handler/command-handler.ts';
import { alphaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../../session/login-stores.ts';

export const operatorToken = 'market-operator-token';
/** The operator: an admin by bearer token (no CSRF: no cookie). */
export const operator = { authorization: `Bearer ${operatorToken}` };

/** An ECB reference-rate file in the published layout (header with a trailing comma). */
export const ecbCsv = (rows: readonly string[] = ['2024-01-03,1.0919,0.9297,', '2024-01-02,1.0956,0.9305,']): Buffer => Buffer.from(['Date,USD,CHF,', ...rows].join('\n') + '\n');

const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;

/**
 * The command API for market specs on a given SQL event store (PGlite by default), with the blob
 * store: the operator, a platform admin with a session (`adminUser`, to test CSRF), partner
 * alpha's user anna and customer user carl. The clock is `api.at`.
 */
export interface MarketApi {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly blobStore: BlobStore;
  readonly deps: HandlerDeps;
  readonly adminUser: TestSession;
  readonly anna: TestSession;
  readonly carl: TestSession;
  readonly actors: { readonly admin: Actor; readonly system: Actor; readonly anna: Actor };
  at: Date;
  post(type: string, data: unknown, headers?: Record<string, string>, commandId?: string): Promise<LightMyRequestResponse>;
  upload(body: Buffer, query: { kind?: string; fileName?: string; jobId?: string }, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Runs a command as `actor` without HTTP (the system's commands). */
  run<T extends CommandType>(type: T, data: CommandData<T>, actor: Actor, commandId?: string): Promise<CommandResult>;
  /** Stores bytes as the inbox or the route would, answering what StartMarketImport names. */
  store(bytes: Buffer, kind?: MarketImportKind): Promise<CommandData<'StartMarketImport'>>;
  close(): Promise<void>;
}

async function activeUser(eventStore: SqlEventStore, userId: string, fields: { salesPartnerId: string | null; customerId: string | null; role: 'admin' | 'salesPartner' | 'customer'; mail: string }): Promise<void> {
  await eventStore.append(userMailStream(fields.mail), [testEvent('UserMailReserved', { mail: fields.mail, userId })], { expectedRevision: 'no_stream' });
  await eventStore.append(userStream(userId), [testEvent('UserInvited', { userId, ...fields, isCustomerAdmin: false, ...person }), testEvent('UserActivated', { userId })], { expectedRevision: 'no_stream' });
}

export async function marketApiForTest(options: { eventStore?: SqlEventStore; at?: Date } = {}): Promise<MarketApi> {
  const catalog = portalCatalog();
  const eventStore = options.eventStore ?? (await testEventStore({ catalog }));
  const blobStore = await createSqlBlobStore(eventStore.sql);
  const personalData = await createPersonalDataKeys(eventStore.sql);
  const base = { eventStore, catalog, blobStore, personalData };
  await runSystemCommand(base, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
  await runSystemCommand(base, 'CreateSalesPartner', partner());
  const ids = { admin: randomUUID(), anna: randomUUID(), carl: randomUUID() };
  await activeUser(eventStore, ids.admin, { salesPartnerId: null, customerId: null, role: 'admin', mail: 'admin@portal.test' });
  await activeUser(eventStore, ids.anna, { salesPartnerId: alphaId, customerId: null, role: 'salesPartner', mail: 'anna@alpha.test' });
  await activeUser(eventStore, ids.carl, { salesPartnerId: alphaId, customerId: '100001', role: 'customer', mail: 'carl@muehle.ch' });

  const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
  const api = { at: options.at ?? new Date('2026-11-26T10:00:00.000Z') } as MarketApi;
  const app = await createHttpServer({ logger: false, title: 'test', operatorToken });
  await app.register(commandApi, { eventStore, catalog, session: stores, operatorToken, blobStore, personalData, clock: () => api.at });
  await app.ready();
  const session = (userId: string, role: 'admin' | 'salesPartner' | 'customer', salesPartnerId: string | null, customerId?: string) =>
    openTestSession({ tokens: stores.tokens, sessions: stores.sessions }, principalFrom({ userId, role, salesPartnerId, customerId, customerType: customerId ? 'FI' : null, isCustomerAdmin: false }), { now: api.at, hours: 72 });
  const deps: HandlerDeps = { ...base, limits: { maxUsersPerCustomer: 5 } };

  Object.assign(api, {
    app,
    eventStore,
    blobStore,
    deps,
    adminUser: await session(ids.admin, 'admin', null),
    anna: await session(ids.anna, 'salesPartner', alphaId),
    carl: await session(ids.carl, 'customer', alphaId, '100001'),
    actors: { admin: { userId: 'operator', role: 'admin' }, system: { userId: 'worker:market-import', role: 'system' }, anna: { userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId } },
    post: (type: string, data: unknown, headers: Record<string, string> = operator, commandId = randomUUID()) => app.inject({ method: 'POST', url: '/api/commands', payload: { type, commandId, data }, headers }),
    upload: (body: Buffer, query: Record<string, string | undefined>, headers: Record<string, string> = operator) => {
      const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)).toString();
      return app.inject({ method: 'POST', url: `/api/market/imports?${search}`, payload: body, headers: { 'content-type': 'text/csv', ...headers } });
    },
    async run(type: CommandType, data: unknown, actor: Actor, commandId = randomUUID()) {
      const command = allCommands.find((c) => c.type === type);
      if (!command) throw new Error(`unknown command ${type}`);
      if (!command.roles.includes(actor.role)) throw new Error(`${actor.role} may not send ${type}`);
      return command.run(deps, data, { commandId, correlationId: commandId, causationId: commandId, actor, tenant: actor.salesPartnerId ?? 'platform', now: api.at });
    },
    async store(bytes: Buffer, kind: MarketImportKind = 'ECB_FX') {
      const stored = await blobStore.put(bytes, 'text/csv');
      return { jobId: randomUUID(), kind, sha256: stored.hash, fileName: 'eurofxref-hist.csv', size: stored.size };
    },
    async close() {
      await app.close();
      await eventStore.close();
    },
  });
  return api;
}
