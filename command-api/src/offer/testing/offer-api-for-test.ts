import { randomUUID } from 'node:crypto';
import { customerIdOfStream, defaultPlatformConfig, meteringPointStream, portalCatalog, principalFrom, userMailStream, userStream, type Actor, type CommandData, type CommandType, type MeteringDirection } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createHttpServer, createPersonalDataKeys, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { allCommands, commandApi, runSystemCommand } from '../../app.ts';
import type { CommandResult, HandlerDeps } from '../../handler/command-handler.ts';
import { contact, firm } from '../../customer/testing/customer-fixtures.ts';
import { registration, swissCode, swissPoint } from '../../metering-point/testing/metering-fixtures.ts';
import { alphaId, betaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';
import { openLoginStores } from '../../session/login-stores.ts';

export const operatorToken = 'offer-operator-token';
export const admin = { authorization: `Bearer ${operatorToken}` };
/** anna's password, for the commands that ask for it (deleting a customer). */
export const actingPassword = 'Acting-Pass-1!';
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;

/**
 * The command API for offer specs, on a given SQL event store (PGlite by default): partners alpha
 * and beta with a user each (anna, ben), alpha's customer with its first user (carl) and another
 * customer of alpha (with otto), and points 1 and 2 of carl's customer (consumption, 120,000 kWh
 * a year) with a year of history and an accepted long-term forecast of 2028 and 2029; point 3 has
 * history but no forecast. The clock is `api.at`, set by the spec.
 */
export interface OfferApi {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly deps: HandlerDeps;
  readonly customerId: string;
  readonly otherCustomerId: string;
  readonly anna: TestSession;
  readonly ben: TestSession;
  readonly carl: TestSession;
  readonly otto: TestSession;
  readonly actors: { readonly anna: Actor; readonly carl: Actor; readonly system: Actor; readonly admin: Actor };
  /** The clock of the API and of `run`. */
  at: Date;
  post(type: string, data: unknown, headers?: Record<string, string>, commandId?: string): Promise<LightMyRequestResponse>;
  /** Runs a command as `actor` at `now` without HTTP (system-only commands, races). */
  run<T extends CommandType>(type: T, data: CommandData<T>, actor: Actor, now?: Date): Promise<CommandResult>;
  /** A point of customer `customerId` with history and, when `forecastYears` is given, a forecast of them (accepted unless `accept` is false). */
  addPoint(n: number, options?: { forecastYears?: number[]; accept?: boolean; direction?: MeteringDirection; customerId?: string; history?: boolean }): Promise<void>;
  close(): Promise<void>;
}

async function activeUser(eventStore: SqlEventStore, userId: string, fields: { salesPartnerId: string; customerId: string | null; role: 'salesPartner' | 'customer'; mail: string }): Promise<void> {
  await eventStore.append(userMailStream(fields.mail), [testEvent('UserMailReserved', { mail: fields.mail, userId })], { expectedRevision: 'no_stream' });
  await eventStore.append(userStream(userId), [testEvent('UserInvited', { userId, ...fields, isCustomerAdmin: fields.role === 'customer', ...person }), testEvent('UserActivated', { userId })], { expectedRevision: 'no_stream' });
}

export async function offerApiForTest(options: { eventStore?: SqlEventStore; at: Date }): Promise<OfferApi> {
  const catalog = portalCatalog();
  const eventStore = options.eventStore ?? (await testEventStore({ catalog }));
  const blobStore = await createSqlBlobStore(eventStore.sql);
  const personalData = await createPersonalDataKeys(eventStore.sql);
  const base = { eventStore, catalog, blobStore, personalData };
  await runSystemCommand(base, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
  await runSystemCommand(base, 'CreateSalesPartner', partner());
  await runSystemCommand(base, 'CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] }));
  const annaId = randomUUID();
  const benId = randomUUID();
  await activeUser(eventStore, annaId, { salesPartnerId: alphaId, customerId: null, role: 'salesPartner', mail: 'anna@alpha.test' });
  await activeUser(eventStore, benId, { salesPartnerId: betaId, customerId: null, role: 'salesPartner', mail: 'ben@beta.test' });
  const anna: Actor = { userId: annaId, role: 'salesPartner', salesPartnerId: alphaId };
  const create = async (firmname: string, mail: string) => {
    const userId = randomUUID();
    const result = await runSystemCommand(base, 'CreateCustomer', firm({ firmname, contact: contact({ mail }), user: { userId } }), randomUUID(), anna);
    // The invited contact activates its account.
    await eventStore.append(userStream(userId), [testEvent('UserActivated', { userId })], { expectedRevision: 'any' });
    return { customerId: customerIdOfStream(result.streamId), userId };
  };
  const carlsFirm = await create('Muster Mühle AG', 'carl@muehle.ch');
  const ottosFirm = await create('Andere Mühle AG', 'otto@andere.ch');

  const stores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
  await stores.credentials.setPassword(annaId, actingPassword, options.at);
  const api = { at: options.at } as OfferApi;
  const app = await createHttpServer({ logger: false, title: 'test', operatorToken });
  await app.register(commandApi, { eventStore, catalog, session: stores, operatorToken, blobStore, personalData, clock: () => api.at });
  await app.ready();
  const session = (userId: string, role: 'salesPartner' | 'customer', salesPartnerId: string, customerId?: string) =>
    openTestSession({ tokens: stores.tokens, sessions: stores.sessions }, principalFrom({ userId, role, salesPartnerId, customerId, customerType: customerId ? 'FI' : null, isCustomerAdmin: !!customerId }), { now: options.at, hours: 72 });
  const deps: HandlerDeps = { ...base, limits: { maxUsersPerCustomer: 5 } };

  const addPoint: OfferApi['addPoint'] = async (n, { forecastYears, accept = true, direction = 'CONS', customerId = carlsFirm.customerId, history = true } = {}) => {
    await runSystemCommand(base, 'RegisterMeteringPoints', registration(customerId, [swissPoint(n, { direction })], { declared: 'BOTH' }), randomUUID(), anna);
    const key = { code: swissCode(n), direction };
    const events = [];
    if (history) {
      events.push(testEvent('LoadProfileUploaded', {
        ...key, period: { from: '2026-01-01', to: '2026-12-31', timeZone: 'Europe/Zurich', resolution: 15 }, file: { hash: 'a'.repeat(64), format: 'csv', column: direction }, summary: { kwh: '118000.000', maxKw: '40' },
      }, { tenant: alphaId }));
    }
    if (forecastYears) {
      const forecastId = randomUUID();
      const period = { from: `${forecastYears[0]}-01-01`, to: `${forecastYears.at(-1)}-12-31`, timeZone: 'Europe/Zurich', resolution: 15 };
      events.push(testEvent('LongTermForecastRequested', { ...key, forecastId, years: forecastYears }, { tenant: alphaId }));
      events.push(testEvent('LongTermForecastGenerated', {
        ...key, forecastId, years: forecastYears, period, file: { hash: 'b'.repeat(64), format: 'f64le', column: direction }, basedOn: 'a'.repeat(64),
        yearly: forecastYears.map((year) => ({ year, kwh: '118000.000' })), hints: [],
      }, { tenant: alphaId }));
      if (accept) events.push(testEvent('LongTermForecastAccepted', { ...key, forecastId }, { tenant: alphaId }));
    }
    if (events.length > 0) await eventStore.append(meteringPointStream(key.code, direction), events, { expectedRevision: 'any' });
  };

  Object.assign(api, {
    app,
    eventStore,
    deps,
    customerId: carlsFirm.customerId,
    otherCustomerId: ottosFirm.customerId,
    anna: await session(annaId, 'salesPartner', alphaId),
    ben: await session(benId, 'salesPartner', betaId),
    carl: await session(carlsFirm.userId, 'customer', alphaId, carlsFirm.customerId),
    otto: await session(ottosFirm.userId, 'customer', alphaId, ottosFirm.customerId),
    actors: { anna, carl: { userId: carlsFirm.userId, role: 'customer', salesPartnerId: alphaId, customerId: carlsFirm.customerId }, system: { userId: 'system', role: 'system' }, admin: { userId: 'operator', role: 'admin' } },
    post: (type: string, data: unknown, headers: Record<string, string> = admin, commandId = randomUUID()) => app.inject({ method: 'POST', url: '/api/commands', payload: { type, commandId, data }, headers }),
    async run(type: CommandType, data: unknown, actor: Actor, now: Date = api.at) {
      const command = allCommands.find((c) => c.type === type);
      if (!command) throw new Error(`unknown command ${type}`);
      const commandId = randomUUID();
      return command.run(deps, data, { commandId, correlationId: commandId, causationId: commandId, actor, tenant: actor.salesPartnerId ?? 'platform', now });
    },
    addPoint,
    async close() {
      await app.close();
      await eventStore.close();
    },
  });
  await addPoint(1, { forecastYears: [2028, 2029] });
  await addPoint(2, { forecastYears: [2028, 2029] });
  await addPoint(3);
  return api;
}
