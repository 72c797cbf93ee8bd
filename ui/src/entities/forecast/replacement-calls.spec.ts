import { HttpError } from '@/lib/http.ts';
import { checkReplacementFile, checkUrl, refusalFindings, sendReplacement } from './replacement-calls.ts';
import { draftErrors, draftPeriod, initialDraft } from './replacement-draft.ts';

const answerWith = (status: number, body: unknown) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, deps: { fetch, cookies: () => 'portal_csrf=tok' } };
};

const period = { from: '2027-01-01', to: '2027-12-31', resolution: 15 as const, timeZone: 'Europe/Zurich' };
const finding = { code: 'INVALID_FORMAT', line: 12, column: 3, timestamp: '2027-03-28T02:30:00+01:00', message: 'decimal comma', key: 'errorInfo.loadProfile.commaDecimal' };
const data = { code: '10000000003', direction: 'CONS' as const, forecastId: '4f6c3f7e-2b6a-4d5e-9a41-2f0c1c9d8e01', ...period, timeZone: 'Europe/Zurich' as const, file: 'a'.repeat(64) };

describe('the replacement file check', () => {
  it('posts the CSV to the check route with the period and the point’s direction', async () => {
    const answer = { valid: false, rows: 35040, layout: 'iso', problems: [finding], problemCount: 1, summary: { kwh: '0', maxKw: '0', byDirection: {} } };
    const { calls, deps } = answerWith(200, { data: answer });
    const file = new Blob(['from;to;kW'], { type: 'text/csv' });
    await expect(checkReplacementFile(file, period, 'PROD', deps)).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/loadprofiles/check?from=2027-01-01&to=2027-12-31&resolution=15&directions=PROD&timeZone=Europe%2FZurich');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'text/csv', 'x-csrf-token': 'tok' }, body: file });
    expect(checkUrl({ ...period, resolution: 60, timeZone: undefined }, 'CONS')).toBe('/api/loadprofiles/check?from=2027-01-01&to=2027-12-31&resolution=60&directions=CONS');
  });

  it('throws a refused check call with its code', async () => {
    const { deps } = answerWith(413, { isClientError: true, code: 'INVALID_FILE', message: 'too large' });
    await expect(checkReplacementFile(new Blob(['x']), period, 'CONS', deps)).rejects.toThrow(HttpError);
  });
});

describe('the replacement command', () => {
  it('sends ReplaceLongTermForecast with its id and hands back the position', async () => {
    const { calls, deps } = answerWith(200, { streamId: 's', position: '77', nextExpectedRevision: null, events: 1, duplicate: false });
    await expect(sendReplacement(data, 'c0ffee00-0000-4000-8000-000000000001', deps)).resolves.toEqual({ kind: 'replaced', position: '77' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ type: 'ReplaceLongTermForecast', commandId: 'c0ffee00-0000-4000-8000-000000000001', data });
  });

  it('hands over a refusal with the file’s findings by line, column and timestamp', async () => {
    const { deps } = answerWith(400, { isClientError: true, code: 'INVALID_FORMAT', message: 'the file has 1 finding', details: { problems: [finding] } });
    await expect(sendReplacement(data, undefined, deps)).resolves.toEqual({ kind: 'refused', message: 'the file has 1 finding', findings: [finding] });
    expect(refusalFindings({ details: { problems: [{ message: 'x' }, 'junk'] } })).toEqual([{ code: 'VALIDATION_ERROR', line: null, column: null, timestamp: undefined, message: 'x', key: undefined }]);
    expect(refusalFindings({ code: 'STATE_ERROR' })).toEqual([]);
  });

  it('throws any other failure', async () => {
    const { deps } = answerWith(403, { isClientError: true, code: 'ERR_BAD_REQUEST', message: 'admin only' });
    await expect(sendReplacement(data, undefined, deps)).rejects.toThrow('ERR_BAD_REQUEST');
  });
});

describe('the replacement period', () => {
  it('starts with the forecast’s delivery years as whole days', () => {
    expect(initialDraft({ years: [2028, 2027] })).toEqual({ from: '01.01.2027', to: '31.12.2028', resolution: '15', timeZone: 'Europe/Zurich' });
    expect(draftPeriod(initialDraft({ years: [2027] }))).toEqual({ from: '2027-01-01', to: '2027-12-31', resolution: 15, timeZone: 'Europe/Zurich' });
  });

  it('refuses a day that does not exist and an end before the start', () => {
    const draft = initialDraft({ years: [2027] });
    expect(draftErrors(draft)).toEqual({});
    expect(draftErrors({ ...draft, from: '31.02.2027' })).toEqual({ from: { key: 'forecast.replace.invalidDate', params: {} } });
    expect(draftErrors({ ...draft, to: '31.12.2026' })).toEqual({ to: { key: 'forecast.replace.order', params: {} } });
    expect(draftPeriod({ ...draft, to: '31.12.2026' })).toBeNull();
  });
});
