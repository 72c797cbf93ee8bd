import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { offerExpiryReactor } from './offer-expiry-reactor.ts';

export interface OfferExpiryOptions extends Omit<WorkerRunnerOptions, 'clock'> {
  /** Epoch ms; a test may shift it. The ExpireOffer command is sent with this time. */
  readonly clock?: () => number;
}

/**
 * The offer expiry on its own (the processes run `offerExpiryReactor` through the
 * `WorkerRunner` with the other reactors, reactors.ts): the reaction on the runner's loop, its
 * timers kept by the runner beside the checkpoint (`worker-offer-expiry`).
 */
export class OfferExpiry extends ReactorFollower {
  constructor({ clock, ...options }: OfferExpiryOptions) {
    super(offerExpiryReactor, clock ? { ...options, clock: () => new Date(clock()) } : options);
  }

  /** The offers waiting, earliest first (for status and tests). */
  pending(): { offerId: string; dueAt: string }[] {
    return this.pendingTimers().map((t) => ({ offerId: t.key, dueAt: t.at }));
  }
}
