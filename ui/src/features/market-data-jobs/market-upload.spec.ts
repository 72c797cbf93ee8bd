import { HttpError } from '@/lib/http.ts';
import { importKinds, importUrl, uploadMarketFile } from './market-upload.ts';

const jobId = '7b0f2c4e-1111-4a2b-9c3d-222233334444';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, deps: { fetch, cookies: () => 'portal_csrf=tok' } };
}

describe('uploading a market file', () => {
  it('offers the four kinds of the import', () => {
    expect(importKinds).toEqual(['ECB_FX', 'SNB_FX', 'ENTSOE_SPOT', 'FORWARD_CSV']);
  });

  it('names kind, file and job in the query', () => {
    expect(importUrl('ENTSOE_SPOT', 'day ahead CH.xml', jobId)).toBe(`/api/market/imports?kind=ENTSOE_SPOT&fileName=day+ahead+CH.xml&jobId=${jobId}`);
  });

  it('posts the raw file with the CSRF token and answers the started job and its position', async () => {
    const { calls, deps } = fakeFetch(200, { data: { streamId: `marketImport-${jobId}`, position: '42', nextExpectedRevision: '1', events: 2, duplicate: false, jobId, sha256: 'a'.repeat(64), size: 10 } });
    const file = new Blob(['<Publication_MarketDocument/>']);
    await expect(uploadMarketFile(file, { kind: 'ENTSOE_SPOT', fileName: 'ch.xml', jobId }, deps)).resolves.toEqual({ jobId, position: '42' });
    expect(calls[0]?.url).toBe(importUrl('ENTSOE_SPOT', 'ch.xml', jobId));
    expect(calls[0]?.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/xml', 'x-csrf-token': 'tok' }, body: file });
  });

  it.each([
    [409, 'JOB_IS_RUNNING'],
    [400, 'INVALID_FILE'],
  ])('throws the refusal %i %s with its catalogue code', async (status, code) => {
    const { deps } = fakeFetch(status, { isClientError: true, code, message: 'refused' });
    const error = await uploadMarketFile(new Blob(['Date,USD,\n']), { kind: 'ECB_FX', fileName: 'eurofxref-hist.csv', jobId }, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).problem).toMatchObject({ code, isClientError: true });
    expect((error as HttpError).status).toBe(status);
  });

  it('takes an answer without a job for a failure', async () => {
    const { deps } = fakeFetch(200, { data: {} });
    await expect(uploadMarketFile(new Blob(['x']), { kind: 'FORWARD_CSV', fileName: 'f.csv', jobId }, deps)).rejects.toBeInstanceOf(HttpError);
  });
});
