import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const contact = {
  name: 'Kundendienst', street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68', mail: 'k@alpha.ch',
  website: 'https://alpha.ch/kontakt', opentopublic: true,
};
const profile = (id: string, name: string, subdomain: string) => ({
  salesPartnerId: id, name, subdomain, domains: [`${subdomain}.localhost`], website: 'https://alpha.ch', mail: `info@${subdomain}.ch`, phone: '+41 44 123 45 67',
  address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'], marketAreas: ['CH'],
  internal: false, xCode: {}, basicSupply: {}, communicationMail: 'p@alpha.ch', active: true, publicRegistration: false, contact,
});
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 3)]);

describe('sales partner administration read routes', () => {
  let api: QueryApiForTest;
  const names = ['Omega AG', 'alpha AG', 'Beta AG', 'Delta AG', 'Gone AG'];
  const ids = names.map(() => randomUUID());
  const [omega, alpha, beta] = ids as [string, string, string];
  let file: string;
  beforeAll(async () => {
    api = await queryApiForTest();
    file = (await api.blobStore.put(pdf, 'application/pdf')).hash;
    for (const [i, name] of names.entries()) await api.given(`salesPartner-${ids[i]}`, [{ type: 'SalesPartnerCreated', data: profile(ids[i]!, name, `p${i}`) }]);
    await api.given(`salesPartner-${ids[4]}`, [{ type: 'SalesPartnerDeleted', data: { salesPartnerId: ids[4], domains: ['p4.localhost'] } }]);
    await api.given(`salesPartner-${alpha}`, [
      { type: 'SalesPartnerDeactivated', data: { salesPartnerId: alpha } },
      { type: 'PublicRegistrationSet', data: { salesPartnerId: alpha, allowed: true } },
      { type: 'DocumentTemplatePublished', data: { salesPartnerId: alpha, version: 1, language: 'de', name: 'Offerte', file } },
      { type: 'DocumentTemplatePublished', data: { salesPartnerId: alpha, version: 2, language: 'de', name: 'Offerte', file } },
    ]);
  });
  afterAll(() => api.close());

  const principals = {
    admin: () => testPrincipals.admin(randomUUID()),
    bea: () => testPrincipals.salesPartner(randomUUID(), beta),
    firm: () => testPrincipals.customer(randomUUID(), beta, randomUUID(), 'FI'),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });

  it('pages the partners by name for the admin, without deleted ones, with status', async () => {
    const first = (await get('/apiadmin/salesPartners?limit=2', 'admin')).json().data;
    expect(first.rows.map((r: { name: string }) => r.name)).toEqual(['alpha AG', 'Beta AG']);
    expect(first.rows[0]).toEqual({
      id: alpha, name: 'alpha AG', subdomain: 'p1', domains: ['p1.localhost'], mail: 'info@p1.ch', phone: '+41 44 123 45 67', place: 'Zürich', country: 'CH',
      currencies: ['CHF'], marketAreas: ['CH'], active: false, publicRegistration: true, internal: false, updatedAt: expect.any(String),
    });
    const rest = (await get(`/apiadmin/salesPartners?after=${first.lastKey}`, 'admin')).json().data;
    expect(rest.rows.map((r: { name: string }) => r.name)).toEqual(['Delta AG', 'Omega AG']);
    expect(rest).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(problem(await get('/apiadmin/salesPartners', 'bea'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('answers one partner to the admin and the own partner as the account', async () => {
    expect((await get(`/apiadmin/salesPartners/${omega}`, 'admin')).json().data).toMatchObject({ id: omega, name: 'Omega AG', design: null, communicationMail: 'p@alpha.ch' });
    expect((await get(`/apiadmin/salesPartners/${ids[4]}`, 'admin')).statusCode).toBe(404);
    expect((await get('/api/account', 'bea')).json().data).toMatchObject({ id: beta, name: 'Beta AG' });
    expect(problem(await get('/api/account', 'firm'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('lists document templates newest first, and streams a version to the admin and the own partner only', async () => {
    const rows = (await get(`/apiadmin/salesPartners/${alpha}/documentTemplates`, 'admin')).json().data;
    expect(rows.map((r: { version: number; current: boolean }) => [r.version, r.current])).toEqual([[2, true], [1, false]]);
    expect(rows[0]).toMatchObject({ salesPartnerId: alpha, language: 'de', name: 'Offerte', url: `/api/documentTemplates/${alpha}/2/pdf` });
    expect((await get('/api/account/documentTemplates', 'bea')).json().data).toEqual([]);

    const download = await get(`/api/documentTemplates/${alpha}/1/pdf`, 'admin');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, pdf.length)).toEqual(pdf);
    expect(download.rawPayload.subarray(pdf.length).toString()).toBe('---eof---');
    expect(problem(await get(`/api/documentTemplates/${alpha}/1/pdf`, 'bea'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect((await get(`/api/documentTemplates/${alpha}/9/pdf`, 'admin')).statusCode).toBe(404);
  });
});
