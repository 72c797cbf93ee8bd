import { assertNever, DomainError, type Decider, type MarketImportKind, type MarketLedgerEvent } from '@portal/events';

/**
 * The ledger of one import kind (`marketImports-<kind>`): which job runs, and which files
 * (sha256) were imported by which job. Every start and end of a job of the kind writes it in the
 * job's unit, so two starts at once conflict on this stream: the second re-reads and is refused
 * with JOB_IS_RUNNING, and "this file was imported already" is decided on the log, not on a read
 * model that may lag (as the offer ledgers decide TOO_MANY_PENDING_OFFERS).
 *
 * A file imported before still gets a job: it is queued and ended at once (imported: false), so
 * the ledger lists every job of the kind and the data do not change.
 */

export type LedgerEvent = MarketLedgerEvent;

export interface MarketLedgerState {
  readonly running: { readonly jobId: string; readonly sha256: string } | null;
  /** sha256 -> the job that imported it (the first one). */
  readonly imported: Readonly<Record<string, string>>;
}

export type MarketLedgerCommand =
  | { readonly type: 'QueueMarketImport'; readonly kind: MarketImportKind; readonly data: { readonly jobId: string; readonly sha256: string } }
  | { readonly type: 'EndMarketImport'; readonly kind: MarketImportKind; readonly data: { readonly jobId: string; readonly sha256: string; readonly imported: boolean } };

/** The job that imported this file of the kind before, or null. */
export const importedBy = (state: MarketLedgerState, sha256: string): string | null => state.imported[sha256] ?? null;

export const jobIsRunning = (kind: MarketImportKind, jobId: string): DomainError =>
  new DomainError('JOB_IS_RUNNING', 409, `a ${kind} import is running (job ${jobId}); try again when it has ended`, { field: 'data.kind', details: { jobId } });

function decide(command: MarketLedgerCommand, state: MarketLedgerState): LedgerEvent[] {
  const { jobId, sha256 } = command.data;
  switch (command.type) {
    case 'QueueMarketImport': {
      if (state.running) throw jobIsRunning(command.kind, state.running.jobId);
      const queued: LedgerEvent = { type: 'MarketImportQueued', data: { jobId, sha256 } };
      if (importedBy(state, sha256) === null) return [queued];
      return [queued, { type: 'MarketImportEnded', data: { jobId, sha256, imported: false } }];
    }
    case 'EndMarketImport':
      // The job's own decider lets only a running job end: another state here is a broken log.
      if (state.running?.jobId !== jobId) throw new DomainError('STATE_ERROR', 409, `job ${jobId} is not the running ${command.kind} import`, { field: 'data.jobId' });
      return [{ type: 'MarketImportEnded', data: { jobId, sha256, imported: command.data.imported } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: MarketLedgerState, event: LedgerEvent): MarketLedgerState {
  switch (event.type) {
    case 'MarketImportQueued':
      return { ...state, running: { jobId: event.data.jobId, sha256: event.data.sha256 } };
    case 'MarketImportEnded': {
      const { jobId, sha256, imported } = event.data;
      const running = state.running?.jobId === jobId ? null : state.running;
      if (!imported || state.imported[sha256] !== undefined) return { ...state, running };
      return { running, imported: { ...state.imported, [sha256]: jobId } };
    }
    default:
      return assertNever(event);
  }
}

export const marketLedgerDecider: Decider<MarketLedgerCommand, MarketLedgerState, LedgerEvent> = { initialState: () => ({ running: null, imported: {} }), decide, evolve };
