import type { MarketEvent } from '@portal/events';
import { marketEvents } from '@portal/events';
import type { MarketJobRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/** One import job as the admin's jobs page lists it: the read contract's row itself. */
export type MarketJobDoc = MarketJobRow;

/** Realtime topic of a job's change: the admin's socket message `recalcMarketImportJobs`, no other role's. */
export const marketImportJobTopic = 'MARKET_IMPORT_JOB';

/** The ledger's events (`marketImports-<kind>`) decide the write side's races; the list has nothing to show of them. */
const ledgerOnly = new Set(['MarketImportQueued', 'MarketImportEnded']);

/** The later of two instants (ISO 8601), so a replayed or late event never moves the last execution back. */
const latest = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * The market import jobs (issue 13; spec section 3: jobs, section 4: success or failed and the
 * error flag): one document per job from its stream `marketImport-<jobId>`. Platform-wide: only
 * the admin reads it (`GET /apiadmin/market/jobs`).
 */
export const marketImportJobsView = defineView<MarketJobDoc, MarketEvent>()({
  name: 'marketImportJobs',
  handles: marketEvents.map((e) => e.type).filter((type) => !ledgerOnly.has(type)),
  indexes: [
    { name: 'created', path: 'created', type: 'timestamptz' },
    { name: 'status', path: 'status' },
    { name: 'kind', path: 'kind' },
  ],
  documentIds: (event) => [event.data.jobId],
  evolve(doc, recorded) {
    const event = recorded;
    if (event.type === 'MarketImportStarted') {
      // A job starts once; the same start again (a replay) keeps what followed it.
      if (doc) return doc;
      const d = event.data;
      return {
        jobId: d.jobId, kind: d.kind, source: d.source, fileName: d.fileName, sha256: d.sha256, status: 'RUNNING', duplicate: false,
        created: d.startedAt, lastExecution: d.startedAt, errorFlag: false, errors: [], errorCount: 0, series: [],
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'MarketImportCompleted':
        return {
          ...doc,
          status: 'SUCCESS',
          lastExecution: latest(doc.lastExecution, event.data.completedAt),
          series: event.data.series.map((s) => ({ seriesId: s.seriesId, from: s.from, to: s.to, values: s.values })),
        };
      case 'MarketImportSkipped':
        return { ...doc, status: 'SUCCESS', duplicate: true, lastExecution: latest(doc.lastExecution, event.data.completedAt) };
      case 'MarketImportFailed':
        return {
          ...doc,
          status: 'FAILED',
          errorFlag: true,
          errors: event.data.errors,
          errorCount: event.data.errorCount,
          lastExecution: latest(doc.lastExecution, event.data.failedAt),
        };
      case 'MarketImportErrorFlagRemoved':
        // The errors stay readable; only the flag (the admin's "seen") goes.
        return { ...doc, errorFlag: false, lastExecution: latest(doc.lastExecution, event.data.removedAt) };
      default:
        return doc;
    }
  },
  // Platform-wide: the socket hub names it for the admin only (query-api/src/realtime/message-names.ts).
  notify: (_event, id) => ({ topic: marketImportJobTopic, dbId: id, tenant: 'platform' }),
});
