import type { CommandData } from '@portal/events/commands';
import { LoadProfileCheckAnswer as CheckAnswerSchema, type LoadProfileCheckAnswer } from '@portal/events/load-profile';
import Value from 'typebox/value';
import { newCommandId } from '@/lib/commands.ts';
import { CSRF_HEADER, csrfFromCookies, HttpError } from '@/lib/http.ts';
import { rememberOwnMessageId } from '@/lib/realtime.ts';
import { uploadFile } from '@/lib/upload.ts';
import { checkUrl, type ProfileCheckOptions } from './load-profile-query.ts';

// The load profile upload's calls with a raw body or a refusal the shared HTTP helper does not
// keep: the check route (the file as the body) and the upload (file to the blob store, then
// the UploadLoadProfile command, whose refusal lists the file's findings in `details`).

/**
 * A finding as the check answers it; a command refusal's findings are read into the same shape
 * (a field the refusal leaves out is null).
 */
export interface ProfileFinding {
  code: string;
  line: number | null;
  column: number | null;
  timestamp?: string;
  message: string;
  key: string;
}

/** The findings of a refused file: the check's 400 INVALID_FILE or the command's 400. */
export interface ProfileRefusal {
  code: string;
  message: string;
  problems: ProfileFinding[];
  problemCount: number;
}

export type CheckOutcome = { kind: 'checked'; answer: LoadProfileCheckAnswer } | { kind: 'refused'; refusal: ProfileRefusal };
export type UploadOutcome = { kind: 'uploaded'; position: string } | { kind: 'refused'; refusal: ProfileRefusal };

interface Deps {
  fetch: typeof fetch;
  cookies: () => string;
}
const browserDeps: Deps = { fetch: (input, init) => fetch(input, init), cookies: () => document.cookie };

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function findingOf(item: unknown): ProfileFinding | null {
  if (typeof item !== 'object' || item === null) return null;
  const p = item as Record<string, unknown>;
  if (typeof p.message !== 'string') return null;
  const finding: ProfileFinding = { code: typeof p.code === 'string' ? p.code : '', line: numberOrNull(p.line), column: numberOrNull(p.column), message: p.message, key: typeof p.key === 'string' ? p.key : '' };
  return typeof p.timestamp === 'string' ? { ...finding, timestamp: p.timestamp } : finding;
}

/** A 400 whose `details.problems` are findings, as a refusal; null for any other answer. */
export function refusalOf(status: number, body: Record<string, unknown> | null): ProfileRefusal | null {
  if (status !== 400 || !body || typeof body.code !== 'string') return null;
  const details = body.details as { problems?: unknown; problemCount?: unknown } | undefined;
  if (!details || !Array.isArray(details.problems)) return null;
  const problems = details.problems.flatMap((item: unknown) => {
    const found = findingOf(item);
    return found ? [found] : [];
  });
  const problemCount = typeof details.problemCount === 'number' ? details.problemCount : problems.length;
  return { code: body.code, message: typeof body.message === 'string' ? body.message : '', problems, problemCount };
}

function failure(status: number | null, body: Record<string, unknown> | null, text: string): HttpError {
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${status ?? 0}`;
  const message = typeof body?.message === 'string' ? body.message : text.slice(0, 200);
  return new HttpError(status, { isClientError: status !== null && status < 500, code, message });
}

async function post(url: string, contentType: string, body: BodyInit, deps: Deps): Promise<{ status: number; body: Record<string, unknown> | null; text: string }> {
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

/**
 * `POST /api/loadprofiles/check` with the file as it is.
 *
 * @example const outcome = await checkLoadProfile(file, { from: '2026-01-01', to: '2026-12-31', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' });
 */
export async function checkLoadProfile(file: Blob, options: ProfileCheckOptions, deps: Deps = browserDeps): Promise<CheckOutcome> {
  const { status, body, text } = await post(checkUrl(options), 'text/csv', file, deps);
  const data = body?.data;
  if (status === 200 && Value.Check(CheckAnswerSchema, data)) return { kind: 'checked', answer: data };
  const refusal = refusalOf(status, body);
  if (refusal) return { kind: 'refused', refusal };
  throw failure(status, body, text);
}

/**
 * The file into the blob store (as text/csv, whatever type the browser guessed), then the
 * command naming it; never retried (the commandId makes a repeat harmless on the server).
 */
export async function uploadLoadProfile(file: Blob, data: Omit<CommandData<'UploadLoadProfile'>, 'file'>, deps: Deps = browserDeps): Promise<UploadOutcome> {
  const blob = await uploadFile(new Blob([file], { type: 'text/csv' }), deps);
  const commandId = newCommandId();
  rememberOwnMessageId(commandId);
  const command = { type: 'UploadLoadProfile', commandId, data: { ...data, file: blob.hash } };
  const { status, body, text } = await post('/api/commands', 'application/json', JSON.stringify(command), deps);
  // The command API answers `{ data: CommandAccepted }`.
  const accepted = (body?.data ?? null) as { position?: unknown } | null;
  if (status >= 200 && status < 300 && typeof accepted?.position === 'string') return { kind: 'uploaded', position: accepted.position };
  const refusal = refusalOf(status, body);
  if (refusal) return { kind: 'refused', refusal };
  throw failure(status, body, text);
}
