import { CSRF_HEADER, csrfFromCookies, HttpError } from './http.ts';

// A POST whose whole answer the caller reads: a file as the body (load profile checks) or a
// refusal whose `details` (a file's findings by line and quarter hour) the shared HTTP helper
// does not keep. Same-origin with the CSRF header, never retried.

export interface RawPostDeps {
  fetch: typeof fetch;
  cookies: () => string;
}

export const browserPostDeps: RawPostDeps = { fetch: (input, init) => fetch(input, init), cookies: () => document.cookie };

export interface RawAnswer {
  status: number;
  /** The JSON object of the answer; null when it was no JSON object (a proxy's page). */
  body: Record<string, unknown> | null;
  text: string;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** @example const { status, body } = await postRaw('/api/loadprofiles/check?…', 'text/csv', file) */
export async function postRaw(url: string, contentType: string, body: BodyInit, deps: RawPostDeps = browserPostDeps): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'content-type': contentType };
  const csrf = csrfFromCookies(deps.cookies());
  if (csrf !== null) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await deps.fetch(url, { method: 'POST', headers, body, credentials: 'same-origin' });
  } catch (cause) {
    throw new HttpError(null, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: cause instanceof Error ? cause.message : String(cause) });
  }
  const text = await response.text();
  return { status: response.status, body: parseJson(text), text };
}

/** An answer the caller has no use for, as the error every failed call shows (the problem's code, message and field). */
export function failureOf({ status, body, text }: RawAnswer): HttpError {
  return new HttpError(status, {
    isClientError: status < 500,
    code: typeof body?.code === 'string' ? body.code : `HTTP_${status}`,
    message: typeof body?.message === 'string' ? body.message : text.slice(0, 200),
    ...(typeof body?.field === 'string' ? { field: body.field } : {}),
  });
}
