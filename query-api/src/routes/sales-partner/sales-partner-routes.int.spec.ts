import { defaultPlatformConfig, salesPartnerStream } from '@portal/events';
import { type BlobStore } from '@portal/platform';
import { testEvent } from '@portal/events/testing';
import { queryApiForTest, type QueryApiForTest } from './testing/query-api-for-test.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const contact = {
  name: 'Kundendienst Alpha', street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68',
  mail: 'kundendienst@alpha.ch', website: 'https://alpha.ch/kontakt', opentopublic: true,
};
const profile = (id: string, subdomain: string, domains: string[], marketAreas = ['CH']) => ({
  salesPartnerId: id, name: `${subdomain} AG`, subdomain, domains, website: 'https://alpha.ch', mail: 'info@alpha.ch', phone: '+41 44 123 45 67',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'], marketAreas,
  internal: false, xCode: {}, basicSupply: {}, communicationMail: 'p@alpha.ch', active: true, publicRegistration: true, contact,
});
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(600, 1)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 2)]);

describe('sales partner query routes', () => {
  let api: QueryApiForTest;
  let logo: string;
  let terms: string;
  beforeAll(async () => {
    api = await queryApiForTest();
    logo = (await api.blobStore.put(png, 'image/png')).hash;
    terms = (await api.blobStore.put(pdf, 'application/pdf')).hash;
    await api.given('platformConfig-platform', [{ type: 'PlatformConfigSeeded', data: { lists: defaultPlatformConfig } }]);
    await api.given(salesPartnerStream(alpha), [
      { type: 'SalesPartnerCreated', data: profile(alpha, 'alpha', ['alpha.localhost', 'portal.alpha.ch']) },
      { type: 'SalesPartnerDesignChanged', data: { salesPartnerId: alpha, color: '#0F7B6C', colorPalette: 'warm', logo, favicon: logo } },
      { type: 'PortalTermsPublished', data: { salesPartnerId: alpha, language: 'de', version: 1, documents: [{ id: `${alpha}-de-1-1`, name: 'Nutzungsbedingungen Portal', pdf: terms }] } },
      { type: 'PortalTermsPublished', data: { salesPartnerId: alpha, language: 'en', version: 1, documents: [{ id: `${alpha}-en-1-1`, name: 'Terms', pdf: terms }] } },
      { type: 'PortalTermsPublished', data: { salesPartnerId: alpha, language: 'en', version: 2, documents: [{ id: `${alpha}-en-2-1`, name: 'Terms of use', pdf: terms }] } },
    ]);
    await api.given(salesPartnerStream(beta), [{ type: 'SalesPartnerCreated', data: profile(beta, 'beta', ['beta.localhost'], ['DE-AMPRION', 'DE-TENNET']) }]);
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  describe('GET /api/getConfigDB/{domain}', () => {
    it('answers the partner\'s design for its host, whatever the case and port', async () => {
      const res = await get('/api/getConfigDB/Alpha.LOCALHOST:8080');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          color: '#0F7B6C', colorPalette: 'warm', salesPartnerId: alpha, name: expect.any(String), type: 'salesPartner',
          logoUrl: `/api/getLogo/${alpha}?v=${logo.slice(0, 12)}`, faviconUrl: `/api/getFavicon/${alpha}?v=${logo.slice(0, 12)}`, publicRegistration: true,
        },
      });
    });

    it('answers the default design for a partner without one, and for unknown hosts', async () => {
      expect((await get('/api/getConfigDB/beta.localhost')).json().data).toEqual({ color: '#3F56D1', colorPalette: 'cold', salesPartnerId: beta, name: expect.any(String), type: 'salesPartner', logoUrl: null, faviconUrl: null, publicRegistration: true });
      expect((await get('/api/getConfigDB/nowhere.example')).json().data).toEqual({ color: '#3F56D1', colorPalette: 'cold', salesPartnerId: null, name: null, type: 'default', logoUrl: null, faviconUrl: null, publicRegistration: false });
    });

    it('refuses a domain that is no host name', async () => {
      const res = await get('/api/getConfigDB/%3Cscript%3E');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.domain' });
    });

    it('waits for both read models it joins when asked to read a write', async () => {
      const gamma = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000003';
      // Appended without waiting: the read itself must wait for the host and partner views.
      const written = await api.eventStore.append(salesPartnerStream(gamma), [testEvent('SalesPartnerCreated', profile(gamma, 'gamma', ['gamma.localhost']))], {
        expectedRevision: 'no_stream',
      });
      const res = await get('/api/getConfigDB/gamma.localhost', { 'x-portal-min-position': written.position.toString() });
      expect(res.headers['x-portal-stale']).toBeUndefined();
      expect(res.json().data).toMatchObject({ salesPartnerId: gamma, type: 'salesPartner' });
    });
  });

  describe('GET /api/getContact/{domain}', () => {
    it('answers the contact of the partner serving the host', async () => {
      expect((await get('/api/getContact/portal.alpha.ch')).json()).toEqual({ data: contact });
    });

    it('answers null, not an error, on a host of no partner while the operator has set no contact', async () => {
      const res = await get('/api/getContact/nowhere.example');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    });

    it("answers the operator's contact and branding on every host of no partner once it has set them", async () => {
      const operatorContact = { ...contact, name: 'Plattformbetrieb', mail: 'betrieb@plattform.ch' };
      const operator = { name: 'Plattform AG', color: '#112233', colorPalette: 'warm', contact: operatorContact };
      await api.given('platformConfig-platform', [{ type: 'OperatorProfileChanged', data: { profile: operator, reason: 'own branding' } }]);
      for (const host of ['localhost:8080', 'nowhere.example']) {
        expect((await get(`/api/getContact/${host}`)).json()).toEqual({ data: operatorContact });
        expect((await get(`/api/getConfigDB/${host}`)).json().data).toEqual({
          color: '#112233', colorPalette: 'warm', salesPartnerId: null, name: 'Plattform AG', type: 'default', logoUrl: null, faviconUrl: null, publicRegistration: false,
        });
      }
      // A partner's host keeps the partner's own.
      expect((await get('/api/getContact/portal.alpha.ch')).json()).toEqual({ data: contact });
    });
  });

  describe('GET /api/getLogo/{salesPartnerId} and getFavicon', () => {
    it('streams the logo with its type, no-cache and the hash as ETag', async () => {
      const res = await get(`/api/getLogo/${alpha}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-cache', etag: `"${logo}"` });
      expect(Buffer.compare(res.rawPayload, png)).toBe(0);
      const unchanged = await get(`/api/getLogo/${alpha}`, { 'if-none-match': `"${logo}"` });
      expect({ status: unchanged.statusCode, body: unchanged.body }).toEqual({ status: 304, body: '' });
    });

    it.each([
      ['a partner without design', beta],
      ['an unknown partner', '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000ff'],
    ])('answers the 9 bytes "undefined" for %s', async (_name, id) => {
      const res = await get(`/api/getLogo/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.rawPayload.length).toBe(9);
      expect(res.body).toBe('undefined');
    });

    it('refuses an id that is no UUID', async () => {
      expect((await get('/api/getLogo/..%2F..%2Fetc')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.salesPartnerId' });
    });

    it('serves the favicon, and 404 when there is none', async () => {
      const res = await get(`/api/getFavicon/${alpha}`);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.length).toBe(png.length);
      const none = await get(`/api/getFavicon/${beta}`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'ERR_BAD_REQUEST' });
    });
  });

  describe('portal terms', () => {
    it('lists the current documents in the language, falling back to German', async () => {
      expect((await get('/api/termsConditionsPortal/en/alpha.localhost')).json()).toEqual({ data: [{ id: `${alpha}-en-2-1`, name: 'Terms of use' }] });
      expect((await get('/api/termsConditionsPortal/fr/alpha.localhost')).json()).toEqual({ data: [{ id: `${alpha}-de-1-1`, name: 'Nutzungsbedingungen Portal' }] });
      expect((await get('/api/termsConditionsPortal/de-CH/alpha.localhost')).json().data).toHaveLength(1);
    });

    it('answers an empty list for unknown hosts and partners without terms', async () => {
      expect((await get('/api/termsConditionsPortal/de/nowhere.example')).json()).toEqual({ data: [] });
      expect((await get('/api/termsConditionsPortal/de/beta.localhost')).json()).toEqual({ data: [] });
    });

    it('refuses a locale that is no language', async () => {
      expect((await get('/api/termsConditionsPortal/deutsch/alpha.localhost')).statusCode).toBe(400);
    });

    it('downloads a document as its bytes followed by ---eof---, older versions too', async () => {
      for (const id of [`${alpha}-en-1-1`, `${alpha}-de-1-1`]) {
        const res = await get(`/api/termsConditionsPortalPdf/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/octet-stream');
        expect(Buffer.compare(res.rawPayload, Buffer.concat([pdf, Buffer.from('---eof---')]))).toBe(0);
      }
      expect((await get(`/api/termsConditionsPortalPdf/${alpha}-de-1-1`)).headers['content-disposition']).toContain('Nutzungsbedingungen%20Portal.pdf');
    });

    it('answers an unknown document with 404', async () => {
      const res = await get('/api/termsConditionsPortalPdf/nothing-de-1-1');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ERR_BAD_REQUEST' });
    });

    it('ends with ---serializableError--- when the file is missing', async () => {
      await api.given(salesPartnerStream(beta), [
        { type: 'PortalTermsPublished', data: { salesPartnerId: beta, language: 'de', version: 1, documents: [{ id: `${beta}-de-1-1`, name: 'AGB', pdf: 'f'.repeat(64) }] } },
      ]);
      const res = await get(`/api/termsConditionsPortalPdf/${beta}-de-1-1`);
      expect(res.statusCode).toBe(200);
      expect(res.body.endsWith('---serializableError---')).toBe(true);
      expect(res.body).not.toContain('---eof---');
    });
  });

  describe('GET /api/getConfigSelect/{domain}', () => {
    it('offers the partner\'s market areas on its host, every active one elsewhere', async () => {
      const ids = async (domain: string) => ((await get(`/api/getConfigSelect/${domain}`)).json().data.marketareasAllObjSP as { id: string }[]).map((a) => a.id);
      expect(await ids('beta.localhost')).toEqual(['DE-AMPRION', 'DE-TENNET']);
      expect(await ids('alpha.localhost')).toEqual(['CH']);
      expect(await ids('localhost')).toEqual(defaultPlatformConfig.marketareasAllObj.map((a) => a.id));
    });
  });

  it('forgets a host the partner drops', async () => {
    await api.given(salesPartnerStream(alpha), [
      { type: 'SalesPartnerChanged', data: { ...profile(alpha, 'alpha', ['alpha.localhost']), removedDomains: ['portal.alpha.ch'] } },
    ]);
    expect((await get('/api/getConfigDB/portal.alpha.ch')).json().data.type).toBe('default');
    expect((await get('/api/getConfigDB/alpha.localhost')).json().data).toMatchObject({ type: 'salesPartner', color: '#0F7B6C' });
  });
});

describe('a terms download that fails part way', () => {
  it('ends the body with ---serializableError--- instead of ---eof---', async () => {
    const failing = (store: BlobStore): BlobStore => ({
      ...store,
      put: (bytes, type) => store.put(bytes, type),
      get: (hash) => store.get(hash),
      info: (hash) => store.info(hash),
      has: (hash) => store.has(hash),
      open: async (hash) => {
        const blob = await store.open(hash, { chunkSize: 1000 });
        if (!blob) return null;
        async function* broken(): AsyncGenerator<Buffer> {
          let n = 0;
          for await (const chunk of blob!.chunks) {
            if ((n += 1) === 2) throw new Error('connection lost');
            yield chunk;
          }
        }
        return { ...blob, chunks: broken() };
      },
    });
    const api = await queryApiForTest({ wrapBlobStore: failing });
    const { hash } = await api.blobStore.put(pdf, 'application/pdf');
    await api.given(salesPartnerStream(alpha), [
      { type: 'SalesPartnerCreated', data: profile(alpha, 'alpha', ['alpha.localhost']) },
      { type: 'PortalTermsPublished', data: { salesPartnerId: alpha, language: 'de', version: 1, documents: [{ id: `${alpha}-de-1-1`, name: 'AGB', pdf: hash }] } },
    ]);
    const res = await api.app.inject({ method: 'GET', url: `/api/termsConditionsPortalPdf/${alpha}-de-1-1` });
    expect(res.rawPayload.subarray(0, 1000).equals(pdf.subarray(0, 1000))).toBe(true);
    expect(res.body.endsWith('---serializableError---')).toBe(true);
    await api.close();
  });
});
