import { randomUUID } from 'node:crypto';
import { defaultBusinessLimits, defaultPlatformConfig } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { newCustomerId } from '@portal/events/testing';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';
import { loadProfileBodyLimit } from './check-route.ts';

const day = { from: '2026-10-25', to: '2026-10-25', resolution: 15, directions: 'CONS', timeZone: 'Europe/Berlin' } as const;
const query = 'from=2026-10-25&to=2026-10-25&resolution=15&directions=CONS&timeZone=Europe/Berlin';

describe('POST /api/loadprofiles/check', () => {
  let api: QueryApiForTest;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given('platformConfig-platform', [{ type: 'PlatformConfigSeeded', data: { lists: defaultPlatformConfig, businessLimits: defaultBusinessLimits } }]);
    headers = (await api.session(testPrincipals.customer(randomUUID(), randomUUID(), newCustomerId(), 'FI'))).headers;
  });
  afterAll(() => api.close());

  const post = (body: string | Buffer, options: { url?: string; contentType?: string; session?: boolean } = {}) =>
    api.app.inject({
      method: 'POST',
      url: options.url ?? `/api/loadprofiles/check?${query}`,
      headers: { ...(options.session === false ? {} : headers), 'content-type': options.contentType ?? 'text/csv' },
      payload: body,
    });

  it('answers a valid profile of the October switch in Berlin: 100 quarter hours, its kWh and peak', async () => {
    const res = await post(luxonProfile(day));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ valid: true, rows: 100, layout: 'iso', problems: [], problemCount: 0, summary: { kwh: '312.500', maxKw: '12.5', byDirection: { CONS: { kwh: '312.500', maxKw: '12.5' } } } });
  });

  it('answers rule violations with 200, each cited by line, column and timestamp', async () => {
    const text = luxonProfile(day).replace(/;12\.5\r\n(2026-10-25T02:00:00\+01:00)/, ';12,5\r\n$1');
    const res = await post(text, { contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      valid: false,
      problems: [{ code: 'INVALID_FORMAT', line: 13, column: 3, timestamp: '2026-10-25T02:45:00+02:00', key: 'errorInfo.loadProfile.commaDecimal' }],
    });
  });

  it('reads a Windows-1252 file from Excel', async () => {
    const bytes = Buffer.from(`# Zähler\r\n${luxonProfile(day)}`, 'latin1');
    const res = await post(bytes, { contentType: 'application/vnd.ms-excel' });
    expect(res.json().data).toMatchObject({ valid: true, rows: 100 });
  });

  it('refuses an unreadable file with 400 INVALID_FILE and the place', async () => {
    const pdf = await post(Buffer.from('%PDF-1.7\n'), { contentType: 'application/octet-stream' });
    expect({ status: pdf.statusCode, code: pdf.json().code, field: pdf.json().field }).toEqual({ status: 400, code: 'INVALID_FILE', field: 'body' });
    const binary = await post(Buffer.from('from;to;kW\n\u0000\u0001'), { contentType: 'text/csv' });
    expect(binary.json()).toMatchObject({ code: 'INVALID_FILE', details: { problems: [{ line: 2 }] } });
    const empty = await post('', { contentType: 'text/csv' });
    expect({ status: empty.statusCode, code: empty.json().code }).toEqual({ status: 400, code: 'INVALID_FILE' });
  });

  it('refuses what is not declared as CSV (JSON, a PDF) with 415 INVALID_FILE', async () => {
    for (const contentType of ['application/json', 'application/pdf']) {
      const res = await post('{"a":1}', { contentType });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 415, code: 'INVALID_FILE' });
    }
  });

  it('refuses a body of 50 MB and one byte with 413 INVALID_FILE', async () => {
    const res = await post(Buffer.alloc(loadProfileBodyLimit + 1, 0x31));
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 413, code: 'INVALID_FILE' });
  });

  it('refuses a query that names no period, with the field', async () => {
    const backwards = await post(luxonProfile(day), { url: '/api/loadprofiles/check?from=2026-10-26&to=2026-10-25&resolution=15&directions=CONS' });
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.to' });
    const wrongResolution = await post(luxonProfile(day), { url: '/api/loadprofiles/check?from=2026-10-25&to=2026-10-25&resolution=30&directions=CONS' });
    expect({ status: wrongResolution.statusCode, code: wrongResolution.json().code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('uses Europe/Zurich when no zone is given, and the limits of the configuration', async () => {
    const zurich = luxonProfile({ ...day, timeZone: 'Europe/Zurich' }, 'iso', () => '150000');
    const res = await post(zurich, { url: '/api/loadprofiles/check?from=2026-10-25&to=2026-10-25&resolution=15&directions=CONS' });
    expect(res.json().data.problems[0]).toMatchObject({ code: 'THRESHOLD_EXCEEDED', line: 2 });
    await api.given('platformConfig-platform', [
      { type: 'BusinessLimitsChanged', data: { limits: { ...defaultBusinessLimits, loadProfile: { ...defaultBusinessLimits.loadProfile, maxKw: 200_000 } }, reason: 'large plant' } },
    ]);
    const raised = await post(zurich, { url: '/api/loadprofiles/check?from=2026-10-25&to=2026-10-25&resolution=15&directions=CONS' });
    expect(raised.json().data).toMatchObject({ valid: true });
  });

  it('is for logged-in users only', async () => {
    const res = await post(luxonProfile(day), { session: false });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });
});
