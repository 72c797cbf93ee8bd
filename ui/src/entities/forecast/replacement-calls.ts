import type { CommandData } from '@portal/events/commands';
import type { LoadProfileCheckAnswer } from '@portal/events/load-profile';
import { newCommandId } from '@/lib/commands.ts';
import { browserPostDeps, failureOf, postRaw, type RawPostDeps } from '@/lib/raw-post.ts';

// The two calls of a forecast's replacement by an upload whose answers carry the file's findings
// (line, column, timestamp), which the shared HTTP helper does not keep: the preview through
// `POST /api/loadprofiles/check` and `ReplaceLongTermForecast` through `POST /api/commands`,
// refused with `details.problems`.

export type { LoadProfileCheckAnswer } from '@portal/events/load-profile';

/** One finding of a profile file, as the check route and the command's refusal name it. */
export interface FileFinding {
  code: string;
  line: number | null;
  column: number | null;
  timestamp?: string | undefined;
  message: string;
  key?: string | undefined;
}

export type CallDeps = RawPostDeps;
const browserDeps = browserPostDeps;

export interface ReplacementPeriod {
  from: string;
  to: string;
  resolution: 15 | 60;
  timeZone?: string | undefined;
}

/**
 * @example checkUrl({ from: '2027-01-01', to: '2027-12-31', resolution: 15 }, 'CONS')
 * // '/api/loadprofiles/check?from=2027-01-01&to=2027-12-31&resolution=15&directions=CONS'
 */
export function checkUrl(period: ReplacementPeriod, direction: 'CONS' | 'PROD'): string {
  const search = new URLSearchParams({ from: period.from, to: period.to, resolution: String(period.resolution), directions: direction });
  if (period.timeZone) search.set('timeZone', period.timeZone);
  return `/api/loadprofiles/check?${search.toString()}`;
}

/** The check route's verdict on a file for the period; a refusal of the call itself (403, 413) throws. */
export async function checkReplacementFile(file: Blob, period: ReplacementPeriod, direction: 'CONS' | 'PROD', deps: CallDeps = browserDeps): Promise<LoadProfileCheckAnswer> {
  const answer = await postRaw(checkUrl(period, direction), 'text/csv', file, deps);
  const data = answer.body?.data ?? answer.body;
  // A type-only import: the check's own code (papaparse, luxon) stays out of this chunk.
  if (answer.status >= 200 && answer.status < 300 && isCheckAnswer(data)) return data;
  throw failureOf(answer);
}

function isCheckAnswer(value: unknown): value is LoadProfileCheckAnswer {
  const answer = value as Partial<LoadProfileCheckAnswer> | null;
  return typeof answer?.valid === 'boolean' && typeof answer.rows === 'number' && Array.isArray(answer.problems) && typeof answer.problemCount === 'number';
}

export type ReplaceOutcome = { kind: 'replaced'; position: string } | { kind: 'refused'; message: string; findings: FileFinding[] };

/** The findings a refusal lists under `details.problems`; none for a refusal without them. */
export function refusalFindings(body: unknown): FileFinding[] {
  const problems = (body as { details?: { problems?: unknown } } | null)?.details?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((p: Record<string, unknown>) =>
    typeof p === 'object' && p !== null && typeof p.message === 'string'
      ? [
          {
            code: typeof p.code === 'string' ? p.code : 'VALIDATION_ERROR',
            line: typeof p.line === 'number' ? p.line : null,
            column: typeof p.column === 'number' ? p.column : null,
            timestamp: typeof p.timestamp === 'string' ? p.timestamp : undefined,
            message: p.message,
            key: typeof p.key === 'string' ? p.key : undefined,
          },
        ]
      : [],
  );
}

/**
 * Sends `ReplaceLongTermForecast` (never retried). A 400 is the refusal with the file's
 * findings; anything else that fails throws an HttpError, shown like every failed call.
 */
export async function sendReplacement(data: CommandData<'ReplaceLongTermForecast'>, commandId: string = newCommandId(), deps: CallDeps = browserDeps): Promise<ReplaceOutcome> {
  const answer = await postRaw('/api/commands', 'application/json', JSON.stringify({ type: 'ReplaceLongTermForecast', commandId, data }), deps);
  const body = answer.body as { position?: unknown; data?: { position?: unknown }; message?: unknown } | null;
  if (answer.status >= 200 && answer.status < 300) {
    const position = body?.position ?? body?.data?.position;
    return { kind: 'replaced', position: String(position ?? '') };
  }
  if (answer.status === 400) return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : '', findings: refusalFindings(answer.body) };
  throw failureOf(answer);
}
