import { offerRequestedType, type OfferOwnership } from '@portal/events';
import type { View } from '../engine/view.ts';

/** Which customer and partner an offer belongs to; nothing else about the offer. */
export interface OfferOwnershipDoc {
  readonly id: string;
  readonly customerId: string;
  readonly salesPartnerId: string;
  readonly position: string;
}

/**
 * Counts offers per customer and per partner before the offer feature exists: deleting a
 * customer or a partner is refused while it owns one (spec section 6). It reads only the
 * ownership part of `OfferRequested` (events/src/offer/offer-ownership.ts); an offer never
 * changes owner, so the first event decides and repeats change nothing.
 */
export const offerOwnershipView: View<OfferOwnershipDoc> = {
  name: 'offer-ownership',
  handles: [offerRequestedType],
  indexes: [
    { name: 'customerId', path: 'customerId' },
    { name: 'salesPartnerId', path: 'salesPartnerId' },
  ],
  documentIds: (event) => [(event.data as OfferOwnership).offerId],
  evolve(doc, event, id) {
    if (doc) return doc;
    const { customerId, salesPartnerId } = event.data as OfferOwnership;
    return { id, customerId, salesPartnerId, position: event.globalPosition.toString() };
  },
};
