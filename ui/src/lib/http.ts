import type { Problem as ProblemBody } from '@portal/events/read-contracts';
import { HTTP_RETRY } from '@/config/constants.ts';

/**
 * The error body every service answers with (the API's own `Problem` contract), and the HTTP
 * status of a read's refusal (lib/api.ts), e.g. 404 apart from a 403 of the same code.
 */
export type Problem = ProblemBody & { status?: number };

/** A failed call: `status` is null when no response arrived at all. */
export class HttpError extends Error {
  readonly status: number | null;
  readonly problem: Problem;

  constructor(status: number | null, problem: Problem) {
    super(`${problem.code}: ${problem.message}`);
    this.name = 'HttpError';
    this.status = status;
    this.problem = problem;
  }
}

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  retries?: number;
  baseDelayMs?: number;
  /** The CSRF token to echo on POST and DELETE (the `portal_csrf` cookie); null when there is none. */
  csrfToken?: () => string | null;
}

/** The cookie the server sets beside the session; its value goes back as `x-csrf-token`. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The value of the CSRF cookie in a `document.cookie` string, or null.
 *
 * @example csrfFromCookies('a=1; portal_csrf=abc') // 'abc'
 */
export function csrfFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CSRF_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * False: a GET is sent once, whatever the answer. For reads with an effect on the server,
   * such as the audit's, which records every call it answers (docs/adr/0026-audit-history.md).
   */
  retry?: boolean;
}

export type Http = ReturnType<typeof createHttp>;

/** A GET is retried on these: 404 covers a read model that has not caught up yet. */
export function isRetryableStatus(status: number): boolean {
  return status === 404 || status === 429 || (status >= 500 && status <= 599);
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The HTTP helper of spec section 7: GET retries up to 2 times with exponential backoff from
 * 500 ms on 404, 429, 5xx and when no response arrives (unless the request says `retry: false`); POST and DELETE never retry (a
 * repeated command could act twice) and carry `x-csrf-token` when `csrfToken` gives one.
 * Failures throw an HttpError carrying the problem body.
 *
 * @example
 * const http = createHttp({ fetch: window.fetch.bind(window), sleep: realSleep });
 * const { data } = await http.getJson<{ data: Contact }>('/api/getContact/alpha.localhost');
 */
export function createHttp(deps: HttpDeps) {
  const retries = deps.retries ?? HTTP_RETRY.retries;
  const baseDelayMs = deps.baseDelayMs ?? HTTP_RETRY.baseDelayMs;

  async function once(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new HttpError(null, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: describe(cause) });
    }
    if (!response.ok) throw new HttpError(response.status, await problemOf(response));
    return response;
  }

  async function get(url: string, options: RequestOptions = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(url, { method: 'GET', headers: options.headers, signal: options.signal, cache: 'no-cache' });
      } catch (error) {
        const retryable = options.retry !== false && error instanceof HttpError && (error.status === null || isRetryableStatus(error.status));
        if (!retryable || attempt >= retries || options.signal?.aborted) throw error;
        await deps.sleep(baseDelayMs * 2 ** attempt);
      }
    }
  }

  function send(method: 'POST' | 'DELETE', url: string, body: unknown, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // State-changing calls echo the CSRF cookie (double submit); a visitor has none to send.
    const csrf = deps.csrfToken?.() ?? null;
    if (csrf !== null) headers[CSRF_HEADER] = csrf;
    return once(url, { method, headers, signal: options.signal, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  return {
    get,
    getJson: async <T>(url: string, options?: RequestOptions): Promise<T> => parseJson<T>(await get(url, options)),
    getBytes: async (url: string, options?: RequestOptions): Promise<Uint8Array> =>
      new Uint8Array(await (await get(url, options)).arrayBuffer()),
    post: async <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
      jsonOrNull<T>(await send('POST', url, body, options)),
    del: async <T>(url: string, options: RequestOptions = {}): Promise<T> => jsonOrNull<T>(await send('DELETE', url, undefined, options)),
  };
}

async function jsonOrNull<T>(response: Response): Promise<T> {
  return (await parseJson<T | null>(response, true)) as T;
}

/** A body that is not JSON (a proxy's HTML page, say) is a failed answer, not a crash. */
async function parseJson<T>(response: Response, emptyIsNull = false): Promise<T> {
  const text = await response.text();
  if (emptyIsNull && text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new HttpError(response.status, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: `not JSON: ${text.slice(0, 80)}` });
  }
}

/** The service's problem body, or one made from the status when the body is not one. */
async function problemOf(response: Response): Promise<Problem> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<Problem>;
    if (typeof body.code === 'string') {
      return {
        isClientError: body.isClientError ?? response.status < 500,
        code: body.code,
        message: typeof body.message === 'string' ? body.message : '',
        ...(typeof body.field === 'string' ? { field: body.field } : {}),
      };
    }
  } catch {
    // not JSON: a proxy's error page, for instance
  }
  return { isClientError: response.status < 500, code: `HTTP_${response.status}`, message: text.slice(0, 200) };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
