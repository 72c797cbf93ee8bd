import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { offerChangeReactor } from './offer-change-reactor.ts';

export type OfferChangeOptions = WorkerRunnerOptions;

/**
 * The change flag's worker on its own (the processes run `offerChangeReactor` through the
 * `WorkerRunner` with the other reactors, reactors.ts): the reaction on the runner's loop, with
 * the runner's checkpoint (`worker-offer-change`), retries and shutdown.
 */
export class OfferChangeWatcher extends ReactorFollower {
  constructor(options: OfferChangeOptions) {
    super(offerChangeReactor, options);
  }
}
