import { CSRF_HEADER, csrfFromCookies, HttpError, type Problem } from './http.ts';

/** POST /api/uploads' answer: the blob's sha256, which commands refer to (logo, template PDF). */
export interface UploadedBlob {
  hash: string;
  contentType: string;
  size: number;
}

/**
 * Uploads a file's raw bytes (never retried, like every POST). The server reads the type from
 * the content; a refusal (INVALID_FILE, 413) throws an HttpError with the problem body.
 *
 * @example const { hash } = await uploadFile(input.files[0]);
 */
export async function uploadFile(file: Blob, deps: { fetch: typeof fetch; cookies: () => string } = browserDeps): Promise<UploadedBlob> {
  const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream' };
  const csrf = csrfFromCookies(deps.cookies());
  if (csrf !== null) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await deps.fetch('/api/uploads', { method: 'POST', headers, body: file });
  } catch (cause) {
    throw new HttpError(null, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: cause instanceof Error ? cause.message : String(cause) });
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: a proxy's page; the status decides below
  }
  if (!response.ok) {
    const problem = body as Partial<Problem> | null;
    throw new HttpError(response.status, {
      isClientError: response.status < 500,
      code: typeof problem?.code === 'string' ? problem.code : `HTTP_${response.status}`,
      message: typeof problem?.message === 'string' ? problem.message : text.slice(0, 200),
    });
  }
  const data = (body as { data?: UploadedBlob } | null)?.data;
  if (!data || typeof data.hash !== 'string') throw new HttpError(response.status, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'upload answer without hash' });
  return data;
}

const browserDeps = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init), cookies: () => document.cookie };
