import { HttpError } from '@/lib/http.ts';
import { importMeteringPoints, importOutcome, importUrl } from './metering-point-import.ts';

const target = { customerId: '1001', marketArea: 'DE-AMPRION', declared: 'BOTH' as const };
const refusal = { code: 'INVALID_FORMAT', message: 'the file has errors', problems: [{ line: 3, column: 1, columnName: 'METERINGCODE', message: 'wrong check digit' }], problemCount: 1 };

describe('the metering point CSV import call', () => {
  it('posts the file as text/csv with the CSRF token and the target in the query', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ data: { position: '42', count: 2 } }), { status: 200 });
    }) as typeof globalThis.fetch;
    const file = new Blob(['METERINGCODE;...'], { type: 'text/csv' });
    await expect(importMeteringPoints(file, target, { fetch, cookies: () => 'portal_csrf=tok' })).resolves.toEqual({ kind: 'imported', position: '42', count: 2 });
    expect(calls[0]?.url).toBe('/api/meteringpoints/import?customerId=1001&marketArea=DE-AMPRION&declared=BOTH');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'text/csv', 'x-csrf-token': 'tok' }, body: file });
    expect(importUrl({ ...target, marketArea: 'A&B' })).toContain('marketArea=A%26B');
  });

  it('hands over a refusal with its problems, wrapped in data or not', () => {
    expect(importOutcome(400, JSON.stringify(refusal))).toEqual({ kind: 'refused', refusal });
    expect(importOutcome(400, JSON.stringify({ isClientError: true, ...refusal }))).toMatchObject({ kind: 'refused', refusal: { problems: refusal.problems } });
    expect(importOutcome(200, JSON.stringify({ position: 7, count: 1 }))).toEqual({ kind: 'imported', position: '7', count: 1 });
  });

  it('throws any other failure with its code', () => {
    const tooLarge = () => importOutcome(413, JSON.stringify({ isClientError: true, code: 'INVALID_FILE', message: 'too large' }));
    expect(tooLarge).toThrow(HttpError);
    expect(() => importOutcome(502, '<html>bad gateway</html>')).toThrow('HTTP_502');
  });
});
