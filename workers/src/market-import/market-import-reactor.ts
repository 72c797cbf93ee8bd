import { marketImportStream, type MarketJobEvent } from '@portal/events';
import { parseMarketFileOffThread } from '@portal/platform';
import { defineReactor, type PortalCommand } from '../runtime/reactor.ts';
import { jobEnd, jobEndCommandId, marketImportName } from './import-outcome.ts';

/** A job with one of these is no longer running: nothing to parse. */
const jobEnds = new Set<string>(['MarketImportCompleted', 'MarketImportSkipped', 'MarketImportFailed']);

/**
 * The market import reaction (issue 13, ADR 0024): on MarketImportStarted, for a job still
 * running, it reads the job's file from the blob store, parses it whole with `parseMarketFile`
 * off the event loop (the same function the projection runs on the same bytes) and asks to end
 * the job: CompleteMarketImport with the series' summaries, or FailMarketImport with the file's
 * errors (`jobEnd`). The job's stream is read as it stands now, so a job already ended (skipped,
 * or ended before the checkpoint moved) asks for nothing; the end's one command id per job
 * (`jobEndCommandId`) keeps a second worker process from ending a job twice. The runner sends it
 * with its clock's time.
 */
export const marketImportReactor = defineReactor<PortalCommand, MarketJobEvent>()({
  name: marketImportName,
  handles: ['MarketImportStarted'],
  async react(started, _history, ports) {
    const { jobId, kind, sha256 } = started.data;
    const job = await ports.current(marketImportStream(jobId));
    if (job.some((e) => jobEnds.has(e.type))) return [];
    const bytes = await ports.file(sha256);
    const end = jobEnd(jobId, bytes ? await parseMarketFileOffThread(kind, bytes) : null);
    ports.logger.info({ worker: marketImportName, jobId, kind, outcome: end.type }, 'market import parsed');
    return [{ ...end, commandId: jobEndCommandId(jobId) }];
  },
});
