import { OfferChangeWatcher } from './offer-change/offer-change.ts';
import { OfferDocumentWriter, type OfferDocumentOptions } from './offer-document/offer-document.ts';
import { OfferExpiry } from './offer-expiry/offer-expiry.ts';
import type { EventFollower } from './runtime/event-follower.ts';

/**
 * The three workers around offers, as the processes start them (deploy/all-in-one.ts,
 * deploy/workers.ts): expiry, change flag, document. `commands` must hold ExpireOffer,
 * FlagOfferChange and RecordOfferDocument (allCommands does).
 */
export function offerWorkers(options: OfferDocumentOptions): EventFollower[] {
  return [new OfferExpiry(options), new OfferChangeWatcher(options), new OfferDocumentWriter(options)];
}
