import type { MarketJobRow } from '@portal/events/read-contracts';
import { browserPostDeps, failureOf, postRaw, type RawPostDeps } from '@/lib/raw-post.ts';

// The admin's upload of a market file: its raw bytes to `POST /api/market/imports` (CSRF header
// like every POST, never retried), which stores the file and starts its import job. The job id
// is the caller's, so sending the same action again cannot start a second job.

export type MarketImportKind = MarketJobRow['kind'];

/** What the file chooser offers per kind (every kind: the record is complete by its type); the server decides from the bytes what a file is. */
export const acceptedFiles: Readonly<Record<MarketImportKind, string>> = {
  ECB_FX: '.csv,text/csv',
  SNB_FX: '.csv,text/csv',
  ENTSOE_SPOT: '.xml,application/xml,text/xml',
  FORWARD_CSV: '.csv,text/csv',
};

/** The kinds in the order the upload form offers them. */
export const importKinds = Object.keys(acceptedFiles) as MarketImportKind[];

/**
 * @example importUrl('ENTSOE_SPOT', 'day ahead CH.xml', 'b1d…') // '/api/market/imports?kind=ENTSOE_SPOT&fileName=day+ahead+CH.xml&jobId=b1d…'
 */
export function importUrl(kind: MarketImportKind, fileName: string, jobId: string): string {
  return `/api/market/imports?${new URLSearchParams({ kind, fileName, jobId }).toString()}`;
}

export interface StartedImport {
  jobId: string;
  /** The command's position: the next read of the job list waits for it (read-your-writes). */
  position: string | null;
}

/**
 * Uploads the file and answers the started job; a refusal (400 INVALID_FILE, 409 JOB_IS_RUNNING,
 * 413, 403) throws an HttpError with the problem's code.
 */
export async function uploadMarketFile(file: Blob, request: { kind: MarketImportKind; fileName: string; jobId: string }, deps: RawPostDeps = browserPostDeps): Promise<StartedImport> {
  const contentType = request.kind === 'ENTSOE_SPOT' ? 'application/xml' : 'text/csv';
  const answer = await postRaw(importUrl(request.kind, request.fileName, request.jobId), contentType, file, deps);
  const data = answer.body?.data as { jobId?: unknown; position?: unknown } | undefined;
  if (answer.status >= 200 && answer.status < 300 && typeof data?.jobId === 'string') {
    return { jobId: data.jobId, position: typeof data.position === 'string' ? data.position : null };
  }
  throw failureOf(answer);
}
