import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectionStatusRow } from '@portal/projections';
import type { PortalConfig } from '../config.ts';
import type { RebuildLine } from '../ops/projection-ops.ts';
import { interruptible, rebuildBar, type RebuildBar } from './rebuild-progress.ts';

/** A running server's ops listener and the operator token it expects. */
export interface OpsServer {
  readonly url: string;
  readonly token: string;
}

/** The token from PORTAL_OPERATOR_TOKEN, else the one the server generated into the data directory. */
export function opsServer(config: PortalConfig, url: string): OpsServer {
  const file = join(config.dataDir, 'operator-token');
  const token = config.operatorToken ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
  if (!token) throw new Error(`driving the server at ${url} needs the operator token: set PORTAL_OPERATOR_TOKEN (no ${file} either)`);
  return { url: url.replace(/\/+$/, ''), token };
}

/** A refusal of the ops listener, with its status and the field it names (for the CLI's exit code). */
export class OpsRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, problem: { code?: string; message?: string; field?: string }, statusText: string) {
    const code = problem.code ?? `HTTP ${status}`;
    super(`${code}${problem.field ? ` (${problem.field})` : ''}: ${problem.message ?? statusText}`);
    this.name = 'OpsRequestError';
    this.status = status;
    this.code = code;
    this.field = problem.field;
  }
}

export async function call(server: OpsServer, method: string, path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${server.token}`, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new Error(`the server's ops listener at ${server.url} does not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.ok) return response;
  const problem = (await response.json().catch(() => ({}))) as { code?: string; message?: string; field?: string };
  throw new OpsRequestError(response.status, problem, response.statusText);
}

/** `projections status` through the server. */
export async function remoteStatus(server: OpsServer): Promise<ProjectionStatusRow[]> {
  const { data } = (await (await call(server, 'GET', '/ops/projections')).json()) as { data: ProjectionStatusRow[] };
  return data;
}

/** The NDJSON lines of a streamed answer (a rebuild's or an audit replay's progress), parsed. */
export async function* lines<Line>(body: ReadableStream<Uint8Array>): AsyncGenerator<Line> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) yield JSON.parse(line) as Line;
    }
  }
}

/**
 * `projections rebuild` through the server that holds the stores: the same progress bar and final
 * line as a rebuild in the CLI. Ctrl-C closes the connection, and the server abandons the new
 * generation as the CLI itself would.
 */
export async function remoteRebuild(server: OpsServer, name: string, options: { batchSize?: number }): Promise<void> {
  let bar: RebuildBar | undefined;
  try {
    await interruptible(async (signal) => {
      const path = `/ops/projections/${encodeURIComponent(name)}/rebuild`;
      const response = await call(server, 'POST', path, { body: options.batchSize === undefined ? {} : { batchSize: options.batchSize }, signal });
      if (!response.body) throw new Error('the server answered without a body');
      // Only once the server has accepted: a refusal (unknown name, bad token) shows no bar.
      bar = rebuildBar(name);
      for await (const line of lines<RebuildLine>(response.body)) {
        if (line.type === 'progress') bar.update(line);
        else if (line.type === 'result') return bar.done(line);
        else throw new Error(`${line.code}: ${line.message}`);
      }
      throw new Error('the server ended the rebuild without a result (did it stop?); `projections status` shows what is live');
    });
  } catch (error) {
    bar?.stop();
    throw error;
  }
}
