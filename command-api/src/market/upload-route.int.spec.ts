import { createHash, randomUUID } from 'node:crypto';
import { marketImportStream, maxMarketFileBytes, portalCatalog } from '@portal/events';
import { createPgliteEventStore, createPostgresEventStore, type SqlEventStore } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import { ecbCsv, marketApiForTest, operator, type MarketApi } from './testing/market-api-for-test.ts';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function uploadSuite(storeName: string, open: () => Promise<{ store: SqlEventStore; drop: () => Promise<void> }>): void {
  describe(`POST /api/market/imports on ${storeName}`, () => {
    let api: MarketApi;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await open();
      drop = opened.drop;
      api = await marketApiForTest({ eventStore: opened.store });
    });
    afterAll(async () => {
      await api.close();
      await drop();
    });

    const logLength = async () => (await api.eventStore.readAll({ maxCount: 1_000_000 })).length;
    let n = 0;
    const freshEcb = () => ecbCsv([`2024-01-02,1.${String(2000 + (n += 1))},0.9305,`]);
    const finish = (jobId: string) => api.run('FailMarketImport', { jobId, errors: [{ code: 'INVALID_FILE', message: 'spec' }], errorCount: 1 }, api.actors.system);

    it('stores a good file under its sha256 and starts its job in the same request', async () => {
      const bytes = freshEcb();
      const res = await api.upload(bytes, { kind: 'ECB_FX', fileName: 'eurofxref-hist.csv' });
      expect(res.statusCode).toBe(200);
      const { jobId, ...rest } = res.json().data as { jobId: string };
      expect(rest).toMatchObject({ sha256: sha256(bytes), size: bytes.length, streamId: marketImportStream(jobId), events: 2, duplicate: false });
      expect((await api.blobStore.info(sha256(bytes)))?.contentType).toBe('text/csv');
      const [started] = await api.eventStore.readStream(marketImportStream(jobId));
      expect(started).toMatchObject({ type: 'MarketImportStarted', data: { jobId, kind: 'ECB_FX', source: 'UPLOAD', sha256: sha256(bytes), fileName: 'eurofxref-hist.csv', size: bytes.length, by: { role: 'admin' } } });
      await finish(jobId);
    });

    it('takes an admin session with its CSRF header, refuses it without, and stores an XML file as XML', async () => {
      const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3"></Publication_MarketDocument>\n');
      const { cookie } = api.adminUser.headers;
      const before = await logLength();
      const refused = await api.upload(xml, { kind: 'ENTSOE_SPOT', fileName: 'spot.xml' }, { cookie: cookie! });
      expect(refused.statusCode).toBe(403);
      expect(await api.blobStore.has(sha256(xml))).toBe(false);
      expect(await logLength()).toBe(before);
      const res = await api.upload(xml, { kind: 'ENTSOE_SPOT', fileName: 'spot.xml' }, { ...api.adminUser.headers, 'content-type': 'application/xml' });
      expect(res.statusCode).toBe(200);
      expect((await api.blobStore.info(sha256(xml)))?.contentType).toBe('application/xml');
      await finish(res.json().data.jobId);
    });

    it('answers a retry with the same jobId with the first result, and JOB_IS_RUNNING while a job of the kind runs', async () => {
      const jobId = randomUUID();
      const bytes = freshEcb();
      expect((await api.upload(bytes, { kind: 'ECB_FX', fileName: 'a.csv', jobId })).json().data).toMatchObject({ jobId, duplicate: false });
      expect((await api.upload(bytes, { kind: 'ECB_FX', fileName: 'a.csv', jobId })).json().data).toMatchObject({ jobId, duplicate: true, events: 0 });
      const busy = await api.upload(freshEcb(), { kind: 'ECB_FX', fileName: 'b.csv' });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'JOB_IS_RUNNING', field: 'data.kind', details: { jobId } });
      await finish(jobId);
    });

    it.each([
      ['an empty body', Buffer.alloc(0), 'ECB_FX', 400, 'body'],
      ['NUL bytes', Buffer.concat([Buffer.from('Date,USD,\n'), Buffer.alloc(16)]), 'ECB_FX', 400, 'body'],
      ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'ECB_FX', 400, 'body'],
      ['Windows-1252 text', Buffer.from('Date,USD,\n2024-01-02,1.09,\xe4\n', 'latin1'), 'ECB_FX', 400, 'body'],
      ['blanks', Buffer.from('   \n\n'), 'ECB_FX', 400, 'body'],
      ['an HTML page', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'ENTSOE_SPOT', 400, 'body'],
      ['text that is neither XML nor CSV', Buffer.from('hello world\n'), 'ECB_FX', 400, 'body'],
      ['an unknown kind', ecbCsv(), 'EEX_FWD', 400, 'kind'],
      ['no kind', ecbCsv(), undefined, 400, 'kind'],
    ])('refuses %s with INVALID_FILE and stores nothing', async (_name, bytes, kind, status, field) => {
      const before = await logLength();
      const res = await api.upload(bytes, { kind, fileName: 'x.csv' });
      expect({ status: res.statusCode, code: res.json().code, field: res.json().field }).toEqual({ status, code: 'INVALID_FILE', field });
      expect(await api.blobStore.has(sha256(bytes))).toBe(false);
      expect(await logLength()).toBe(before);
    });

    it('refuses a missing file name and one with control characters', async () => {
      expect((await api.upload(freshEcb(), { kind: 'ECB_FX' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.fileName' });
      expect((await api.upload(freshEcb(), { kind: 'ECB_FX', fileName: 'a\u0000.csv' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'fileName' });
    });

    it('refuses a file over the limit with 413 before storing it', async () => {
      const bytes = Buffer.concat([Buffer.from('Date,USD,\n'), Buffer.alloc(maxMarketFileBytes, 0x20)]);
      const res = await api.upload(bytes, { kind: 'ECB_FX', fileName: 'huge.csv' });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 413, code: 'INVALID_FILE' });
      expect(await api.blobStore.has(sha256(bytes))).toBe(false);
    });

    it('refuses a partner or customer user (403) and nobody (401), storing nothing', async () => {
      const bytes = freshEcb();
      const before = await logLength();
      for (const headers of [api.anna.headers, api.carl.headers]) expect((await api.upload(bytes, { kind: 'ECB_FX', fileName: 'x.csv' }, headers)).statusCode).toBe(403);
      expect((await api.upload(bytes, { kind: 'ECB_FX', fileName: 'x.csv' }, {})).statusCode).toBe(401);
      expect(await api.blobStore.has(sha256(bytes))).toBe(false);
      expect(await logLength()).toBe(before);
    });

    it('is described in the OpenAPI document with its query and answers', async () => {
      const doc = (await api.app.inject({ url: '/api/openapi.json', headers: operator })).json() as { paths: Record<string, { post?: { parameters?: { name: string }[]; responses?: Record<string, unknown> } }> };
      const op = doc.paths['/api/market/imports']?.post;
      expect(op?.parameters?.map((p) => p.name).sort()).toEqual(['fileName', 'jobId', 'kind']);
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '403', '409', '413']));
    });
  });
}

uploadSuite('PGlite', async () => ({ store: await createPgliteEventStore({ catalog: portalCatalog() }), drop: async () => undefined }));

whenServer('PORTAL_PG_URL', 'market upload route: postgres', (base) => {
  uploadSuite('PostgreSQL', async () => {
    const db = await freshPgSchema(base);
    return { store: await createPostgresEventStore(db.url, { catalog: portalCatalog() }), drop: db.drop };
  });
});
