import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, userStream, type CommandData, type CommandType, type InvitedUser, type Principal } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../../app.ts';
import { handleCommand } from '../../handler/command-handler.ts';
import { openLoginStores, type LoginStores } from '../../session/login-stores.ts';
import { alphaId, betaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';
import { userStateOf } from '../user-access.ts';
import { userDecider } from '../user.ts';

export const password = 'Portal-Test-2026!';
export const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;

/** An invitation's data; override what a test is about. */
export const invitation = (overrides: Partial<InvitedUser> = {}): InvitedUser => ({
  userId: randomUUID(), salesPartnerId: alphaId, customerId: null, role: 'salesPartner', isCustomerAdmin: false, mail: `${randomUUID().slice(0, 8)}@alpha.test`, ...person, ...overrides,
});

export interface UserApi {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly login: LoginStores;
  readonly ids: { readonly admin: string; readonly anna: string; readonly ben: string };
  /** The test clock: `tick()` moves it on by a minute, `advance(ms)` by more. */
  now(): Date;
  tick(ms?: number): Date;
  /** A session of a user of the log (its principal as login would sign it). */
  sessionOf(userId: string): Promise<TestSession>;
  send(type: string, data: unknown, session?: TestSession, host?: string): Promise<LightMyRequestResponse>;
  /** A customer as the customer slice writes it. */
  addCustomer(customerId: string, options?: { salesPartnerId?: string; customerType?: 'FI' | 'PR' }): Promise<void>;
  /** Marks an invited user activated with a known password and authenticator, skipping the activation pages. */
  activate(userId: string): Promise<void>;
  /** Params of the mails queued to `to`, oldest first, with the withheld ones from the mail secret store. */
  mailsTo(to: string): Promise<{ template: string; params: Record<string, string | number> }[]>;
  close(): Promise<void>;
}

/**
 * The command API with login stores on in-memory PGlite: the admin, Anna (alpha) and Ben (beta)
 * exist with known credentials; `limits.maxUsersPerCustomer` is 3 unless given.
 */
export async function userApi(options: { maxUsersPerCustomer?: number } = {}): Promise<UserApi> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
  const ids = { admin: randomUUID(), anna: randomUUID(), ben: randomUUID() };
  let now = new Date('2026-11-20T10:00:00Z');
  await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
  await system('CreateSalesPartner', partner());
  await system('CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] }));
  await system('CreatePlatformUser', { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person });
  await system('CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', ...person });
  await system('CreatePlatformUser', { userId: ids.ben, salesPartnerId: betaId, role: 'salesPartner', mail: 'ben@beta.test', ...person });
  const login = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
  for (const id of Object.values(ids)) await login.setKnownCredentials(id, password, totpSecret, now);
  const app = await createHttpServer({ logger: false, title: 'test' });
  await app.register(commandApi, { eventStore, catalog, operatorToken: 'op', session: login, clock: () => now, limits: { maxUsersPerCustomer: options.maxUsersPerCustomer ?? 3 } });
  await app.ready();
  const deps = { eventStore, catalog };
  const systemContext = () => ({ commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: { userId: 'system', role: 'system' as const }, tenant: 'platform', now });

  return {
    app,
    eventStore,
    login,
    ids,
    now: () => now,
    tick: (ms = 60_000) => (now = new Date(now.getTime() + ms)),
    async sessionOf(userId) {
      const state = await userStateOf(eventStore, userId);
      if (state.status === 'none') throw new Error(`no user ${userId}`);
      const { user } = state;
      const customerId = user.role === 'customer' ? user.customerId : null;
      const principal: Principal = { userId, role: user.role, salesPartnerId: user.salesPartnerId, customerId, customerType: customerId ? 'FI' : null, isCustomerAdmin: user.isCustomerAdmin };
      return openTestSession(login, principal, { now });
    },
    send: (type, data, session, host = 'alpha.localhost') =>
      app.inject({ method: 'POST', url: '/api/commands', headers: { host, ...(session ? session.headers : { authorization: 'Bearer op' }) }, payload: { type, commandId: randomUUID(), data } }),
    async addCustomer(customerId, { salesPartnerId = alphaId, customerType = 'FI' } = {}) {
      const data = {
        customerId, salesPartnerId, customerType, registered: false, firmname: customerType === 'FI' ? 'Muster AG' : null, billingAddress: null, currencies: ['CHF'],
        contact: { sex: 'MR', prename: 'Max', name: 'Muster', mail: 'max@muster.test', phoneprefix: '+41', phone: '44 123 45 67', language: 'de', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' },
      };
      catalog.validate('CustomerCreated', data);
      const metadata = { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: { userId: 'system', role: 'system' as const }, tenant: salesPartnerId, occurredAt: now.toISOString(), schemaVersion: 1 };
      await eventStore.append(`customer-${customerId}`, [{ id: randomUUID(), type: 'CustomerCreated', data, metadata }], { expectedRevision: 'no_stream' });
    },
    async activate(userId) {
      await handleCommand(deps, userDecider, userStream(userId), { type: 'ActivateUser' }, systemContext());
      await login.setKnownCredentials(userId, password, totpSecret, now);
    },
    async mailsTo(to) {
      const events = await eventStore.readAll({ maxCount: 100_000 });
      const queued = events.filter((e) => e.type === 'MailQueued' && (e.data as { to: string }).to === to).map((e) => e.data as { mailId: string; template: string; params: Record<string, string | number> });
      return Promise.all(queued.map(async ({ mailId, template, params }) => ({ template, params: { ...params, ...(await login.mailSecrets?.get(mailId)) } })));
    },
    async close() {
      await app.close();
      await eventStore.close();
    },
  };
}
