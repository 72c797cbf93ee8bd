import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, portalCatalog, principalFrom, type CommandData, type CommandType, type Principal } from '@portal/events';
import { createHttpServer, type SqlEventStore } from '@portal/platform';
import { openTestSession, type TestSession, testEventStore } from '@portal/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { commandApi, runSystemCommand } from '../../app.ts';
import { openLoginStores, type LoginStores } from '../../session/login-stores.ts';
import { alphaId, partner } from '../../sales-partner/testing/partner-fixtures.ts';

export const password = 'Portal-Test-2026!';
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
export const operatorToken = 'audit-operator-token';

export interface AuditApi {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly ids: { readonly admin: string; readonly anna: string; readonly auditor: string };
  /** Sessions of the admin, Anna (alpha's partner user), an auditor and a customer user of alpha. */
  readonly as: { readonly admin: TestSession; readonly anna: TestSession; readonly auditor: TestSession; readonly customer: TestSession };
  /** A command over HTTP with a session (its CSRF header included); throws unless it is accepted. */
  send(type: string, data: unknown, session: TestSession): Promise<{ streamId: string; position: string }>;
  /** GET as a session, as the operator (`'operator'`) or as nobody. */
  get(url: string, who?: TestSession | 'operator', headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The command API with sessions on in-memory PGlite and the real clock (as-of moments are
 * compared with the database's recordedAt): alpha, the admin and Anna exist with known
 * credentials; the auditor and the customer are principals of open sessions.
 */
export async function auditApiForTest(): Promise<AuditApi> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const system = <T extends CommandType>(type: T, data: CommandData<T>) => runSystemCommand({ eventStore, catalog }, type, data);
  const ids = { admin: randomUUID(), anna: randomUUID(), auditor: randomUUID() };
  await system('SeedPlatformConfig', { lists: defaultPlatformConfig });
  await system('CreateSalesPartner', partner());
  await system('CreatePlatformUser', { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person });
  await system('CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', ...person });
  const login: LoginStores = await openLoginStores(eventStore.sql, 'test-credentials-key-of-32-characters');
  for (const id of [ids.admin, ids.anna]) await login.setKnownCredentials(id, password, totpSecret, new Date());
  const app = await createHttpServer({ logger: false, title: 'test', operatorToken });
  await app.register(commandApi, { eventStore, catalog, operatorToken, session: login });
  await app.ready();
  const session = (principal: Principal) => openTestSession(login, principal);
  const as = {
    admin: await session(principalFrom({ userId: ids.admin, role: 'admin' })),
    anna: await session(principalFrom({ userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId })),
    auditor: await session(principalFrom({ userId: ids.auditor, role: 'auditor' })),
    customer: await session(principalFrom({ userId: randomUUID(), role: 'customer', salesPartnerId: alphaId, customerId: '100001', customerType: 'FI', isCustomerAdmin: true })),
  };
  return {
    app,
    eventStore,
    ids,
    as,
    async send(type, data, who) {
      const res = await app.inject({ method: 'POST', url: '/api/commands', headers: { host: 'alpha.localhost', ...who.headers }, payload: { type, commandId: randomUUID(), data } });
      if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    get: (url, who, headers = {}) =>
      app.inject({ method: 'GET', url, headers: { ...(who === 'operator' ? { authorization: `Bearer ${operatorToken}` } : who ? { cookie: who.cookie } : {}), ...headers } }),
    async close() {
      await app.close();
      await eventStore.close();
    },
  };
}
