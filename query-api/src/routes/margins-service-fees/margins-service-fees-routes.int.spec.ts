import { randomUUID } from 'node:crypto';
import { defaultProductFees, products } from '@portal/events';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const contact = { name: 'Kundendienst', street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', phone: '+41 44 123 45 68', mail: 'k@p.ch', website: 'https://p.ch', opentopublic: true };
const profile = (salesPartnerId: string, subdomain: string) => ({
  salesPartnerId, name: `${subdomain} AG`, subdomain, domains: [`${subdomain}.localhost`], website: 'https://p.ch', mail: `info@${subdomain}.ch`, phone: '+41 44 123 45 67',
  address: { street: 'Weg', streetNr: '1', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF'], marketAreas: ['CH'],
  internal: false, xCode: {}, basicSupply: {}, communicationMail: 'p@p.ch', active: true, publicRegistration: false, contact,
});
const defaults = products.map(defaultProductFees);

describe('margins and service fees read routes', () => {
  let api: QueryApiForTest;
  const alpha = randomUUID();
  const beta = randomUUID();
  const alphaFees = products.map((product) => ({ ...defaultProductFees(product), margin: '3.5', minFee: '500', maxFee: '5000', variableFeePerMwh: '1.85' }));
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(`salesPartner-${alpha}`, [{ type: 'SalesPartnerCreated', data: profile(alpha, 'alpha') }]);
    await api.given(`salesPartner-${beta}`, [{ type: 'SalesPartnerCreated', data: profile(beta, 'beta') }]);
    await api.given(`salesPartnerFees-${alpha}`, [{ type: 'MarginsServiceFeesSet', data: { salesPartnerId: alpha, fees: alphaFees } }]);
  });
  afterAll(() => api.close());

  const principals = {
    admin: () => testPrincipals.admin(randomUUID()),
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    ben: () => testPrincipals.salesPartner(randomUUID(), beta),
    firm: () => testPrincipals.customer(randomUUID(), alpha, randomUUID(), 'FI'),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });

  it("answers a partner's user its own rows as set, with the time they were set", async () => {
    const res = await get('/api/margins-service-fees', 'anna');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ salesPartnerId: alpha, fees: alphaFees, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('answers the defaults to a partner that never set any', async () => {
    expect((await get('/api/margins-service-fees', 'ben')).json().data).toEqual({ salesPartnerId: beta, fees: defaults, updatedAt: null });
  });

  it("answers the admin any existing partner's rows, and 404 for an unknown partner", async () => {
    expect((await get(`/apiadmin/margins-service-fees/${alpha}`, 'admin')).json().data).toMatchObject({ salesPartnerId: alpha, fees: alphaFees });
    expect((await get(`/apiadmin/margins-service-fees/${beta}`, 'admin')).json().data).toEqual({ salesPartnerId: beta, fees: defaults, updatedAt: null });
    expect(problem(await get(`/apiadmin/margins-service-fees/${randomUUID()}`, 'admin'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
  });

  it('refuses customers, partners on the admin route, the admin on the partner route and nobody logged in', async () => {
    expect(problem(await get('/api/margins-service-fees', 'firm'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/margins-service-fees', 'admin'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/apiadmin/margins-service-fees/${alpha}`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get(`/apiadmin/margins-service-fees/${beta}`, 'anna'))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/margins-service-fees'))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });
});
