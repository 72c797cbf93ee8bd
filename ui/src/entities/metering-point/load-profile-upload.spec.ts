import { HttpError } from '@/lib/http.ts';
import { checkLoadProfile, refusalOf, uploadLoadProfile } from './load-profile-upload.ts';

const options = { from: '2026-03-29', to: '2026-03-29', resolution: 15 as const, directions: 'CONS' as const, timeZone: 'Europe/Zurich' as const };
const answer = { valid: true, rows: 92, layout: 'iso', problems: [], problemCount: 0, summary: { kwh: '230', maxKw: '10', byDirection: { CONS: { kwh: '230', maxKw: '10' } } } };
const finding = { code: 'INVALID_FORMAT', line: 12, column: 3, timestamp: '2026-03-29T02:30:00+02:00', message: 'decimal comma', key: 'errorInfo.loadProfile.commaDecimal' };

type Call = { url: string; init: RequestInit };
function fakeFetch(...responses: [number, unknown][]) {
  const calls: Call[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const [status, body] = responses[calls.length - 1] ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, deps: { fetch, cookies: () => 'portal_csrf=tok' } };
}

describe('the load profile check call', () => {
  it('posts the file as text/csv with the CSRF token and answers the check', async () => {
    const { calls, deps } = fakeFetch([200, { data: answer }]);
    const file = new Blob(['from;to;kW\n']);
    await expect(checkLoadProfile(file, options, deps)).resolves.toEqual({ kind: 'checked', answer });
    expect(calls[0]?.url).toBe('/api/loadprofiles/check?from=2026-03-29&to=2026-03-29&resolution=15&directions=CONS&timeZone=Europe%2FZurich');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'text/csv', 'x-csrf-token': 'tok' }, body: file });
  });

  it('lists an unreadable file’s findings and throws any other failure', async () => {
    const refused = fakeFetch([400, { isClientError: true, code: 'INVALID_FILE', message: 'empty', field: 'body', details: { problems: [{ ...finding, code: 'INVALID_FILE' }], problemCount: 1 } }]);
    await expect(checkLoadProfile(new Blob([]), options, refused.deps)).resolves.toMatchObject({ kind: 'refused', refusal: { code: 'INVALID_FILE', problemCount: 1, problems: [{ line: 12, timestamp: finding.timestamp }] } });
    const tooLarge = fakeFetch([413, { isClientError: true, code: 'INVALID_FILE', message: 'too large' }]);
    await expect(checkLoadProfile(new Blob(['x']), options, tooLarge.deps)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('the load profile upload', () => {
  it('stores the file as text/csv, then sends UploadLoadProfile naming its hash', async () => {
    const hash = 'a'.repeat(64);
    const { calls, deps } = fakeFetch([200, { data: { hash, contentType: 'text/csv', size: 10 } }], [200, { data: { streamId: 's', position: '77', nextExpectedRevision: '1', events: 1, duplicate: false } }]);
    await expect(uploadLoadProfile(new Blob(['from;to;kW\n'], { type: 'application/vnd.ms-excel' }), { code: 'CH1', ...options }, deps)).resolves.toEqual({ kind: 'uploaded', position: '77' });
    expect(calls.map((c) => c.url)).toEqual(['/api/uploads', '/api/commands']);
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'text/csv' });
    const command = JSON.parse(String(calls[1]?.init.body)) as { type: string; commandId: string; data: unknown };
    expect(command).toMatchObject({ type: 'UploadLoadProfile', data: { code: 'CH1', directions: 'CONS', from: '2026-03-29', to: '2026-03-29', resolution: 15, timeZone: 'Europe/Zurich', file: hash } });
    expect(command.commandId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the command’s refusal by line, column and timestamp', async () => {
    const { deps } = fakeFetch([200, { data: { hash: 'b'.repeat(64), contentType: 'text/csv', size: 10 } }], [400, { code: 'INVALID_FORMAT', field: 'data.file', message: '1 problem', details: { problems: [finding], problemCount: 101 } }]);
    await expect(uploadLoadProfile(new Blob(['x']), { code: 'CH1', ...options }, deps)).resolves.toEqual({
      kind: 'refused',
      refusal: { code: 'INVALID_FORMAT', message: '1 problem', problems: [finding], problemCount: 101 },
    });
  });
});

describe('refusalOf', () => {
  it('reads only a 400 with findings, missing places as null', () => {
    expect(refusalOf(400, { code: 'VALIDATION_ERROR', details: { problems: [{ message: 'gap' }] } })).toEqual({ code: 'VALIDATION_ERROR', message: '', problems: [{ code: '', line: null, column: null, message: 'gap', key: '' }], problemCount: 1 });
    expect(refusalOf(400, { code: 'VALIDATION_ERROR', message: 'no details' })).toBeNull();
    expect(refusalOf(409, { code: 'CONFLICT', details: { problems: [] } })).toBeNull();
  });
});
