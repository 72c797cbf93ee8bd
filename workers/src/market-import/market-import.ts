import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { marketImportReactor } from './market-import-reactor.ts';

export interface MarketImportOptions extends WorkerRunnerOptions {
  /** Where the job's file is (the upload route and the inbox put it there). */
  readonly blobStore: NonNullable<WorkerRunnerOptions['blobStore']>;
}

/**
 * The market import worker on its own (the processes run `marketImportReactor` through the
 * `WorkerRunner` with the other reactors, reactors.ts): the reaction on the runner's loop, with
 * the runner's checkpoint (`worker-market-import`), retries and shutdown.
 */
export class MarketImportWorker extends ReactorFollower {
  constructor(options: MarketImportOptions) {
    super(marketImportReactor, options);
  }
}
