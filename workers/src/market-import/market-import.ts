import { isEventOf, MarketImportStarted, marketImportStream, type EventOf, type Recorded, type RecordedEvent } from '@portal/events';
import { parseMarketFileOffThread, type BlobStore } from '@portal/platform';
import { EventFollower, type FollowerOptions } from '../runtime/event-follower.ts';
import { sendCommand, type CommandSender } from '../runtime/send-command.ts';
import { jobEnd, jobEndCommandId, marketImportName } from './import-outcome.ts';

export interface MarketImportOptions extends FollowerOptions, CommandSender {
  /** Where the job's file is (the upload route and the inbox put it there). */
  readonly blobStore: BlobStore;
  /** The time CompleteMarketImport and FailMarketImport are sent with; a test may fix it. */
  readonly clock?: () => Date;
}

type Started = EventOf<typeof MarketImportStarted>;
const isStarted = isEventOf([MarketImportStarted]);
/** A job with one of these is no longer running: nothing to parse. */
const jobEnds = new Set<string>(['MarketImportCompleted', 'MarketImportSkipped', 'MarketImportFailed']);

/**
 * The market import worker (issue 13, ADR 0024): follows MarketImportStarted, and for a job
 * still running reads its file from the blob store, parses it whole with `parseMarketFile`
 * (the same function the projection runs on the same bytes) and ends the job: CompleteMarketImport
 * with the series' summaries, or FailMarketImport with the file's errors. Sent as the system
 * under one command id per job (`jobEndCommandId`), so a restart that sees the start again, or
 * a second worker process, ends no job twice; a job already ended (skipped, or ended before the
 * checkpoint moved) is passed over.
 */
export class MarketImportWorker extends EventFollower<Started> {
  private readonly options: MarketImportOptions;

  constructor(options: MarketImportOptions) {
    super(marketImportName, options);
    this.options = options;
  }

  protected handles(event: RecordedEvent): event is Recorded<Started> {
    return isStarted(event);
  }

  protected async process(event: Recorded<Started>): Promise<void> {
    const { jobId, kind, sha256 } = event.data;
    const job = await this.options.eventStore.readStream(marketImportStream(jobId));
    if (job.some((e) => jobEnds.has(e.type))) return;
    const blob = await this.options.blobStore.get(sha256);
    const end = jobEnd(jobId, blob ? await parseMarketFileOffThread(kind, blob.bytes) : null);
    const now = this.options.clock?.() ?? new Date();
    const sent = await sendCommand(this.options, this.name, event, { ...end, commandId: jobEndCommandId(jobId) }, now);
    this.follow.logger.info({ worker: this.name, jobId, kind, outcome: sent.refused ?? end.type }, 'market import ended');
  }
}
