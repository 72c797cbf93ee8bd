import { randomUUID } from 'node:crypto';
import { testEvent } from '@portal/events/testing';
import { salesPartnerStream, type Principal } from '@portal/events';
import { createHttpServer, createSqlSessionStore, SessionTokens, type SessionVerifier, type SqlEventStore } from '@portal/platform';
import type { ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { guard, guardNames, type GuardName } from './guards.ts';
import { principalOf, sessionAuth } from './principal.ts';
import { openTestSession, testPrincipals } from './testing.ts';
import { testEventStore } from '@portal/platform/testing';

const alpha: string = randomUUID();
const inactive: string = randomUUID();
const principals: Record<string, Principal> = {
  admin: testPrincipals.admin(randomUUID()),
  salesPartner: testPrincipals.salesPartner(randomUUID(), alpha),
  firm: testPrincipals.customer(randomUUID(), alpha, randomUUID(), 'FI'),
  private: testPrincipals.customer(randomUUID(), alpha, randomUUID(), 'PR'),
  auditor: testPrincipals.auditor(randomUUID()),
};

// Who each guard admits (spec section 6); everybody else logged in gets 403.
const admitted: Record<GuardName, readonly string[]> = {
  loggedIn: ['admin', 'salesPartner', 'firm', 'private', 'auditor'],
  businessUser: ['admin', 'salesPartner', 'firm', 'private'],
  admin: ['admin'],
  salesPartner: ['salesPartner'],
  adminOrSalesPartner: ['admin', 'salesPartner'],
  salesPartnerOrCustomer: ['salesPartner', 'firm', 'private'],
  salesPartnerOrFirm: ['salesPartner', 'firm'],
  firm: ['firm'],
  private: ['private'],
  auditor: ['auditor'],
  adminOrAuditor: ['admin', 'auditor'],
};

describe('query API guards', () => {
  let eventStore: SqlEventStore;
  let verifier: SessionVerifier;
  let app: FastifyInstance;
  const partners = new Map([[alpha, { id: alpha, active: true }], [inactive, { id: inactive, active: false }]]);
  const readStore = { get: async (_view: string, id: string) => partners.get(id) ?? null } as unknown as ReadStore;

  beforeAll(async () => {
    eventStore = await testEventStore();
    verifier = { tokens: new SessionTokens('k'.repeat(32)), sessions: await createSqlSessionStore(eventStore.sql) };
    app = await createHttpServer({ logger: false, title: 'test' });
    await app.register(async (scope) => {
      sessionAuth(scope, { sessions: verifier, readStore, eventStore });
      for (const name of guardNames) scope.get(`/guarded/${name}`, { onRequest: guard(name) }, async (request) => ({ data: principalOf(request).userId }));
      scope.get('/pre-handler', { preHandler: guard('admin') }, async (request) => ({ data: principalOf(request).role }));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await eventStore.close();
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const outcome = async (url: string, cookie?: string) => {
    const res = await get(url, cookie);
    return res.statusCode === 200 ? 200 : { status: res.statusCode, code: res.json().code };
  };

  it.each(guardNames)('%s: 401 NOT_AUTHORIZED without a session, 403 ERR_BAD_REQUEST for the wrong role', async (name) => {
    expect(await outcome(`/guarded/${name}`)).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
    for (const [who, principal] of Object.entries(principals)) {
      const session = await openTestSession(verifier, principal);
      const expected = admitted[name].includes(who) ? 200 : { status: 403, code: 'ERR_BAD_REQUEST' };
      expect([who, await outcome(`/guarded/${name}`, session.cookie)]).toEqual([who, expected]);
    }
  });

  it('sets request.principal for the handler, as onRequest or preHandler', async () => {
    const session = await openTestSession(verifier, principals.admin!);
    expect((await get('/guarded/loggedIn', session.cookie)).json()).toEqual({ data: principals.admin!.userId });
    expect((await get('/pre-handler', session.cookie)).json()).toEqual({ data: 'admin' });
  });

  it('refuses an ended session, an expired one, a forged one and one without a principal', async () => {
    const ended = await openTestSession(verifier, principals.salesPartner!);
    await verifier.sessions.end(ended.sid, new Date());
    const expired = await openTestSession(verifier, principals.salesPartner!, { now: new Date(Date.now() - 9 * 3_600_000) });
    const forged = await openTestSession({ ...verifier, tokens: new SessionTokens('x'.repeat(32)) }, principals.admin!);
    const sid = randomUUID();
    await verifier.sessions.open(sid, 'old', new Date(Date.now() + 60_000));
    const withoutPrincipal = `portal_session=${encodeURIComponent(await verifier.tokens.sign({ purpose: 'session', userId: 'old', sid, csrf: 'c', exp: Date.now() + 60_000 }))}`;
    for (const cookie of [ended.cookie, expired.cookie, forged.cookie, withoutPrincipal, 'portal_session=%E0%A4%A']) {
      expect(await outcome('/guarded/loggedIn', cookie)).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
    }
  });

  it("refuses the session of a deactivated partner's user", async () => {
    const session = await openTestSession(verifier, testPrincipals.salesPartner(randomUUID(), inactive));
    expect(await outcome('/guarded/loggedIn', session.cookie)).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it("refuses the session of a deleted partner's user (gone from the read model, deleted in the log)", async () => {
    const gone = randomUUID();
    await eventStore.append(salesPartnerStream(gone), [testEvent('SalesPartnerDeleted', { salesPartnerId: gone, domains: [] })], { expectedRevision: 'any' });
    const session = await openTestSession(verifier, testPrincipals.salesPartner(randomUUID(), gone));
    expect(await outcome('/guarded/loggedIn', session.cookie)).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it('answers 401 for every session when no verifier is configured', async () => {
    const bare = await createHttpServer({ logger: false, title: 'test' });
    await bare.register(async (scope) => {
      sessionAuth(scope, { readStore });
      scope.get('/x', { onRequest: guard('loggedIn') }, async () => ({ data: 1 }));
    });
    const session = await openTestSession(verifier, principals.admin!);
    expect((await bare.inject({ method: 'GET', url: '/x', headers: { cookie: session.cookie } })).statusCode).toBe(401);
    await bare.close();
  });
});
