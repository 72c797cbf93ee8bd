import { OfferDocumentWriter, type OfferDocumentOptions } from './offer-document/offer-document.ts';
import { OfferExpiry } from './offer-expiry/offer-expiry.ts';
import type { EventFollower } from './runtime/event-follower.ts';

/**
 * The workers around offers that are not yet pure reactions, as the processes start them
 * (deploy/all-in-one.ts, deploy/workers.ts): expiry (its own timers) and document (renders a
 * PDF). The change flag is a reactor (`offerChangeReactor`, in `allReactors`). `commands` must
 * hold ExpireOffer and RecordOfferDocument (allCommands does).
 */
export function offerWorkers(options: OfferDocumentOptions): EventFollower[] {
  return [new OfferExpiry(options), new OfferDocumentWriter(options)];
}
