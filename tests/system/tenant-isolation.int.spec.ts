import { randomUUID } from 'node:crypto';
import { allCommands, runSystemCommand } from '@portal/command-api';
import { customerIdOfStream, defaultBusinessLimits, defaultProductFees, meteringPointStream, offerDraftStream, offerStream, portalCatalog, principalFrom, products } from '@portal/events';
import { testEvent, offerRequestedData } from '@portal/events/testing';
import { openTestSession, type TestSession } from '@portal/platform/testing';
import { allViews, waitForCheckpoint } from '@portal/projections';
import { contact, firm } from '../../command-api/src/customer/testing/customer-fixtures.ts';
import { swissCode, swissPoint, zurich } from '../../command-api/src/metering-point/testing/metering-fixtures.ts';
import { inputs, offerRequest } from '../../command-api/src/offer/testing/offer-fixtures.ts';
import { alphaId, betaId, partner } from '../../command-api/src/sales-partner/testing/partner-fixtures.ts';
import { startSystem, systemOperatorToken, type System } from './system-harness.ts';

// Tenant isolation, walked from what the system says it serves: every GET route with a path
// parameter in the OpenAPI document, and every command of allCommands. A route or command added
// later is covered without being listed here; one this walk cannot build a request for fails
// (routes) or is printed as not covered (commands), never skipped silently.

