import { randomUUID } from 'node:crypto';
import { hostNameStream, salesPartnerStream } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { alphaId, betaId, partner } from './testing/partner-fixtures.ts';
import { apiWithBlobs, auth, fileOf } from './testing/api-for-test.ts';

const beta = (overrides: Parameters<typeof partner>[0] = {}) =>
  partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'], ...overrides });

describe('sales partner commands over HTTP', () => {
  let app: FastifyInstance;
  let eventStore: SqlEventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, eventStore, close } = await apiWithBlobs());
    // Alpha holds alpha.localhost, portal.alpha-energie.ch and the subdomain alpha.
    const res = await send('CreateSalesPartner', partner());
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => close());

  function send(type: string, data: unknown, commandId = randomUUID(), headers: Record<string, string> = auth) {
    return app.inject({ method: 'POST', url: '/api/commands', payload: { type, commandId, data }, headers });
  }
  const upload = async (bytes: Buffer): Promise<string> =>
    (await app.inject({ method: 'POST', url: '/api/uploads', payload: bytes, headers: { ...auth, 'content-type': 'application/octet-stream' } })).json().data.hash;
  const logLength = async () => (await eventStore.readAll({ maxCount: 100_000 })).length;
  const lastOf = async (stream: string) => (await eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];

  it('creates a partner in its tenant and reserves its names', async () => {
    const [created] = await eventStore.readStream(salesPartnerStream(alphaId));
    expect(created).toMatchObject({ type: 'SalesPartnerCreated', data: partner() });
    expect(created!.metadata).toMatchObject({ tenant: alphaId, actor: { userId: 'operator', role: 'admin' } });
    for (const stream of [hostNameStream('subdomain', 'alpha'), hostNameStream('domain', 'alpha.localhost'), hostNameStream('domain', 'portal.alpha-energie.ch')]) {
      expect(await lastOf(stream)).toMatchObject({ type: 'HostNameReserved', data: { salesPartnerId: alphaId }, metadata: { causationId: created!.metadata.commandId } });
    }
  });

  it.each([
    ['a host name of another partner (in any case)', { domains: ['beta.localhost', 'ALPHA.localhost'] }, 'data.domains.1'],
    ['the subdomain of another partner', { subdomain: 'alpha' }, 'data.subdomain'],
  ])('refuses %s as already taken and stores nothing', async (_name, overrides, field) => {
    const before = await logLength();
    const res = await send('CreateSalesPartner', beta(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isClientError: true, code: 'VALIDATION_ERROR', field, message: expect.stringContaining('already taken') });
    expect(await logLength()).toBe(before);
  });

  it.each([
    ['a colour that is not a colour', 'ChangeSalesPartnerDesign', { salesPartnerId: alphaId, color: 'red', colorPalette: 'cold', logo: null, favicon: null }, 'data.color'],
    ['a palette that is neither cold nor warm', 'ChangeSalesPartnerDesign', { salesPartnerId: alphaId, color: '#112233', colorPalette: 'hot', logo: null, favicon: null }, 'data.colorPalette'],
    ['a name with markup', 'CreateSalesPartner', beta({ contact: { ...partner().contact, name: '<b>Beta</b>' } }), 'data.contact.name'],
    ['a blank place', 'CreateSalesPartner', beta({ address: { ...partner().address, place: '   ' } }), 'data.address.place'],
    ['a mail address without domain', 'CreateSalesPartner', beta({ mail: 'info@' }), 'data.mail'],
    ['a website that is not http', 'CreateSalesPartner', beta({ website: 'ftp://beta.de' }), 'data.website'],
    ['a phone with letters', 'CreateSalesPartner', beta({ phone: '+49 89 CALL-ME' }), 'data.phone'],
    ['eleven host names', 'CreateSalesPartner', beta({ domains: Array.from({ length: 11 }, (_, i) => `b${i}.localhost`) }), 'data.domains'],
    ['no currency', 'CreateSalesPartner', beta({ currencies: [] }), 'data.currencies'],
    ['a subdomain with a dot', 'CreateSalesPartner', beta({ subdomain: 'beta.strom' }), 'data.subdomain'],
    ['a zip code of the wrong country', 'CreateSalesPartner', beta({ address: { ...partner().address, zipCode: '80331' } }), 'data.address.zipCode'],
    ['a terms language that is not offered', 'PublishPortalTerms', { salesPartnerId: alphaId, language: 'it', documents: [{ name: 'AGB', pdf: 'c'.repeat(64) }] }, 'data.language'],
  ])('refuses %s with VALIDATION_ERROR at the field', async (_name, type, data, field) => {
    const before = await logLength();
    const res = await send(type, data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await logLength()).toBe(before);
  });

  it('refuses anonymous callers', async () => {
    const res = await send('CreateSalesPartner', beta(), randomUUID(), {});
    expect(res.statusCode).toBe(401);
  });

  it('answers a replayed create with the first result', async () => {
    const commandId = randomUUID();
    const gamma = beta({ salesPartnerId: randomUUID(), subdomain: 'gamma', domains: ['gamma.localhost'] });
    const first = await send('CreateSalesPartner', gamma, commandId);
    const before = await logLength();
    const again = await send('CreateSalesPartner', gamma, commandId);
    expect(again.json().data).toMatchObject({ position: first.json().data.position, duplicate: true });
    expect(await logLength()).toBe(before);
  });

  it('lets exactly one of two partners racing for a host name have it, and frees the loser\'s names', async () => {
    const ids = [randomUUID(), randomUUID()];
    const racers = ids.map((salesPartnerId, i) => beta({ salesPartnerId, subdomain: `racer${i}`, domains: ['race.localhost'] }));
    const results = await Promise.all(racers.map((data) => send('CreateSalesPartner', data)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.findIndex((r) => r.statusCode === 400);
    expect(results[loser]!.json()).toMatchObject({ field: 'data.domains.0' });
    expect(await eventStore.readStream(salesPartnerStream(ids[loser]!))).toEqual([]);
    // The loser's subdomain may have been reserved before it lost: it must be free again.
    expect((await send('CreateSalesPartner', beta({ salesPartnerId: randomUUID(), subdomain: `racer${loser}`, domains: ['racer.localhost'] }))).statusCode).toBe(200);
  });

  it('releases a host name the partner drops, so another partner can take it', async () => {
    expect((await send('ChangeSalesPartner', partner({ domains: ['alpha.localhost'] }))).statusCode).toBe(200);
    expect(await lastOf(hostNameStream('domain', 'portal.alpha-energie.ch'))).toMatchObject({ type: 'HostNameReleased' });
    const res = await send('CreateSalesPartner', beta({ domains: ['beta.localhost', 'portal.alpha-energie.ch'] }));
    expect(res.statusCode).toBe(200);
    // ...and alpha cannot take it back.
    const back = await send('ChangeSalesPartner', partner());
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ field: 'data.domains.1', message: expect.stringContaining('already taken') });
  });

  it('refuses changes to a partner that does not exist with 404', async () => {
    const res = await send('ChangeSalesPartner', beta({ salesPartnerId: randomUUID(), subdomain: 'nobody', domains: ['nobody.localhost'] }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ERR_BAD_REQUEST', field: 'data.salesPartnerId' });
  });

  describe('design', () => {
    const design = (overrides: Record<string, unknown>) => ({ salesPartnerId: alphaId, color: '#0F7B6C', colorPalette: 'cold', logo: null, favicon: null, ...overrides });

    it('sets a design with an uploaded PNG logo and ICO favicon', async () => {
      const logo = await upload(fileOf.png(500, 1));
      const favicon = await upload(fileOf.ico());
      const res = await send('ChangeSalesPartnerDesign', design({ logo, favicon }));
      expect(res.statusCode).toBe(200);
      expect(await lastOf(salesPartnerStream(alphaId))).toMatchObject({ type: 'SalesPartnerDesignChanged', data: design({ logo, favicon }) });
    });

    it.each([
      ['a logo that is a PDF', async () => ({ logo: await upload(fileOf.pdf(100, 3)) }), 'data.logo'],
      ['a logo that was never uploaded', async () => ({ logo: 'e'.repeat(64) }), 'data.logo'],
      ['a favicon that is a JPEG', async () => ({ favicon: await upload(fileOf.jpeg(80)) }), 'data.favicon'],
    ])('refuses %s with INVALID_FILE', async (_name, make, field) => {
      const data = design(await make());
      const before = await logLength();
      const res = await send('ChangeSalesPartnerDesign', data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FILE', field });
      expect(await logLength()).toBe(before);
    });
  });

  describe('portal terms', () => {
    it('publishes uploaded PDFs as the next version', async () => {
      const pdf = await upload(fileOf.pdf(200, 4));
      const res = await send('PublishPortalTerms', { salesPartnerId: alphaId, language: 'de', documents: [{ name: 'Nutzungsbedingungen Portal', pdf }] });
      expect(res.statusCode).toBe(200);
      expect(await lastOf(salesPartnerStream(alphaId))).toMatchObject({ type: 'PortalTermsPublished', data: { version: 1, documents: [{ id: `${alphaId}-de-1-1`, pdf }] } });
    });

    it('refuses a document that is not a PDF', async () => {
      const png = await upload(fileOf.png(90, 5));
      const res = await send('PublishPortalTerms', { salesPartnerId: alphaId, language: 'de', documents: [{ name: 'AGB', pdf: png }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FILE', field: 'data.documents.0.pdf' });
    });
  });
});
