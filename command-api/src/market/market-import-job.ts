import {
  assertNever,
  DomainError,
  type CompleteMarketImport,
  type Decider,
  type FailMarketImport,
  type MarketImportSource,
  type MarketJobEvent,
  type StartMarketImport,
} from '@portal/events';

/**
 * One market data import (`marketImport-<jobId>`, issue 13): started on a file in the blob
 * store, then completed by the import worker (its series), skipped at once when the kind's
 * ledger knows the file (same sha256) as imported, or failed (its errors, with the error flag
 * the admin removes). The kind's ledger is written in the same unit (market-import-ledger.ts).
 *
 * Pure: the clock (`now`), the sender and the ledger's verdict on the file (`importedBy`) arrive
 * in the command.
 */

export type JobEvent = MarketJobEvent;
type Started = Extract<JobEvent, { type: 'MarketImportStarted' }>['data'];

export type MarketJobState =
  | { readonly status: 'none' }
  | { readonly status: 'running' | 'completed' | 'skipped'; readonly job: Started }
  | { readonly status: 'failed'; readonly job: Started; readonly flagged: boolean };

export interface JobActor {
  readonly userId: string;
  readonly role: string;
}

export type MarketJobCommand =
  /** `importedBy`: the job that imported this file before (the kind's ledger), or null. */
  | { readonly type: 'StartMarketImport'; readonly data: StartMarketImport; readonly source: MarketImportSource; readonly by: JobActor; readonly now: string; readonly importedBy: string | null }
  | { readonly type: 'CompleteMarketImport'; readonly data: CompleteMarketImport; readonly now: string }
  | { readonly type: 'FailMarketImport'; readonly data: FailMarketImport; readonly now: string }
  | { readonly type: 'RemoveMarketImportErrorFlag'; readonly data: { readonly jobId: string }; readonly by: JobActor; readonly now: string };

const field = 'data.jobId';
export const unknownJob = (jobId: string): DomainError => new DomainError('ERR_BAD_REQUEST', 404, `no market import job ${jobId}`, { field });
const stateError = (jobId: string, status: string, action: string): DomainError =>
  new DomainError('STATE_ERROR', 409, `market import job ${jobId} is ${status} and cannot be ${action}`, { field, details: { status } });

function start(command: Extract<MarketJobCommand, { type: 'StartMarketImport' }>, state: MarketJobState): JobEvent[] {
  const { data, by, now, importedBy } = command;
  if (state.status !== 'none') throw new DomainError('STATE_ERROR', 409, `market import job ${data.jobId} exists already`, { field });
  const started: JobEvent = {
    type: 'MarketImportStarted',
    data: { jobId: data.jobId, kind: data.kind, source: command.source, sha256: data.sha256, fileName: data.fileName, size: data.size, startedAt: now, by: { userId: by.userId, role: by.role } },
  };
  if (importedBy === null) return [started];
  return [started, { type: 'MarketImportSkipped', data: { jobId: data.jobId, kind: data.kind, sha256: data.sha256, importedBy, completedAt: now } }];
}

function decide(command: MarketJobCommand, state: MarketJobState): JobEvent[] {
  if (command.type === 'StartMarketImport') return start(command, state);
  const { jobId } = command.data;
  if (state.status === 'none') throw unknownJob(jobId);
  const { job } = state;
  switch (command.type) {
    case 'CompleteMarketImport': {
      if (state.status !== 'running') throw stateError(jobId, state.status, 'completed');
      const { series } = command.data;
      const values = series.reduce((n, s) => n + s.values, 0);
      return [{ type: 'MarketImportCompleted', data: { jobId, kind: job.kind, sha256: job.sha256, series, values, completedAt: command.now } }];
    }
    case 'FailMarketImport': {
      if (state.status !== 'running') throw stateError(jobId, state.status, 'failed');
      const { errors, errorCount } = command.data;
      // The count covers the errors listed: a worker that sends fewer would understate the file's problems.
      return [{ type: 'MarketImportFailed', data: { jobId, kind: job.kind, errors, errorCount: Math.max(errorCount, errors.length), failedAt: command.now } }];
    }
    case 'RemoveMarketImportErrorFlag': {
      if (state.status !== 'failed') throw stateError(jobId, state.status, 'unflagged');
      if (!state.flagged) throw new DomainError('STATE_ERROR', 409, `the error flag of market import job ${jobId} was removed already`, { field, details: { status: 'failed' } });
      return [{ type: 'MarketImportErrorFlagRemoved', data: { jobId, by: { userId: command.by.userId, role: command.by.role }, removedAt: command.now } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: MarketJobState, event: JobEvent): MarketJobState {
  switch (event.type) {
    case 'MarketImportStarted':
      return { status: 'running', job: event.data };
    case 'MarketImportCompleted':
      return state.status === 'none' ? state : { status: 'completed', job: state.job };
    case 'MarketImportSkipped':
      return state.status === 'none' ? state : { status: 'skipped', job: state.job };
    case 'MarketImportFailed':
      return state.status === 'none' ? state : { status: 'failed', job: state.job, flagged: true };
    case 'MarketImportErrorFlagRemoved':
      return state.status === 'failed' ? { ...state, flagged: false } : state;
    default:
      return assertNever(event);
  }
}

export const marketJobDecider: Decider<MarketJobCommand, MarketJobState, JobEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
