import { randomUUID } from 'node:crypto';
import { meteringPointStream } from '@portal/events';
import { newCustomerId } from '@portal/events/testing';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';
import { customerCreated, pointAt, pointRegistered } from './testing/metering-point-fixtures.ts';

const alpha = randomUUID();
const beta = randomUUID();

describe('metering point read routes', () => {
  let api: QueryApiForTest;
  const muster = newCustomerId();
  const huber = newCustomerId();
  const erased = newCustomerId();
  const betaCustomer = newCustomerId();
  // Muster AG: twelve consumption points A01..A12 in Zürich, A03 also producing; Huber GmbH two in Bern (DE market area for one);
  // an erased private customer one; beta's customer one whose code sorts first.
  const musterCodes = Array.from({ length: 12 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`);
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(`customer-${muster}`, [customerCreated(muster, alpha, 'FI', 'Muster Mühle AG')]);
    await api.given(`customer-${huber}`, [customerCreated(huber, alpha, 'FI', 'Huber GmbH')]);
    await api.given(`customer-${erased}`, [customerCreated(erased, alpha, 'PR', 'Zürcher'), { type: 'CustomerErased', data: { customerId: erased, salesPartnerId: alpha } }]);
    await api.given(`customer-${betaCustomer}`, [customerCreated(betaCustomer, beta, 'FI', 'Muster Beta AG')]);
    for (const code of musterCodes) await api.given(meteringPointStream(code, 'CONS'), [pointRegistered(code, 'CONS', muster, alpha)]);
    await api.given(meteringPointStream('A03', 'PROD'), [pointRegistered('A03', 'PROD', muster, alpha, { yearlyQuantityKwh: '3000' })]);
    await api.given(meteringPointStream('B01', 'CONS'), [pointRegistered('B01', 'CONS', huber, alpha, { address: pointAt('Bärenplatz', '3', 'Bern', '3011', 'BE') })]);
    await api.given(meteringPointStream('B02', 'CONS'), [
      pointRegistered('B02', 'CONS', huber, alpha, { marketArea: 'DE-AMPRION', address: { ...pointAt('Hauptstrasse', '1', 'Köln', '50667', 'NW'), country: 'DE' } }),
    ]);
    await api.given(meteringPointStream('C01', 'CONS'), [pointRegistered('C01', 'CONS', erased, alpha)]);
    await api.given(meteringPointStream('C02', 'CONS'), [
      pointRegistered('C02', 'CONS', erased, alpha),
      { type: 'MeteringPointRemoved', data: { code: 'C02', direction: 'CONS', customerId: erased, salesPartnerId: alpha } },
    ]);
    await api.given(meteringPointStream('0BETA', 'CONS'), [pointRegistered('0BETA', 'CONS', betaCustomer, beta)]);
  });
  afterAll(() => api.close());

  const principals = {
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    ben: () => testPrincipals.salesPartner(randomUUID(), beta),
    admin: () => testPrincipals.admin(randomUUID()),
    musterUser: () => testPrincipals.customer(randomUUID(), alpha, muster, 'FI', false),
    huberUser: () => testPrincipals.customer(randomUUID(), alpha, huber, 'FI', true),
  };
  type Who = keyof typeof principals;
  async function get(url: string, who?: Who): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const ok = (res: LightMyRequestResponse) => (res.statusCode === 200 ? res.json().data : (() => { throw new Error(`${res.statusCode} ${res.body}`); })());
  const keysOf = async (url: string, who: Who): Promise<string[]> => ok(await get(url, who)).rows.map((r: { code: string; direction: string }) => `${r.code}/${r.direction}`);
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  it('pages the partner\'s points by code then direction, ten at a time, forwards and back, with the customer\'s name', async () => {
    const first = ok(await get('/api/meteringpoints', 'anna'));
    expect(first.rows.map((r: { code: string; direction: string }) => `${r.code}/${r.direction}`)).toEqual([
      'A01/CONS', 'A02/CONS', 'A03/CONS', 'A03/PROD', 'A04/CONS', 'A05/CONS', 'A06/CONS', 'A07/CONS', 'A08/CONS', 'A09/CONS',
    ]);
    expect(first).toMatchObject({ hasNext: true, hasPrevious: false });
    expect(first.rows[3]).toEqual({
      code: 'A03', direction: 'PROD', customerId: muster, salesPartnerId: alpha, customername: 'Muster Mühle AG', marketArea: 'CH', yearlyQuantityKwh: '3000',
      address: pointAt('Seestrasse', '5', 'Zürich', '8002', 'ZH'), deliveryFrom: '2027-01-01', deliveryTo: null, interruption: null, replacedBy: null, replaces: null, source: 'FORM',
      updatedAt: expect.any(String),
    });
    const second = ok(await get(`/api/meteringpoints?after=${first.lastKey}`, 'anna'));
    expect(second.rows.map((r: { code: string }) => r.code)).toEqual(['A10', 'A11', 'A12', 'B01', 'B02', 'C01']);
    expect(second).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(second.rows.at(-1)).toMatchObject({ code: 'C01', customername: null });
    const back = ok(await get(`/api/meteringpoints?before=${second.firstKey}&limit=3`, 'anna'));
    expect(back.rows.map((r: { code: string }) => r.code)).toEqual(['A07', 'A08', 'A09']);
    expect(back).toMatchObject({ hasNext: true, hasPrevious: true });
  });

  it('shows the admin every tenant, a customer only its own points, and nobody without a session', async () => {
    expect(await keysOf('/api/meteringpoints?limit=3', 'admin')).toEqual(['0BETA/CONS', 'A01/CONS', 'A02/CONS']);
    expect(await keysOf('/api/meteringpoints?limit=100', 'ben')).toEqual(['0BETA/CONS']);
    expect(await keysOf('/api/meteringpoints?limit=100', 'huberUser')).toEqual(['B01/CONS', 'B02/CONS']);
    expect(await keysOf(`/api/meteringpoints?limit=100&customerId=${muster}`, 'huberUser')).toEqual([]);
    expect(problem(await get('/api/meteringpoints'))).toMatchObject({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it('filters by customer, direction, country and market area within the caller\'s scope', async () => {
    expect(await keysOf(`/api/meteringpoints?customerId=${huber}`, 'anna')).toEqual(['B01/CONS', 'B02/CONS']);
    expect(await keysOf(`/api/meteringpoints?customerId=${betaCustomer}`, 'anna')).toEqual([]);
    expect(await keysOf('/api/meteringpoints?direction=PROD', 'anna')).toEqual(['A03/PROD']);
    expect(await keysOf('/api/meteringpoints?country=DE', 'admin')).toEqual(['B02/CONS']);
    expect(await keysOf('/api/meteringpoints?marketArea=DE-AMPRION', 'anna')).toEqual(['B02/CONS']);
    expect(problem(await get('/api/meteringpoints?direction=BOTH', 'anna'))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('searches code, customer name, street and place from 3 characters, every word, any case', async () => {
    expect(problem(await get('/api/meteringpoints?search=b0', 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'search' });
    expect(problem(await get(`/api/meteringpoints?search=${encodeURIComponent(' b  ')}`, 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'search' });
    expect(await keysOf('/api/meteringpoints?search=HUBER', 'anna')).toEqual(['B01/CONS', 'B02/CONS']);
    expect(await keysOf(`/api/meteringpoints?search=${encodeURIComponent('bärenplatz bern')}`, 'anna')).toEqual(['B01/CONS']);
    expect(await keysOf(`/api/meteringpoints?search=${encodeURIComponent('KÖLN')}`, 'anna')).toEqual(['B02/CONS']);
    expect(await keysOf('/api/meteringpoints?search=A03', 'anna')).toEqual(['A03/CONS', 'A03/PROD']);
    // An erased customer's former name finds nothing; beta's "Muster Beta AG" is not alpha's.
    expect(await keysOf(`/api/meteringpoints?search=${encodeURIComponent('zürcher')}`, 'anna')).toEqual([]);
    expect(await keysOf('/api/meteringpoints?search=beta&limit=100', 'anna')).toEqual([]);
    expect(await keysOf('/api/meteringpoints?search=muster&limit=100', 'ben')).toEqual(['0BETA/CONS']);
  });

  it('pages a search with keys that belong to that search only', async () => {
    const first = ok(await get('/api/meteringpoints?search=zürich&limit=5', 'anna'));
    expect(first.rows.map((r: { code: string; direction: string }) => `${r.code}/${r.direction}`)).toEqual(['A01/CONS', 'A02/CONS', 'A03/CONS', 'A03/PROD', 'A04/CONS']);
    expect(await keysOf(`/api/meteringpoints?search=z%C3%BCrich&limit=100&after=${first.lastKey}`, 'anna')).toEqual([
      'A05/CONS', 'A06/CONS', 'A07/CONS', 'A08/CONS', 'A09/CONS', 'A10/CONS', 'A11/CONS', 'A12/CONS', 'C01/CONS',
    ]);
    expect(problem(await get(`/api/meteringpoints?after=${first.lastKey}`, 'anna'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'after' });
    expect(problem(await get(`/api/meteringpoints?search=z%C3%BCrich&after=${first.lastKey}`, 'ben'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'after' });
  });

  it('answers a point\'s detail to those who see it and 404 to everybody else, existing or not', async () => {
    expect(ok(await get('/api/meteringpoints/A03/PROD', 'musterUser'))).toMatchObject({ code: 'A03', direction: 'PROD', customername: 'Muster Mühle AG' });
    expect(ok(await get('/api/meteringpoints/0BETA/CONS', 'admin'))).toMatchObject({ salesPartnerId: beta, customername: 'Muster Beta AG' });
    for (const [url, who] of [['/api/meteringpoints/0BETA/CONS', 'anna'], ['/api/meteringpoints/A01/CONS', 'ben'], ['/api/meteringpoints/A01/CONS', 'huberUser'], ['/api/meteringpoints/A01/PROD', 'anna'], ['/api/meteringpoints/C02/CONS', 'anna']] as const) {
      expect([url, who, problem(await get(url, who)).status]).toEqual([url, who, 404]);
    }
    expect(problem(await get('/api/meteringpoints/a01/CONS', 'anna')).status).toBe(400);
  });

  it('groups the points by address per customer, for one customer or all the caller sees', async () => {
    const huberAddresses = ok(await get(`/api/meteringpoints/addresses/${huber}`, 'anna'));
    expect(huberAddresses).toEqual([
      { customerId: huber, customername: 'Huber GmbH', address: pointAt('Bärenplatz', '3', 'Bern', '3011', 'BE'), points: [{ code: 'B01', direction: 'CONS' }] },
      { customerId: huber, customername: 'Huber GmbH', address: { ...pointAt('Hauptstrasse', '1', 'Köln', '50667', 'NW'), country: 'DE' }, points: [{ code: 'B02', direction: 'CONS' }] },
    ]);
    const all = ok(await get('/api/meteringpoints/addresses/all', 'anna')) as { customerId: string; customername: string | null; points: unknown[] }[];
    expect(all.map((r) => [r.customername, r.points.length])).toEqual([['Huber GmbH', 1], ['Huber GmbH', 1], ['Muster Mühle AG', 13], [null, 1]]);
    expect(ok(await get('/api/meteringpoints/addresses/all', 'huberUser'))).toEqual(huberAddresses);
    expect((ok(await get('/api/meteringpoints/addresses/all', 'admin')) as unknown[]).length).toBe(5);
    expect(problem(await get(`/api/meteringpoints/addresses/${betaCustomer}`, 'anna')).status).toBe(403);
    expect(problem(await get(`/api/meteringpoints/addresses/${muster}`, 'huberUser')).status).toBe(403);
    expect(problem(await get(`/api/meteringpoints/addresses/${newCustomerId()}`, 'anna')).status).toBe(403);
    expect(problem(await get('/api/meteringpoints/addresses/all')).status).toBe(401);
  });
});