const password = 'Portal-Test-2026!';
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const person = { sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 67', name: 'Muster', prename: 'Anna' } as const;
// betaCustomer: the number the command API assigns to beta's customer (beforeAll).
// ownCustomer / neighbour: two firm customers of alpha; the first one's admin is the customer walking.
const ids = {
  admin: randomUUID(), anna: randomUUID(), ben: randomUUID(), betaCustomer: '', betaCustomerUser: randomUUID(),
  ownCustomer: '', ownAdmin: randomUUID(), neighbour: '', neighbourUser: randomUUID(), auditor: randomUUID(),
};
const betaProfile = partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'], communicationMail: 'portal@beta.test' });

// A metering point of beta's customer and one of alpha's neighbour customer (beforeAll).
const points = { beta: swissCode(1), neighbour: swissCode(2) };

/** The metering point commands naming another tenant's customer or point. */
function meteringFixtures(customerId: () => string, code: string): Record<string, () => unknown> {
  const key = { code, direction: 'CONS' };
  return {
    RegisterMeteringPoints: () => ({ customerId: customerId(), marketArea: 'CH', declared: 'BOTH', source: 'FORM', points: [swissPoint(3)] }),
    ChangeMeteringPointAddress: () => ({ ...key, address: { ...zurich, street: 'Uebernahmeweg' }, validFrom: '2026-01-01' }),
    ChangeYearlyQuantity: () => ({ ...key, yearlyQuantityKwh: '1', validFrom: '2026-01-01' }),
    ChangeDeliveryPeriod: () => ({ ...key, deliveryFrom: '2026-01-01', deliveryTo: null }),
    SetInterruption: () => ({ ...key, from: '2026-05-01', to: '2026-05-02' }),
    ReplaceMeter: () => ({ ...key, newCode: swissCode(4), validFrom: '2026-01-01' }),
    RemoveMeteringPoint: () => key,
    // Admin-only: a partner user is refused by role, whatever the point.
    RequestForecastRollout: () => ({ points: [key], fromYear: 2027, toYear: 2027 }),
    AcceptLongTermForecast: () => ({ ...key, forecastId: '00000000-0000-4000-8000-000000000001' }),
    ReplaceLongTermForecast: () => ({ ...key, forecastId: '00000000-0000-4000-8000-000000000001', from: '2027-01-01', to: '2027-12-31', resolution: 15, file: 'a'.repeat(64) }),
    // The tenant rules come before the file is read: a file that was never uploaded still gets 403.
    UploadLoadProfile: () => ({ code, directions: 'CONS', from: '2026-03-29', to: '2026-03-29', resolution: 15, file: 'a'.repeat(64) }),
  };
}

/** The offer commands naming another tenant's customer, draft or offer (a draft never saved answers like another tenant's). */
function offerFixtures(customerId: () => string, code: string, offerId: string): Record<string, () => unknown> {
  return {
    SaveOfferDraft: () => ({ draftId: randomUUID(), step: 2, request: { customerId: customerId() } }),
    DiscardOfferDraft: () => ({ draftId: randomUUID() }),
    RequestOffer: () => offerRequest({ customerId: customerId(), meteringPoints: [{ code, direction: 'CONS' }] }),
    AcceptOffer: () => ({ offerId, years: [2028], termsAccepted: true }),
    RejectOffer: () => ({ offerId }),
  };
}

/** The admin's offer commands: a partner user is refused by role, whatever the offer. */
function adminOfferFixtures(offerId: string): Record<string, () => unknown> {
  return {
    PriceOffer: () => ({ offerId, years: [{ year: 2028, cons: inputs }, { year: 2029, cons: inputs }] }),
    ReleaseOffer: () => ({ offerId, confirmed: true }),
    FlagOfferChange: () => ({ offerId, deltas: [{ year: 2028, direction: 'CONS', volumeDeltaKwh: '1', reason: 'tenant walk' }] }),
    RemoveOfferChangeFlag: () => ({ offerId }),
  };
}

/** Public by decision (query-api/src/routes/README.md): branding, terms and lists needed before login. */
const publicRoutes: ReadonlyMap<string, string> = new Map([
  ['/api/getConfigDB/{domain}', 'branding of the login page'],
  ['/api/getContact/{domain}', 'contact of the logged-out drawer'],
  ['/api/getLogo/{salesPartnerId}', 'logo before login'],
  ['/api/getFavicon/{salesPartnerId}', 'favicon of every page'],
  ['/api/getConfigSelect/{domain}', 'lists of the registration forms'],
  ['/api/termsConditionsPortal/{locale}/{domain}', 'terms in the footer and registration'],
  ['/api/termsConditionsPortalPdf/{id}', 'the PDFs of published terms'],
  ['/api/activation/{id}', 'activation link of a mail (random id, 7 days)'],
  ['/api/setNewPassword/{id}', 'password reset link of a mail (random id, 1 hour)'],
]);

/**
 * Where an auditor reads (docs/adr/0025-auditors.md): the audit routes, which the audit API adds
 * to this walk, and the routes of his own session (OpenAPI tag `session`: user info, the portal
 * terms check). Every other GET route shows him no more than a visitor: 403 or 404 where a
 * visitor gets 401, and a success only where a visitor gets one.
 */
const auditorReadPrefixes: readonly string[] = ['/api/audit/'];
const auditorReadTags: readonly string[] = ['session'];
/** The commands on the own account, the only ones an auditor sends (command-api/src/user/own-account.ts). */
const auditorOwnAccount = ['ChangeOwnPassword', 'ChangeUserDetails', 'ConfirmMailChange', 'RequestMailChange'];

/** A metering point of beta's customer (appended as its event: the walk reads, it does not register). */
const betaPoint = { code: 'BETA0001', direction: 'CONS' } as const;

/** Offers and drafts of beta's customer and of alpha's neighbour customer (appended as their events, beforeAll). */
const offers = { beta: '590001', neighbour: '590002', own: '590003' };
const offerDrafts = { beta: '3f0e6a52-6a3e-4c1e-9a57-3f1d2a0000b1', neighbour: '3f0e6a52-6a3e-4c1e-9a57-3f1d2a0000b2' };

/** Beta's value for a path parameter, by its name. */
const betaValue = (name: string): string | undefined =>
  ({
    salesPartnerId: betaId,
    customerId: ids.betaCustomer,
    userId: ids.ben,
    domain: 'beta.localhost',
    version: '1',
    language: 'de',
    locale: 'de',
    code: betaPoint.code,
    direction: betaPoint.direction,
    offerId: offers.beta,
    draftId: offerDrafts.beta,
    // The audit routes (ADR 26) take any stream of the log; beta's customer is one.
    streamId: `customer-${ids.betaCustomer}`,
  })[name];

describe('tenant isolation', () => {
  let system: System;
  const as: Record<'admin' | 'anna' | 'ben' | 'ownAdmin' | 'auditor', TestSession> = {} as never;

  async function post(path: string, payload: unknown, headers: Record<string, string>): Promise<{ status: number; body: { data?: { position?: string; streamId?: string }; code?: string } }> {
    const res = await fetch(`${system.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return { status: res.status, body: (await res.json()) as never };
  }
  const operator = { authorization: `Bearer ${systemOperatorToken}` };
  const command = (type: string, data: unknown, headers: Record<string, string> = operator) => post('/api/commands', { type, commandId: randomUUID(), data }, headers);

  beforeAll(async () => {
    system = await startSystem({ sessions: true });
    const session = system.session!;
    for (const [type, data] of [
      ['CreateSalesPartner', partner()],
      ['CreateSalesPartner', betaProfile],
      ['CreatePlatformUser', { userId: ids.admin, salesPartnerId: null, role: 'admin', mail: 'admin@portal.test', ...person }],
      ['CreatePlatformUser', { userId: ids.anna, salesPartnerId: alphaId, role: 'salesPartner', mail: 'anna@alpha.test', ...person }],
      ['CreatePlatformUser', { userId: ids.ben, salesPartnerId: betaId, role: 'salesPartner', mail: 'ben@beta.test', ...person }],
      ['CreatePlatformUser', { userId: ids.auditor, salesPartnerId: null, role: 'auditor', mail: 'audrey@audit.test', ...person }],
    ] as const) {
      expect([type, (await command(type, data)).status]).toEqual([type, 200]);
    }
    // Real credentials: destructive commands check the acting password before the tenant.
    for (const userId of [ids.admin, ids.anna, ids.auditor]) await session.setKnownCredentials(userId, password, totpSecret, new Date());
    as.admin = await openTestSession(session, principalFrom({ userId: ids.admin, role: 'admin' }));
    as.anna = await openTestSession(session, principalFrom({ userId: ids.anna, role: 'salesPartner', salesPartnerId: alphaId }));
    as.ben = await openTestSession(session, principalFrom({ userId: ids.ben, role: 'salesPartner', salesPartnerId: betaId }));
    as.auditor = await openTestSession(session, principalFrom({ userId: ids.auditor, role: 'auditor' }));
    const created = await command('CreateCustomer', firm({ user: { userId: ids.betaCustomerUser } }), as.ben.headers);
    expect([created.status, created.body.code]).toEqual([200, undefined]);
    ids.betaCustomer = customerIdOfStream(created.body.data?.streamId ?? '');
    // Two customers of alpha; the first one's admin is activated with known credentials.
    const own = await command('CreateCustomer', firm({ firmname: 'Eigen AG', contact: contact({ mail: 'admin@eigen.test' }), user: { userId: ids.ownAdmin } }), as.anna.headers);
    const neighbour = await command('CreateCustomer', firm({ firmname: 'Nachbar AG', contact: contact({ mail: 'user@nachbar.test' }), user: { userId: ids.neighbourUser } }), as.anna.headers);
    ids.ownCustomer = customerIdOfStream(own.body.data?.streamId ?? '');
    ids.neighbour = customerIdOfStream(neighbour.body.data?.streamId ?? '');
    const registered = [
      await command('RegisterMeteringPoints', { customerId: ids.betaCustomer, marketArea: 'CH', declared: 'BOTH', source: 'FORM', points: [swissPoint(1)] }, as.ben.headers),
      await command('RegisterMeteringPoints', { customerId: ids.neighbour, marketArea: 'CH', declared: 'BOTH', source: 'FORM', points: [swissPoint(2)] }, as.anna.headers),
    ];
    expect(registered.map((r) => r.status)).toEqual([200, 200]);
    await runSystemCommand({ eventStore: system.eventStore, catalog: portalCatalog() }, 'ActivateSeededUser', { userId: ids.ownAdmin });
    await session.setKnownCredentials(ids.ownAdmin, password, totpSecret, new Date());
    as.ownAdmin = await openTestSession(session, principalFrom({ userId: ids.ownAdmin, role: 'customer', salesPartnerId: alphaId, customerId: ids.ownCustomer, customerType: 'FI', isCustomerAdmin: true }));
    await system.eventStore.append(meteringPointStream(betaPoint.code, betaPoint.direction), [
      testEvent('MeteringPointRegistered', {
        ...betaPoint, customerId: ids.betaCustomer, salesPartnerId: betaId, marketArea: 'CH', yearlyQuantityKwh: '12000',
        address: { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' },
        deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null,
      }),
    ], { expectedRevision: 'no_stream' });
    const draft = (draftId: string, salesPartnerId: string, customerId: string) =>
      testEvent('OfferDraftSaved', { draftId, salesPartnerId, customerId, savedBy: { userId: randomUUID(), role: 'customer' }, step: 1, request: { product: 'FULL' } });
    await system.eventStore.append(offerStream(offers.beta), [testEvent('OfferRequested', offerRequestedData(offers.beta, ids.betaCustomer, betaId))], { expectedRevision: 'no_stream' });
    await system.eventStore.append(offerStream(offers.neighbour), [testEvent('OfferRequested', offerRequestedData(offers.neighbour, ids.neighbour, alphaId))], { expectedRevision: 'no_stream' });
    await system.eventStore.append(offerStream(offers.own), [testEvent('OfferRequested', offerRequestedData(offers.own, ids.ownCustomer, alphaId))], { expectedRevision: 'no_stream' });
    await system.eventStore.append(offerDraftStream(offerDrafts.beta), [draft(offerDrafts.beta, betaId, ids.betaCustomer)], { expectedRevision: 'no_stream' });
    await system.eventStore.append(offerDraftStream(offerDrafts.neighbour), [draft(offerDrafts.neighbour, alphaId, ids.neighbour)], { expectedRevision: 'no_stream' });
    const head = await system.eventStore.head();
    await Promise.all(allViews.map((view) => waitForCheckpoint(system.readStore, view.name, head)));
    await system.offerTable.catchUp();
  });
  afterAll(() => system.close());

  describe('every GET route with a path parameter', () => {
    async function guardedRoutes(): Promise<{ walked: string[]; public: string[] }> {
      const spec = (await (await fetch(`${system.url}/api/openapi.json`, { headers: operator })).json()) as { paths: Record<string, Record<string, unknown>> };
      const withParams = Object.entries(spec.paths).filter(([path, ops]) => ops.get && path.includes('{')).map(([path]) => path);
      return { walked: withParams.filter((p) => !publicRoutes.has(p)), public: withParams.filter((p) => publicRoutes.has(p)) };
    }
    const fill = (path: string): string =>
      path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
        const value = betaValue(name);
        if (value === undefined) throw new Error(`no beta value for {${name}} of ${path}: add one to betaValue in tenant-isolation.int.spec.ts`);
        return encodeURIComponent(value);
      });
    const get = async (path: string, session?: TestSession) => (await fetch(`${system.url}${path}`, { headers: session ? { cookie: session.cookie, host: 'alpha.localhost' } : {} })).status;

    it("refuses beta's ids to alpha's user (403 or 404), to nobody (401), and knows the admin's session", async () => {
      const routes = await guardedRoutes();
      process.stdout.write(`tenant walk: ${routes.walked.length} guarded GET routes with path parameters (${routes.walked.join(', ')}); public by decision: ${routes.public.join(', ') || 'none'}\n`);
      const outcomes = [];
      for (const route of routes.walked) {
        const url = fill(route);
        outcomes.push({ route, anonymous: await get(url), alpha: await get(url, as.anna), adminKnown: (await get(url, as.admin)) !== 401 });
      }
      expect(outcomes.filter((o) => o.anonymous !== 401 || ![403, 404].includes(o.alpha) || !o.adminKnown)).toEqual([]);
    });

    it('keeps the public list to routes that exist (a renamed public route is walked, not forgotten)', async () => {
      const routes = await guardedRoutes();
      const stale = [...publicRoutes.keys()].filter((p) => !routes.public.includes(p));
      expect(stale).toEqual([]);
    });
  });

  describe('every GET route for the auditor', () => {
    const fillBeta = (path: string): string => path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(betaValue(name) ?? `no-beta-value-for-${name}`));
    const status = async (path: string, session?: TestSession) => (await fetch(`${system.url}${path}`, { headers: session ? { cookie: session.cookie } : {} })).status;

    it('shows him no more than a visitor outside the audit routes: 403 or 404 where a visitor gets 401', async () => {
      const spec = (await (await fetch(`${system.url}/api/openapi.json`, { headers: operator })).json()) as { paths: Record<string, { get?: { tags?: string[] } }> };
      const his = ([path, ops]: [string, { get?: { tags?: string[] } }]) => auditorReadPrefixes.some((prefix) => path.startsWith(prefix)) || (ops.get?.tags ?? []).some((tag) => auditorReadTags.includes(tag));
      const entries = Object.entries(spec.paths).filter(([, ops]) => ops.get);
      const routes = entries.filter((entry) => !his(entry)).map(([path]) => path);
      const outcomes = [];
      for (const route of routes) {
        const url = fillBeta(route);
        outcomes.push({ route, visitor: await status(url), auditor: await status(url, as.auditor) });
      }
      const guarded = outcomes.filter((o) => o.visitor === 401);
      process.stdout.write(
        `auditor walk: ${guarded.length} guarded GET routes refused; open to visitors too: ${outcomes.filter((o) => o.visitor !== 401).map((o) => o.route).join(', ')}; ` +
          `his own: ${entries.filter(his).map(([path]) => path).join(', ')}\n`,
      );
      expect(guarded.length).toBeGreaterThan(20);
      const success = (status: number) => status >= 200 && status < 300;
      expect(outcomes.filter((o) => (o.visitor === 401 ? ![403, 404].includes(o.auditor) : success(o.auditor) && !success(o.visitor)))).toEqual([]);
    });

    it('shows him his own user and session', async () => {
      expect(await status(`/api/users/${ids.auditor}`, as.auditor)).toBe(200);
      const info = (await (await fetch(`${system.url}/api/getUserInfo`, { headers: { cookie: as.auditor.cookie } })).json()) as { data: { role: string } };
      expect(info.data.role).toBe('auditor');
    });
  });

  // The offer tables are POST reads (spec section 7): the walk above sees GET routes only.
  describe('the offer tables', () => {
    const table = { rowsPerPage: 100, firstKey: null, lastKey: null, previousStep: false, nextStep: false, language: 'de', direction: 'desc' };
    const offerIds = async (path: string, session: TestSession, searchObj: Record<string, unknown> = {}) => {
      const res = await post(path, { ...table, searchObj }, { cookie: session.cookie, host: 'alpha.localhost' });
      expect([path, res.status]).toEqual([path, 200]);
      return ((res.body.data as unknown as { data: { offerId: string }[] }).data).map((r) => r.offerId).sort();
    };

    it("shows alpha's partner and customer no offer of beta or of the neighbour, whatever the filter", async () => {
      expect(await offerIds('/api/getOfferTableSPKeyset', as.anna)).toEqual([offers.neighbour, offers.own]);
      expect(await offerIds('/api/getOfferTableSPKeyset', as.anna, { customerId: ids.betaCustomer })).toEqual([]);
      expect(await offerIds('/api/getOfferTableSPKeyset', as.anna, { offerid: offers.beta })).toEqual([]);
      expect(await offerIds('/api/getOfferTableCUKeyset', as.ownAdmin)).toEqual([offers.own]);
      expect(await offerIds('/api/getOfferTableCUKeyset', as.ownAdmin, { offerid: offers.neighbour })).toEqual([]);
      expect(await offerIds('/apiadmin/getOfferTableKeyset', as.admin)).toEqual([offers.beta, offers.neighbour, offers.own]);
    });

    it('refuses the tables to nobody (401) and to the wrong role (403)', async () => {
      const body = { ...table, searchObj: {} };
      const statuses = [];
      for (const path of ['/apiadmin/getOfferTableKeyset', '/api/getOfferTableSPKeyset', '/api/getOfferTableCUKeyset']) statuses.push([path, (await post(path, body, {})).status]);
      statuses.push(['admin as anna', (await post('/apiadmin/getOfferTableKeyset', body, { cookie: as.anna.cookie, host: 'alpha.localhost' })).status]);
      statuses.push(['SP as customer', (await post('/api/getOfferTableSPKeyset', body, { cookie: as.ownAdmin.cookie, host: 'alpha.localhost' })).status]);
      statuses.push(['CU as anna', (await post('/api/getOfferTableCUKeyset', body, { cookie: as.anna.cookie, host: 'alpha.localhost' })).status]);
      for (const path of ['/apiadmin/getOfferTableKeyset', '/api/getOfferTableSPKeyset', '/api/getOfferTableCUKeyset']) statuses.push([`${path} as auditor`, (await post(path, body, { cookie: as.auditor.cookie })).status]);
      expect(statuses).toEqual([
        ['/apiadmin/getOfferTableKeyset', 401], ['/api/getOfferTableSPKeyset', 401], ['/api/getOfferTableCUKeyset', 401],
        ['admin as anna', 403], ['SP as customer', 403], ['CU as anna', 403],
        ['/apiadmin/getOfferTableKeyset as auditor', 403], ['/api/getOfferTableSPKeyset as auditor', 403], ['/api/getOfferTableCUKeyset as auditor', 403],
      ]);
    });
  });

  describe('every command', () => {
    // Beta's ids in each command's data; alpha's user sends them. Missing types are printed below.
    const acting = { actingPassword: password };
    const fixtures: Record<string, () => unknown> = {
      ReplaceConfigList: () => ({ list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }], reason: 'tenant walk' }),
      ChangeDefaultEnergyQuality: () => ({ certificateId: 'CH-SOLAR', reason: 'tenant walk' }),
      ChangeBusinessLimits: () => ({ limits: { ...defaultBusinessLimits, maxRolloutYears: 1 }, reason: 'tenant walk' }),
      ChangeOperatorProfile: () => ({
        profile: {
          name: 'Taken Over AG', color: '#123456', colorPalette: 'warm',
          contact: { name: 'Eve', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', phone: '+41 44 000 00 00', mail: 'eve@beta.test', website: 'https://beta.test', opentopublic: true },
        },
        reason: 'tenant walk',
      }),
      CreateSalesPartner: () => ({ ...betaProfile, salesPartnerId: randomUUID(), subdomain: 'gamma', domains: ['gamma.localhost'] }),
      ChangeSalesPartner: () => ({ ...betaProfile, name: 'Taken Over' }),
      ChangeSalesPartnerDesign: () => ({ salesPartnerId: betaId, color: '#123456', colorPalette: 'warm', logo: null, favicon: null }),
      PublishPortalTerms: () => ({ salesPartnerId: betaId, language: 'de', documents: [{ name: 'AGB', pdf: 'a'.repeat(64) }] }),
      ActivateSalesPartner: () => ({ salesPartnerId: betaId, ...acting }),
      DeactivateSalesPartner: () => ({ salesPartnerId: betaId, ...acting }),
      SetPublicRegistration: () => ({ salesPartnerId: betaId, allowed: false }),
      DeleteSalesPartner: () => ({ salesPartnerId: betaId, ...acting }),
      SendTestMail: () => ({ salesPartnerId: betaId }),
      PublishDocumentTemplate: () => ({ salesPartnerId: betaId, language: 'de', name: 'Vorlage', file: 'a'.repeat(64) }),
      CreatePlatformUser: () => ({ userId: randomUUID(), salesPartnerId: betaId, role: 'salesPartner', mail: 'eve@beta.test', ...person }),
      InviteUser: () => ({ userId: randomUUID(), salesPartnerId: betaId, customerId: null, role: 'salesPartner', isCustomerAdmin: false, mail: 'eve@beta.test', ...person }),
      ChangeUserDetails: () => ({ userId: ids.ben, ...person, isCustomerAdmin: false }),
      DeactivateUser: () => ({ userId: ids.ben, ...acting }),
      ReactivateUser: () => ({ userId: ids.ben, ...acting }),
      SetUserPassword: () => ({ userId: ids.ben, ...acting, password: 'Taken-Over-2026!', passwordRepeat: 'Taken-Over-2026!' }),
      ResetUserTwoFactor: () => ({ userId: ids.ben, ...acting }),
      ChangeCustomer: () => {
        const { customerType: _type, user: _user, ...profile } = firm({ firmname: 'Taken Over AG' });
        return { customerId: ids.betaCustomer, ...profile };
      },
      DeleteCustomer: () => ({ customerId: ids.betaCustomer, ...acting }),
      EraseCustomer: () => ({ customerId: ids.betaCustomer, ...acting }),
      ...meteringFixtures(() => ids.betaCustomer, points.beta),
      ...offerFixtures(() => ids.betaCustomer, points.beta, offers.beta),
      ...adminOfferFixtures(offers.beta),
      SetMarginsServiceFees: () => ({ salesPartnerId: betaId, fees: products.map((product) => ({ ...defaultProductFees(product), margin: '99' })) }),
      // Market data is the platform's: a partner user is refused by role, whatever the job.
      StartMarketImport: () => ({ jobId: randomUUID(), kind: 'ECB_FX', sha256: 'a'.repeat(64), fileName: 'eurofxref-hist.csv', size: 100 }),
      RemoveMarketImportErrorFlag: () => ({ jobId: randomUUID() }),
    };
    const alsoRefusedWith: Record<string, readonly number[]> = {};
    /** Commands that name no other tenant: they act on the sender alone (a new customer is the sender's partner's, its number the API's). */
    const selfOnly = new Set(['ChangeOwnPassword', 'RequestMailChange', 'ConfirmMailChange', 'CreateCustomer']);
    const overHttp = allCommands.filter((c) => !(c.roles.length === 1 && c.roles[0] === 'system')).map((c) => c.type);

    it("refuses every command with beta's ids from alpha's user and appends nothing", async () => {
      const notCovered = overHttp.filter((type) => !fixtures[type] && !selfOnly.has(type));
      process.stdout.write(
        `command walk: ${overHttp.length - notCovered.length - selfOnly.size} of ${overHttp.length} command types sent with beta's ids; ` +
          `acting on the sender only: ${[...selfOnly].filter((t) => overHttp.includes(t)).join(', ')}; NOT COVERED (add a fixture): ${notCovered.join(', ') || 'none'}\n`,
      );
      const outcomes = [];
      for (const type of overHttp.filter((t) => fixtures[t])) {
        const before = await system.eventStore.head();
        const res = await command(type, fixtures[type]!(), as.anna.headers);
        const after = await system.eventStore.head();
        outcomes.push({ type, status: res.status, code: res.body.code, appended: after.position !== before.position });
      }
      // 403 (role or tenant) or 404 is a refusal that looked at the tenant; a 400 would mean the fixture is malformed.
      expect(outcomes.filter((o) => ![403, 404, ...(alsoRefusedWith[o.type] ?? [])].includes(o.status) || o.appended)).toEqual([]);
    });

    it('refuses every business command to the auditor by role, whatever it names, and appends nothing', async () => {
      // Commands whose role check admits the auditor are his own account's, and no other.
      expect(allCommands.filter((c) => c.roles.includes('auditor')).map((c) => c.type).sort()).toEqual(auditorOwnAccount);
      const business = overHttp.filter((type) => !auditorOwnAccount.includes(type));
      const outcomes = [];
      for (const type of business) {
        const before = await system.eventStore.head();
        // Refused before the schema is read: a command without a fixture is sent with no data.
        const res = await command(type, fixtures[type]?.() ?? {}, as.auditor.headers);
        const after = await system.eventStore.head();
        outcomes.push({ type, status: res.status, code: res.body.code, appended: after.position !== before.position });
      }
      process.stdout.write(`auditor command walk: ${business.length} business commands refused; his own account: ${auditorOwnAccount.join(', ')}\n`);
      expect(outcomes.filter((o) => o.status !== 403 || o.code !== 'ERR_BAD_REQUEST' || o.appended)).toEqual([]);
    });

    it('lets beta itself change what alpha may not (the fixtures are valid)', async () => {
      const res = await command('ChangeSalesPartnerDesign', fixtures.ChangeSalesPartnerDesign!(), as.ben.headers);
      expect(res.status).toBe(200);
      const interrupted = await command('SetInterruption', fixtures.SetInterruption!(), as.ben.headers);
      expect(interrupted.status).toBe(200);
    });
  });

  // The audit reads every tenant's history: the admin and auditors only (ADR 26). The walk above
  // sees its routes with a path parameter; this names all four, the stream search included.
  describe('the audit routes', () => {
    const auditUrls = () => {
      const streamId = `customer-${ids.betaCustomer}`;
      return ['/api/audit/streams?prefix=customer-', `/api/audit/streams/${streamId}/history`, `/api/audit/streams/${streamId}?asOf=${encodeURIComponent(new Date().toISOString())}`, `/api/audit/streams/${streamId}/diff?from=1&to=${encodeURIComponent(new Date().toISOString())}`];
    };
    const status = async (path: string, session: TestSession) => (await fetch(`${system.url}${path}`, { headers: { cookie: session.cookie, host: 'alpha.localhost' } })).status;

    it("refuses them to a partner's user and a customer (403), and serves the admin", async () => {
      const outcomes = [];
      for (const url of auditUrls()) outcomes.push({ url, anna: await status(url, as.anna), customer: await status(url, as.ownAdmin) });
      expect(outcomes.filter((o) => o.anna !== 403 || o.customer !== 403)).toEqual([]);
      const admin = [];
      for (const url of auditUrls()) admin.push(await status(url, as.admin));
      // The diff from position 1 asks for a moment before beta's customer existed: 422, not a refusal of the admin.
      expect(admin).toEqual([200, 200, 200, 422]);
    });
  });

  describe('a customer against another customer of the same partner', () => {
    /** The neighbour's value for a path parameter; routes with other parameters name no customer. */
    const neighbourValue = (name: string): string | undefined => ({ customerId: ids.neighbour, userId: ids.neighbourUser, offerId: offers.neighbour, draftId: offerDrafts.neighbour })[name];
    const walkable = async (): Promise<string[]> => {
      const spec = (await (await fetch(`${system.url}/api/openapi.json`, { headers: operator })).json()) as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(spec.paths)
        .filter(([path, ops]) => ops.get && !publicRoutes.has(path) && /\{(customerId|userId|offerId|draftId)\}/.test(path) && [...path.matchAll(/\{([^}]+)\}/g)].every((m) => neighbourValue(m[1]!) !== undefined))
        .map(([path]) => path);
    };
    const get = async (path: string) => (await fetch(`${system.url}${path}`, { headers: { cookie: as.ownAdmin.cookie, host: 'alpha.localhost' } })).status;

    it("refuses the neighbour's customer and users to a customer admin (403 or 404), who reads their own", async () => {
      const routes = await walkable();
      process.stdout.write(`customer walk: ${routes.length} GET routes naming a customer or user (${routes.join(', ')})\n`);
      expect(routes.length).toBeGreaterThan(3);
      const outcomes = [];
      for (const route of routes) {
        const status = await get(route.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(neighbourValue(name)!)));
        outcomes.push({ route, status });
      }
      expect(outcomes.filter((o) => ![403, 404].includes(o.status))).toEqual([]);
      expect(await get(`/api/customers/${ids.ownCustomer}`)).toBe(200);
      expect(await get(`/api/customers/${ids.ownCustomer}/users`)).toBe(200);
      expect(await get(`/api/offers/${offers.own}`)).toBe(200);
    });

    it("refuses every command a customer may send when it names the neighbour, and appends nothing", async () => {
      const acting = { actingPassword: password };
      const { customerType: _type, user: _user, ...profile } = firm({ firmname: 'Uebernommen AG', contact: contact({ mail: 'user@nachbar.test' }) });
      const fixtures: Record<string, () => unknown> = {
        InviteUser: () => ({ userId: randomUUID(), salesPartnerId: alphaId, customerId: ids.neighbour, role: 'customer', isCustomerAdmin: false, mail: 'eve@nachbar.test', ...person }),
        ChangeUserDetails: () => ({ userId: ids.neighbourUser, ...person, isCustomerAdmin: true }),
        DeactivateUser: () => ({ userId: ids.neighbourUser, ...acting }),
        ReactivateUser: () => ({ userId: ids.neighbourUser, ...acting }),
        SetUserPassword: () => ({ userId: ids.neighbourUser, ...acting, password: 'Taken-Over-2026!', passwordRepeat: 'Taken-Over-2026!' }),
        ResetUserTwoFactor: () => ({ userId: ids.neighbourUser, ...acting }),
        ChangeCustomer: () => ({ customerId: ids.neighbour, ...profile }),
        ...meteringFixtures(() => ids.neighbour, points.neighbour),
        ...offerFixtures(() => ids.neighbour, points.neighbour, offers.neighbour),
      };
      const selfOnly = new Set(['ChangeOwnPassword', 'RequestMailChange', 'ConfirmMailChange']);
      const forCustomers = allCommands.filter((c) => c.roles.includes('customer')).map((c) => c.type);
      expect(forCustomers.filter((type) => !fixtures[type] && !selfOnly.has(type))).toEqual([]);
      const outcomes = [];
      for (const type of Object.keys(fixtures)) {
        const before = await system.eventStore.head();
        const res = await command(type, fixtures[type]!(), as.ownAdmin.headers);
        const after = await system.eventStore.head();
        outcomes.push({ type, status: res.status, code: res.body.code, appended: after.position !== before.position });
      }
      expect(outcomes.filter((o) => ![403, 404].includes(o.status) || o.appended)).toEqual([]);
      // The same session may change its own customer: the refusals above are about the neighbour.
      const own = await command('ChangeCustomer', { customerId: ids.ownCustomer, ...profile, firmname: 'Eigen Neu AG', contact: contact({ mail: 'admin@eigen.test' }) }, as.ownAdmin.headers);
      expect(own.status).toBe(200);
    });
  });
});
