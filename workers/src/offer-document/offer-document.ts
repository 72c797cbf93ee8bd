import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { offerDocumentReactor } from './offer-document-reactor.ts';

export interface OfferDocumentOptions extends WorkerRunnerOptions {
  /** Where the partner's templates are and the documents go. */
  readonly blobStore: NonNullable<WorkerRunnerOptions['blobStore']>;
}

/**
 * The offer document worker on its own (the processes run `offerDocumentReactor` through the
 * `WorkerRunner` with the other reactors, reactors.ts): the reaction on the runner's loop, with
 * the runner's checkpoint (`worker-offer-document`), retries and shutdown.
 */
export class OfferDocumentWriter extends ReactorFollower {
  constructor(options: OfferDocumentOptions) {
    super(offerDocumentReactor, options);
  }
}
