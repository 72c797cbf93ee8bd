import { randomUUID } from 'node:crypto';
import { marketImportStream } from '@portal/events';
import { ecbCsv, marketImportFailedData, marketImportSkippedData, marketImportStartedData, testEvent } from '@portal/events/testing';
import { completedFromFile } from '@portal/platform/testing';
import { MarketJobRow } from '@portal/events/read-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

const alpha = randomUUID();
const at = (minute: number, second = 0) => `2026-11-26T${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`;

describe('market import jobs read route', () => {
  let api: QueryApiForTest;
  const imported = randomUUID();
  const duplicate = randomUUID();
  const failed = randomUUID();
  const older = Array.from({ length: 52 }, () => randomUUID());
  beforeAll(async () => {
    api = await queryApiForTest();
    // Older jobs than the three below, still running: the default page ends before the oldest of them.
    for (const [i, jobId] of older.entries()) {
      await api.eventStore.append(marketImportStream(jobId), [testEvent('MarketImportStarted', marketImportStartedData(jobId, randomUUID().replace(/-/g, '').padEnd(64, '0'), { startedAt: at(i) }))], { expectedRevision: 'no_stream' });
    }
    const bytes = Buffer.from(ecbCsv({ '2024-01-02': { USD: 1.0956, CHF: 0.9305 }, '2024-01-03': { USD: 1.0919, CHF: 0.9314 } }));
    const { hash } = await api.blobStore.put(bytes, 'text/csv');
    await api.given(marketImportStream(imported), [
      { type: 'MarketImportStarted', data: marketImportStartedData(imported, hash, { startedAt: at(100) }) },
      { type: 'MarketImportCompleted', data: completedFromFile(imported, 'ECB_FX', bytes, at(100, 3)) },
    ]);
    await api.given(marketImportStream(duplicate), [
      { type: 'MarketImportStarted', data: marketImportStartedData(duplicate, hash, { source: 'INBOX', startedAt: at(101) }) },
      { type: 'MarketImportSkipped', data: marketImportSkippedData(duplicate, hash, imported, { completedAt: at(101, 1) }) },
    ]);
    await api.given(marketImportStream(failed), [
      { type: 'MarketImportStarted', data: marketImportStartedData(failed, 'f'.repeat(64), { kind: 'SNB_FX', fileName: 'snb.csv', startedAt: at(102) }) },
      { type: 'MarketImportFailed', data: marketImportFailedData(failed, [{ code: 'INVALID_FILE', message: 'not the SNB rates' }], { kind: 'SNB_FX', failedAt: at(102, 2) }) },
    ]);
  });
  afterAll(() => api.close());

  const principals = {
    admin: () => testPrincipals.admin(randomUUID()),
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    firm: () => testPrincipals.customer(randomUUID(), alpha, randomUUID(), 'FI'),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const jobs = async (query = ''): Promise<MarketJobRow[]> => {
    const res = await get(`/apiadmin/market/jobs${query}`, 'admin');
    expect(res.statusCode).toBe(200);
    return res.json().data as MarketJobRow[];
  };
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  it('answers the admin the jobs newest first, 50 by default, each a MarketJobRow', async () => {
    const rows = await jobs();
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 3).map((r) => r.jobId)).toEqual([failed, duplicate, imported]);
    expect(rows.at(-1)?.jobId).toBe(older[5]);
    for (const row of rows) expect(Value.Errors(MarketJobRow, row)).toEqual([]);
    expect(rows[2]).toEqual({
      jobId: imported, kind: 'ECB_FX', source: 'UPLOAD', fileName: 'eurofxref-hist.csv', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), status: 'SUCCESS', duplicate: false,
      created: at(100), lastExecution: at(100, 3), errorFlag: false, errors: [], errorCount: 0,
      series: [{ seriesId: 'FX:ECB:EUR-USD', from: '2024-01-02', to: '2024-01-03', values: 2 }, { seriesId: 'FX:ECB:EUR-CHF', from: '2024-01-02', to: '2024-01-03', values: 2 }],
    });
    expect(rows[1]).toMatchObject({ source: 'INBOX', status: 'SUCCESS', duplicate: true, series: [] });
    expect(rows[0]).toMatchObject({ kind: 'SNB_FX', status: 'FAILED', errorFlag: true, errorCount: 1, errors: [{ code: 'INVALID_FILE', message: 'not the SNB rates' }] });
    expect(await jobs('?limit=500')).toHaveLength(55);
  });

  it('filters by status and kind, and takes a limit', async () => {
    expect((await jobs('?status=FAILED')).map((r) => r.jobId)).toEqual([failed]);
    expect((await jobs('?status=SUCCESS')).map((r) => r.jobId)).toEqual([duplicate, imported]);
    expect((await jobs('?status=RUNNING&limit=2')).map((r) => r.jobId)).toEqual([older[51], older[50]]);
    expect((await jobs('?kind=SNB_FX')).map((r) => r.jobId)).toEqual([failed]);
    expect(await jobs('?kind=ENTSOE_SPOT')).toEqual([]);
    expect((await jobs('?kind=ECB_FX&status=SUCCESS&limit=1')).map((r) => r.jobId)).toEqual([duplicate]);
  });

  it.each([
    ['?limit=0', 'querystring.limit'],
    ['?limit=501', 'querystring.limit'],
    ['?limit=ten', 'querystring.limit'],
    ['?status=DONE', 'querystring.status'],
    ['?kind=EEX', 'querystring.kind'],
  ])('refuses %s with 400 VALIDATION_ERROR at %s', async (query, field) => {
    expect(problem(await get(`/apiadmin/market/jobs${query}`, 'admin'))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field });
  });

  it('refuses partners and customers as the other admin routes do, and nobody logged in', async () => {
    expect(problem(await get('/apiadmin/market/jobs', 'anna'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/apiadmin/market/jobs', 'firm'))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/apiadmin/market/jobs'))).toMatchObject({ status: 401, code: 'NOT_AUTHORIZED' });
  });
});
