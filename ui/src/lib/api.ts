import { cacheTagTypes } from '@portal/events/read-contracts';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { fetchTakingEarly } from './early-requests.ts';
import { createHttp, csrfFromCookies, HttpError, type Problem, realSleep } from './http.ts';

/** The one HTTP helper of the app (spec section 7): same origin, GET retried (unless a request says not), commands not, CSRF echoed. */
export const http = createHttp({
  fetch: fetchTakingEarly((input, init) => fetch(input, init)),
  sleep: realSleep,
  csrfToken: () => csrfFromCookies(document.cookie),
});

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** A POST that only reads (the offer tables of spec section 7): it waits for this browser's writes like a GET. */
  read?: boolean;
  /** False: a GET is sent once, never retried (reads the server records, like the audit's). */
  retry?: boolean;
}

/** Every JSON body of the portal's APIs is `{ data }`; endpoints receive what is inside. */
function unwrap(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
}

// Read-your-writes: the position of this browser's latest command goes with every read, and
// routes served by a read model wait (bounded) until the model has reached it.
let minPosition: bigint | null = null;

/** Called with a command's answer; later reads see at least that write. */
export function rememberWrittenPosition(position: string): void {
  const value = BigInt(position);
  if (minPosition === null || value > minPosition) minPosition = value;
}

const readHeaders = (): Record<string, string> | undefined => (minPosition === null ? undefined : { 'x-portal-min-position': minPosition.toString() });

const baseQuery: BaseQueryFn<ApiRequest | string, unknown, Problem> = async (request, { signal }) => {
  const { url, method = 'GET', body, read = false, retry } = typeof request === 'string' ? { url: request } : request;
  try {
    if (method === 'GET') return { data: unwrap(await http.getJson(url, { signal, headers: readHeaders(), retry })) };
    if (method === 'POST') return { data: unwrap(await http.post(url, body, { signal, headers: read ? readHeaders() : undefined })) };
    return { data: unwrap(await http.del(url, { signal })) };
  } catch (error) {
    // The status rides along: a 404 and a 403 share the code ERR_BAD_REQUEST (query-api routes README).
    if (error instanceof HttpError) return { error: error.status === null ? error.problem : { ...error.problem, status: error.status } };
    throw error;
  }
};

/**
 * The one RTK Query API of the UI. Features inject their endpoints (`api.injectEndpoints`);
 * socket messages invalidate its tags (the contracts' `cacheTagTypes`; lib/realtime-rules.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: cacheTagTypes,
  endpoints: () => ({}),
});

/** A read answered 404: nothing there, or nothing the caller may see (the not-found state). */
export function isNotFound(error: unknown): boolean {
  return isProblem(error) && error.status === 404;
}

export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).code === 'string' && 'isClientError' in value;
}
