import { randomUUID } from 'node:crypto';
import { defaultPlatformConfig, platformConfigStream } from '@portal/events';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

describe('identifier check routes', () => {
  let api: QueryApiForTest;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(platformConfigStream, [{ type: 'PlatformConfigSeeded', data: { lists: defaultPlatformConfig } }]);
    headers = (await api.session(testPrincipals.customer(randomUUID(), randomUUID(), '100001', 'FI', false))).headers;
  });
  afterAll(() => api.close());

  const get = async (url: string, withSession = true) => api.app.inject({ method: 'GET', url, headers: withSession ? headers : {} });

  it('answers a valid MaLo-ID in its market area', async () => {
    const res = await get('/api/meteringpoints/check?code=41373559241&country=DE&state=BY&marketArea=DE-TENNET&direction=CONS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { valid: true, kind: 'MALO', problems: [] } });
  });

  it('answers a wrong check digit with the rule, field and message, still 200', async () => {
    const res = await get('/api/meteringpoints/check?code=41373559242&country=DE&marketArea=DE-TENNET');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      valid: false,
      kind: 'MALO',
      problems: [{ code: 'VALIDATION_ERROR', field: 'code', message: '41373559242 has a wrong check digit', key: 'errorInfo.meteringPointCheckDigit' }],
    });
  });

  it('takes blank choices as not chosen, and tells a Swiss code in a German area', async () => {
    expect((await get('/api/meteringpoints/check?code=CH1012345012340000000000000012345&country=&state=&marketArea=')).json().data).toMatchObject({ valid: true, kind: 'CH' });
    const res = await get('/api/meteringpoints/check?code=CH1012345012340000000000000012345&country=DE&marketArea=DE-AMPRION');
    expect(res.json().data.problems.map((p: { key: string }) => p.key)).toEqual(['errorInfo.meteringPoint']);
  });

  it('checks X-codes: a published one passes, a wrong character and an area code are named', async () => {
    expect((await get('/api/xcodes/check?code=10XCH-SWISSGRIDC')).json()).toEqual({ data: { valid: true, kind: 'EIC', problems: [] } });
    expect((await get('/api/xcodes/check?code=10XCH-SWISSGRIDD')).json().data.problems[0]).toMatchObject({ key: 'errorInfo.xCodeCheck', field: 'code' });
    expect((await get('/api/xcodes/check?code=10YCH-SWISSGRIDZ')).json().data).toMatchObject({ valid: false, kind: 'EIC' });
  });

  it('answers 401 without a session, 400 without a code or with one too long', async () => {
    const anonymous = await get('/api/meteringpoints/check?code=41373559241', false);
    expect({ status: anonymous.statusCode, code: anonymous.json().code }).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
    expect((await get('/api/xcodes/check?code=10XCH-SWISSGRIDC', false)).statusCode).toBe(401);
    expect((await get('/api/meteringpoints/check')).statusCode).toBe(400);
    expect((await get(`/api/xcodes/check?code=${'A'.repeat(101)}`)).statusCode).toBe(400);
  });
});
