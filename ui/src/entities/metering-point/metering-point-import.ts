import type { DeclaredDirections } from '@portal/events/metering-point-fields';
import { CsvImportRefusal as CsvImportRefusalSchema, type CsvImportRefusal } from '@portal/events/read-contracts';
import Value from 'typebox/value';
import { CSRF_HEADER, csrfFromCookies, HttpError } from '@/lib/http.ts';

// POST /api/meteringpoints/import: the raw CSV file as the body (the server parses and checks
// it in one pass), the customer, market area and declared directions in the query string.

export interface ImportTarget {
  customerId: string;
  marketArea: string;
  declared: DeclaredDirections;
}

export type ImportOutcome = { kind: 'imported'; position: string; count: number } | { kind: 'refused'; refusal: CsvImportRefusal };

/** @example importUrl({ customerId: '7', marketArea: 'CH', declared: 'CONS' }) // '/api/meteringpoints/import?customerId=7&marketArea=CH&declared=CONS' */
export function importUrl(target: ImportTarget): string {
  return `/api/meteringpoints/import?${new URLSearchParams({ customerId: target.customerId, marketArea: target.marketArea, declared: target.declared }).toString()}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The answer of the import route as an outcome: the import's position and count, or the
 * refusal with the file's problems (line, column). Anything else (403, 413, a proxy's page)
 * throws an HttpError, shown like every other failed call.
 */
export function importOutcome(status: number, text: string): ImportOutcome {
  const body = parseJson(text) as Record<string, unknown> | null;
  // The routes answer `{ data }`; a bare body is taken as well.
  const data = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<string, unknown> | null;
  if (status >= 200 && status < 300 && data && typeof data.count === 'number') {
    return { kind: 'imported', position: typeof data.position === 'string' ? data.position : String(data.position ?? ''), count: data.count };
  }
  if (status === 400 && data && Value.Check(CsvImportRefusalSchema, data)) return { kind: 'refused', refusal: data };
  const code = typeof data?.code === 'string' ? data.code : `HTTP_${status}`;
  const message = typeof data?.message === 'string' ? data.message : text.slice(0, 200);
  throw new HttpError(status, { isClientError: status < 500, code, message });
}

/**
 * Uploads a metering point CSV; never retried (the server would import it twice).
 *
 * @example const outcome = await importMeteringPoints(file, { customerId, marketArea, declared: 'BOTH' });
 */
export async function importMeteringPoints(file: Blob, target: ImportTarget, deps: { fetch: typeof fetch; cookies: () => string } = browserDeps): Promise<ImportOutcome> {
  const headers: Record<string, string> = { 'content-type': 'text/csv' };
  const csrf = csrfFromCookies(deps.cookies());
  if (csrf !== null) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await deps.fetch(importUrl(target), { method: 'POST', headers, body: file, credentials: 'same-origin' });
  } catch (cause) {
    throw new HttpError(null, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: cause instanceof Error ? cause.message : String(cause) });
  }
  return importOutcome(response.status, await response.text());
}

const browserDeps = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init), cookies: () => document.cookie };
