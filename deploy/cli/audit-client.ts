import type { AuditReplayRow, ReplayResult, ScannedDocument } from '@portal/projections';
import type { AuditReplayLine } from '../ops/audit-ops.ts';
import type { AuditReplayPort } from '../ops/audit-replays.ts';
import { call, lines, type OpsServer } from './ops-client.ts';

const replayPath = (name: string): string => `/ops/audit/replays/${encodeURIComponent(name)}`;

/** Audit replays through the ops listener of the server that holds the stores (deploy/ops/audit-ops.ts). */
export function serverAuditReplays(server: OpsServer): AuditReplayPort {
  return {
    async replay(view, until, run) {
      const body = { view, until: until.toISOString(), ...(run.batchSize === undefined ? {} : { batchSize: run.batchSize }) };
      try {
        const response = await call(server, 'POST', '/ops/audit/replays', { body, signal: run.signal });
        if (!response.body) throw new Error('the server answered without a body');
        for await (const line of lines<AuditReplayLine>(response.body)) {
          if (line.type === 'progress') run.onProgress?.(line);
          else if (line.type === 'result') {
            const { type: _type, ...result } = line;
            return result satisfies ReplayResult;
          } else throw new Error(`${line.code}: ${line.message}`);
        }
      } catch (error) {
        // Closing the connection is what abandons the replay in the server.
        if (run.signal?.aborted) throw run.signal.reason;
        throw error;
      }
      throw new Error('the server ended the replay without a result (did it stop?); `audit replays` lists what it kept');
    },
    async *pages(name) {
      let after: string | null | undefined;
      do {
        const query = after ? `?after=${encodeURIComponent(after)}` : '';
        const page = (await (await call(server, 'GET', `${replayPath(name)}/documents${query}`)).json()) as { data: ScannedDocument[]; next: string | null };
        if (page.data.length > 0) yield page.data;
        after = page.next;
      } while (after);
    },
    async drop(name) {
      await call(server, 'DELETE', replayPath(name));
    },
    async list() {
      return ((await (await call(server, 'GET', '/ops/audit/replays')).json()) as { data: AuditReplayRow[] }).data;
    },
  };
}
