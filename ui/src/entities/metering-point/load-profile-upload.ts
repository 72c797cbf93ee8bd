import type { CommandData } from '@portal/events/commands';
import { LoadProfileCheckAnswer as CheckAnswerSchema, type LoadProfileCheckAnswer } from '@portal/events/load-profile';
import Value from 'typebox/value';
import { newCommandId } from '@/lib/commands.ts';
import { browserPostDeps, failureOf, postRaw, type RawPostDeps } from '@/lib/raw-post.ts';
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

type Deps = RawPostDeps;
const browserDeps = browserPostDeps;

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

/**
 * `POST /api/loadprofiles/check` with the file as it is.
 *
 * @example const outcome = await checkLoadProfile(file, { from: '2026-01-01', to: '2026-12-31', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' });
 */
export async function checkLoadProfile(file: Blob, options: ProfileCheckOptions, deps: Deps = browserDeps): Promise<CheckOutcome> {
  const answer = await postRaw(checkUrl(options), 'text/csv', file, deps);
  const data = answer.body?.data;
  if (answer.status === 200 && Value.Check(CheckAnswerSchema, data)) return { kind: 'checked', answer: data };
  const refusal = refusalOf(answer.status, answer.body);
  if (refusal) return { kind: 'refused', refusal };
  throw failureOf(answer);
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
  const answer = await postRaw('/api/commands', 'application/json', JSON.stringify(command), deps);
  // The command API answers `{ data: CommandAccepted }`.
  const accepted = (answer.body?.data ?? null) as { position?: unknown } | null;
  if (answer.status >= 200 && answer.status < 300 && typeof accepted?.position === 'string') return { kind: 'uploaded', position: accepted.position };
  const refusal = refusalOf(answer.status, answer.body);
  if (refusal) return { kind: 'refused', refusal };
  throw failureOf(answer);
}
