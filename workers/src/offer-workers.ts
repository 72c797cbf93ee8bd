import { OfferExpiry, type OfferExpiryOptions } from './offer-expiry/offer-expiry.ts';
import type { EventFollower } from './runtime/event-follower.ts';

/**
 * The workers around offers that are not yet pure reactions, as the processes start them
 * (deploy/all-in-one.ts, deploy/workers.ts): expiry (its own timers). The change flag and the
 * document are reactors (`offerChangeReactor`, `offerDocumentReactor`, in `allReactors`).
 * `commands` must hold ExpireOffer (allCommands does).
 */
export function offerWorkers(options: OfferExpiryOptions): EventFollower[] {
  return [new OfferExpiry(options)];
}
