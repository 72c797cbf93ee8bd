import { DomainError, marketImportsLedgerStream, marketImportStream, type StartMarketImport } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { marketJobDecider, unknownJob, type MarketJobCommand, type MarketJobState } from './market-import-job.ts';
import { importedBy, marketLedgerDecider } from './market-import-ledger.ts';

/** Market data is the platform's, whoever sends the command (an admin of a partner included). */
const platform = { tenant: 'platform' } as const;
const now = (context: CommandContext): string => context.now.toISOString();
const by = (context: CommandContext) => ({ userId: context.actor.userId, role: context.actor.role });

/**
 * Starts a job on a stored file: the job's stream and the kind's ledger in one unit (ADR 10).
 * The file must be in the blob store with the size named; a file the ledger knows as imported
 * makes the job end at once as skipped.
 */
async function startImport(deps: HandlerDeps, data: StartMarketImport, context: CommandContext): Promise<CommandResult> {
  const streamId = marketImportStream(data.jobId);
  const ledger = marketImportsLedgerStream(data.kind);
  return runUnit(deps, context, { streamId }, async (unit) => {
    if (deps.blobStore) {
      const stored = await deps.blobStore.info(data.sha256);
      if (!stored) throw new DomainError('INVALID_FILE', 400, `no stored file ${data.sha256}: upload it first`, { field: 'data.sha256' });
      if (stored.size !== data.size) throw new DomainError('VALIDATION_ERROR', 400, `the stored file has ${stored.size} bytes, not ${data.size}`, { field: 'data.size' });
    }
    // The job's stream first: its events lead the command's append.
    await unit.preload([streamId, ledger]);
    const known = importedBy(await unit.state(marketLedgerDecider, ledger), data.sha256);
    const source = context.actor.role === 'system' ? 'INBOX' : 'UPLOAD';
    await unit.decide(marketJobDecider, streamId, { type: 'StartMarketImport', data, source, by: by(context), now: now(context), importedBy: known }, platform);
    await unit.decide(marketLedgerDecider, ledger, { type: 'QueueMarketImport', kind: data.kind, data: { jobId: data.jobId, sha256: data.sha256 } }, platform);
  });
}

/** Ends a running job (complete or fail) and frees its kind on the ledger in the same unit. */
function endImport(deps: HandlerDeps, context: CommandContext, jobId: string, command: MarketJobCommand, imported: boolean): Promise<CommandResult> {
  return onJob(deps, context, jobId, async (unit, state) => {
    const { kind, sha256 } = state.job;
    await unit.decide(marketJobDecider, marketImportStream(jobId), command, platform);
    await unit.decide(marketLedgerDecider, marketImportsLedgerStream(kind), { type: 'EndMarketImport', kind, data: { jobId, sha256, imported } }, platform);
  });
}

function onJob(deps: HandlerDeps, context: CommandContext, jobId: string, body: (unit: CommandUnit, state: Exclude<MarketJobState, { status: 'none' }>) => Promise<unknown>): Promise<CommandResult> {
  const streamId = marketImportStream(jobId);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(marketJobDecider, streamId);
    if (state.status === 'none') throw unknownJob(jobId);
    await body(unit, state);
  });
}

export const marketCommands: readonly CommandDefinition[] = [
  defineCommand('StartMarketImport', {
    summary: 'Starts a market data import on a file in the blob store (admin: an upload; system: the drop folder). JOB_IS_RUNNING while a job of the kind runs; a file imported before ends as skipped.',
    roles: ['admin', 'system'],
    run: (deps, data, context) => startImport(deps, data, context),
  }),
  defineCommand('CompleteMarketImport', {
    summary: 'Completes a running market import with the series the file brings (internal, import worker).',
    roles: ['system'],
    run: (deps, data, context) => endImport(deps, context, data.jobId, { type: 'CompleteMarketImport', data, now: now(context) }, true),
  }),
  defineCommand('FailMarketImport', {
    summary: 'Fails a running market import with the file\'s first errors and their count; sets the error flag (internal, import worker).',
    roles: ['system'],
    run: (deps, data, context) => endImport(deps, context, data.jobId, { type: 'FailMarketImport', data, now: now(context) }, false),
  }),
  defineCommand('RemoveMarketImportErrorFlag', {
    summary: 'Removes the error flag of a failed market import job (admin).',
    roles: ['admin'],
    run: (deps, data, context) =>
      onJob(deps, context, data.jobId, (unit) => unit.decide(marketJobDecider, marketImportStream(data.jobId), { type: 'RemoveMarketImportErrorFlag', data, by: by(context), now: now(context) }, platform)),
  }),
];
