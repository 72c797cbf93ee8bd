import { createHttp, csrfFromCookies, HttpError } from './http.ts';

type Step = number | 'network-error' | { status: number; body: unknown };

/** A fetch that answers with the given steps in order and records every call. */
function fakeFetch(steps: Step[]) {
  const calls: { url: string; method: string; body?: string }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
    const step = steps.shift();
    if (step === undefined) throw new Error('fake fetch: no step left');
    if (step === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = typeof step === 'number' ? { status: step, body: status200(step) } : step;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const status200 = (status: number) =>
  status < 400 ? { data: 'ok' } : { isClientError: status < 500, code: status === 404 ? 'ERR_BAD_REQUEST' : 'X', message: 'failed' };

function setup(steps: Step[]) {
  const { fetch, calls } = fakeFetch(steps);
  const waits: number[] = [];
  const http = createHttp({ fetch, sleep: async (ms) => void waits.push(ms) });
  return { http, calls, waits };
}

describe('GET retries', () => {
  it.each([404, 429, 500, 503, 599])('retries %i twice with backoff 500 then 1000 ms', async (status) => {
    const { http, calls, waits } = setup([status, status, 200]);
    await expect(http.getJson('/api/x')).resolves.toEqual({ data: 'ok' });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after the second retry and throws the last problem', async () => {
    const { http, calls, waits } = setup([500, 502, 503, 200]);
    const error = await http.getJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('retries when no response arrives, then reports ERR_BAD_RESPONSE as not a client error', async () => {
    const { http, calls } = setup(['network-error', 'network-error', 'network-error']);
    const error = (await http.getJson('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(calls).toHaveLength(3);
    expect(error.status).toBeNull();
    expect(error.problem).toMatchObject({ isClientError: false, code: 'ERR_BAD_RESPONSE' });
  });

  it.each([400, 401, 403, 409])('does not retry %i', async (status) => {
    const { http, calls, waits } = setup([status, 200]);
    await expect(http.getJson('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('a GET with retry: false', () => {
  it.each([404, 429, 503, 'network-error'] as const)('is sent once on %s and throws at once', async (step) => {
    const { http, calls, waits } = setup([step, 200]);
    const error = await http.getJson('/api/audit/streams/customer-1/history', { retry: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('answers like any GET when it succeeds', async () => {
    const { http, calls } = setup([200]);
    await expect(http.getJson('/api/audit/streams', { retry: false })).resolves.toEqual({ data: 'ok' });
    expect(calls).toHaveLength(1);
  });
});

describe('POST and DELETE', () => {
  it('never retry, whatever the status', async () => {
    const { http, calls } = setup([503, 'network-error']);
    await expect(http.post('/api/commands', { type: 'X' })).rejects.toBeInstanceOf(HttpError);
    await expect(http.del('/api/thing/1')).rejects.toBeInstanceOf(HttpError);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(calls[0]?.body).toBe('{"type":"X"}');
  });
});

describe('error bodies', () => {
  it('carries the problem body {isClientError, code, message, field}', async () => {
    const body = { isClientError: true, code: 'VALIDATION_ERROR', message: 'not a colour', field: 'data.color' };
    const { http } = setup([{ status: 400, body }]);
    const error = (await http.post('/api/commands', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.problem).toEqual(body);
    expect(error.status).toBe(400);
  });

  it('turns a 200 that is not JSON into ERR_BAD_RESPONSE instead of a crash', async () => {
    const fetch = (async () => new Response('<!doctype html>', { status: 200 })) as typeof globalThis.fetch;
    const http = createHttp({ fetch, sleep: async () => undefined });
    const error = (await http.getJson('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.problem).toMatchObject({ isClientError: false, code: 'ERR_BAD_RESPONSE' });
  });

  it('makes a problem from the status when the body is not one', async () => {
    const { http } = setup([{ status: 502, body: 'Bad Gateway' }]);
    const error = (await http.post('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.problem).toMatchObject({ isClientError: false, code: 'HTTP_502' });
  });
});

describe('CSRF token', () => {
  function withToken(token: string | null) {
    const seen: { method: string; headers: Record<string, string> }[] = [];
    const fetch = (async (_url: string, init: RequestInit = {}) => {
      seen.push({ method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string> | undefined) } });
      return new Response('{"data":1}', { status: 200 });
    }) as typeof globalThis.fetch;
    return { http: createHttp({ fetch, sleep: async () => undefined, csrfToken: () => token }), seen };
  }

  it('sends x-csrf-token on POST and DELETE, never on GET', async () => {
    const { http, seen } = withToken('t0k3n');
    await http.post('/api/logout');
    await http.del('/api/thing/1');
    await http.getJson('/api/getUserInfo');
    expect(seen.map((s) => [s.method, s.headers['x-csrf-token']])).toEqual([
      ['POST', 't0k3n'],
      ['DELETE', 't0k3n'],
      ['GET', undefined],
    ]);
  });

  it('sends no header when there is no token', async () => {
    const { http, seen } = withToken(null);
    await http.post('/api/login', { mail: 'a@b.ch', password: 'x' });
    expect(seen[0]?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('reads the portal_csrf cookie out of document.cookie', () => {
    expect(csrfFromCookies('portal_csrf=abc')).toBe('abc');
    expect(csrfFromCookies('lang=de; portal_csrf=a%2Bb%3D; other=1')).toBe('a+b=');
    expect(csrfFromCookies('x_portal_csrf=no; portal_csrf_old=no')).toBeNull();
    expect(csrfFromCookies('portal_csrf=')).toBeNull();
    expect(csrfFromCookies('')).toBeNull();
    expect(csrfFromCookies('portal_csrf=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
