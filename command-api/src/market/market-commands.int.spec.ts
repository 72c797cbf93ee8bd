import { randomUUID } from 'node:crypto';
import { marketImportsLedgerStream, marketImportStream, portalCatalog, type CommandData, type MarketSeriesSummary } from '@portal/events';
import { createPgliteEventStore, createPostgresEventStore, type SqlEventStore } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import type { LightMyRequestResponse } from 'fastify';
import { ecbCsv, marketApiForTest, type MarketApi } from './testing/market-api-for-test.ts';

const summary: MarketSeriesSummary = { seriesId: 'FX:ECB:EUR-USD', unit: 'USD per EUR', resolutionMinutes: 1440, from: '2024-01-02', to: '2024-01-03', days: 2, values: 2, min: '1.0919', max: '1.0956', last: '1.0919' };
const errors = [{ code: 'INVALID_FORMAT' as const, message: '"1,0956" is no rate (a decimal with a point)', line: 2, column: 'USD' }];

function commandSuite(storeName: string, open: () => Promise<{ store: SqlEventStore; drop: () => Promise<void> }>): void {
  describe(`market import commands on ${storeName}`, () => {
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

    const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
    const job = async (jobId: string) => (await api.eventStore.readStream(marketImportStream(jobId))).map((e) => ({ type: e.type, data: e.data, tenant: e.metadata.tenant }));
    const ledgerTypes = async (kind: 'ECB_FX' | 'SNB_FX') => (await api.eventStore.readStream(marketImportsLedgerStream(kind))).map((e) => `${e.type}:${(e.data as { jobId: string }).jobId}`);
    const logLength = async () => (await api.eventStore.readAll({ maxCount: 1_000_000 })).length;
    /** A fresh file (distinct bytes) stored and named. */
    let n = 0;
    const file = async (kind: 'ECB_FX' | 'SNB_FX' = 'ECB_FX'): Promise<CommandData<'StartMarketImport'>> => api.store(ecbCsv([`2024-01-02,1.${String(1000 + (n += 1))},0.9305,`]), kind);
    const complete = (jobId: string) => api.run('CompleteMarketImport', { jobId, series: [summary] }, api.actors.system);
    const fail = (jobId: string) => api.run('FailMarketImport', { jobId, errors, errorCount: 7 }, api.actors.system);

    it('starts a job as the admin: MarketImportStarted (UPLOAD, the clock, the sender) and Queued on the kind\'s ledger, in one command, platform-wide', async () => {
      const data = await file();
      const commandId = randomUUID();
      const res = await api.post('StartMarketImport', data, undefined, commandId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ streamId: marketImportStream(data.jobId), events: 2, duplicate: false });
      expect(await job(data.jobId)).toEqual([
        { type: 'MarketImportStarted', data: { ...data, source: 'UPLOAD', startedAt: api.at.toISOString(), by: { userId: 'operator', role: 'admin' } }, tenant: 'platform' },
      ]);
      expect((await api.eventStore.readCommand(commandId)).map((e) => `${e.streamId} ${e.type}`)).toEqual([`marketImport-${data.jobId} MarketImportStarted`, `marketImports-ECB_FX MarketImportQueued`]);
      // A replay answers the first result and appends nothing.
      expect((await api.post('StartMarketImport', data, undefined, commandId)).json().data).toMatchObject({ duplicate: true, events: 0 });
      await complete(data.jobId);
    });

    it('refuses a second start of the kind with JOB_IS_RUNNING while one runs; another kind starts; after the end the kind starts again', async () => {
      const running = await file();
      expect((await api.post('StartMarketImport', running)).statusCode).toBe(200);
      const before = await logLength();
      const next = await file();
      expect(refusal(await api.post('StartMarketImport', next))).toEqual({ status: 409, code: 'JOB_IS_RUNNING', field: 'data.kind' });
      expect(await logLength()).toBe(before);
      const other = await file('SNB_FX');
      expect((await api.post('StartMarketImport', other)).statusCode).toBe(200);
      await fail(other.jobId);
      await complete(running.jobId);
      expect((await api.post('StartMarketImport', next)).statusCode).toBe(200);
      await complete(next.jobId);
    });

    it('ends a start on a file imported before at once as skipped (system: INBOX), changing no data; a failed file may come again', async () => {
      const imported = await file();
      await api.run('StartMarketImport', imported, api.actors.system);
      await complete(imported.jobId);
      const again = { ...imported, jobId: randomUUID(), fileName: 'copy.csv' };
      await api.run('StartMarketImport', again, api.actors.system);
      expect((await job(again.jobId)).map((e) => e.type)).toEqual(['MarketImportStarted', 'MarketImportSkipped']);
      expect((await job(again.jobId))[0]?.data).toMatchObject({ source: 'INBOX', by: { role: 'system' } });
      expect((await job(again.jobId))[1]?.data).toEqual({ jobId: again.jobId, kind: 'ECB_FX', sha256: imported.sha256, importedBy: imported.jobId, completedAt: api.at.toISOString() });
      expect((await ledgerTypes('ECB_FX')).slice(-2)).toEqual([`MarketImportQueued:${again.jobId}`, `MarketImportEnded:${again.jobId}`]);
      // The kind is free again at once, and a skipped job cannot be completed.
      expect(refusal(await api.post('StartMarketImport', { ...again, jobId: randomUUID() }))).toMatchObject({ status: 200 });
      await expect(complete(again.jobId)).rejects.toMatchObject({ code: 'STATE_ERROR' });

      const broken = await file();
      await api.run('StartMarketImport', broken, api.actors.system);
      await fail(broken.jobId);
      const retry = { ...broken, jobId: randomUUID() };
      await api.run('StartMarketImport', retry, api.actors.system);
      expect((await job(retry.jobId)).map((e) => e.type)).toEqual(['MarketImportStarted']);
      await complete(retry.jobId);
    });

    it('lets one of two starts of a kind at once win; the other is refused with JOB_IS_RUNNING', async () => {
      for (let round = 0; round < 4; round += 1) {
        const [a, b] = [await file(), await file()];
        const outcomes = await Promise.allSettled([api.run('StartMarketImport', a, api.actors.system), api.run('StartMarketImport', b, api.actors.system)]);
        const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [[a, b][i]!] : []));
        expect(won).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(['JOB_IS_RUNNING']);
        await complete(won[0]!.jobId);
      }
    }, 120_000);

    it('completes a running job once (series and their values) and frees the kind with Ended{imported: true}', async () => {
      const data = await file();
      await api.run('StartMarketImport', data, api.actors.system);
      await complete(data.jobId);
      expect((await job(data.jobId))[1]).toEqual({
        type: 'MarketImportCompleted',
        data: { jobId: data.jobId, kind: 'ECB_FX', sha256: data.sha256, series: [summary], values: 2, completedAt: api.at.toISOString() },
        tenant: 'platform',
      });
      const ended = (await api.eventStore.readStream(marketImportsLedgerStream('ECB_FX'))).at(-1);
      expect(ended).toMatchObject({ type: 'MarketImportEnded', data: { jobId: data.jobId, sha256: data.sha256, imported: true } });
      await expect(complete(data.jobId)).rejects.toMatchObject({ code: 'STATE_ERROR', status: 409 });
      await expect(fail(data.jobId)).rejects.toMatchObject({ code: 'STATE_ERROR', status: 409 });
    });

    it('fails a running job with its errors and flag; the admin removes the flag once', async () => {
      const data = await file();
      await api.run('StartMarketImport', data, api.actors.system);
      await fail(data.jobId);
      expect((await job(data.jobId))[1]).toMatchObject({ type: 'MarketImportFailed', data: { jobId: data.jobId, errors, errorCount: 7 } });
      expect((await api.eventStore.readStream(marketImportsLedgerStream('ECB_FX'))).at(-1)).toMatchObject({ type: 'MarketImportEnded', data: { jobId: data.jobId, imported: false } });
      const removed = await api.post('RemoveMarketImportErrorFlag', { jobId: data.jobId }, api.adminUser.headers);
      expect(removed.statusCode).toBe(200);
      expect((await job(data.jobId))[2]?.data).toMatchObject({ jobId: data.jobId, by: { role: 'admin' }, removedAt: api.at.toISOString() });
      expect(refusal(await api.post('RemoveMarketImportErrorFlag', { jobId: data.jobId }))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.jobId' });
    });

    it('refuses the flag of a job that did not fail, an unknown job, and a job id used twice', async () => {
      const data = await file();
      await api.run('StartMarketImport', data, api.actors.system);
      expect(refusal(await api.post('RemoveMarketImportErrorFlag', { jobId: data.jobId }))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.jobId' });
      expect(refusal(await api.post('RemoveMarketImportErrorFlag', { jobId: randomUUID() }))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST', field: 'data.jobId' });
      expect(refusal(await api.post('StartMarketImport', data))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.jobId' });
      await complete(data.jobId);
      expect(refusal(await api.post('StartMarketImport', data))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.jobId' });
    });

    it('refuses a start on a file that is not stored, or with the wrong size, with nothing appended', async () => {
      const data = await file();
      const before = await logLength();
      expect(refusal(await api.post('StartMarketImport', { ...data, sha256: 'e'.repeat(64) }))).toEqual({ status: 400, code: 'INVALID_FILE', field: 'data.sha256' });
      expect(refusal(await api.post('StartMarketImport', { ...data, size: data.size + 1 }))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.size' });
      expect(await logLength()).toBe(before);
    });

    it('lets the admin alone start and unflag over HTTP; the worker\'s commands are no HTTP commands', async () => {
      const data = await file();
      const before = await logLength();
      for (const session of [api.anna, api.carl]) {
        expect(refusal(await api.post('StartMarketImport', data, session.headers))).toMatchObject({ status: 403 });
        expect(refusal(await api.post('RemoveMarketImportErrorFlag', { jobId: data.jobId }, session.headers))).toMatchObject({ status: 403 });
        expect(refusal(await api.post('CompleteMarketImport', { jobId: data.jobId, series: [summary] }, session.headers))).toMatchObject({ status: 400, field: 'type' });
      }
      expect(refusal(await api.post('FailMarketImport', { jobId: data.jobId, errors, errorCount: 1 }))).toMatchObject({ status: 400, field: 'type' });
      await expect(api.run('StartMarketImport', data, api.actors.anna)).rejects.toThrow(/may not send/);
      expect(await logLength()).toBe(before);
    });
  });
}

commandSuite('PGlite', async () => ({ store: await createPgliteEventStore({ catalog: portalCatalog() }), drop: async () => undefined }));

whenServer('PORTAL_PG_URL', 'market import commands: postgres', (base) => {
  commandSuite('PostgreSQL', async () => {
    const db = await freshPgSchema(base);
    return { store: await createPostgresEventStore(db.url, { catalog: portalCatalog() }), drop: db.drop };
  });
});
