import type { OfferDraftEvent } from '@portal/events';
import { offerDraftEvents } from '@portal/events';
import type { OfferDraftRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/**
 * An open draft of the request stepper (`/offers/new-offer/{id}`). A submitted or discarded draft
 * leaves the read model: the drafts list shows only what the user may continue. The customer's
 * name is joined on read (customers view), as for offers.
 */
export interface OfferDraftDoc extends Readonly<Omit<OfferDraftRow, 'customername'>> {
  readonly id: string;
  readonly position: string;
}

/** The contract's row; `customername` from the customers view (null: none chosen yet, deleted or erased). */
export const offerDraftRowOf = (doc: OfferDraftDoc, customername: string | null = null): OfferDraftRow => {
  const { id: _id, position: _position, ...row } = doc;
  return { ...row, customername };
};

export const offerDraftsView = defineView<OfferDraftDoc, OfferDraftEvent>()({
  name: 'offer-drafts',
  handles: offerDraftEvents.map((e) => e.type),
  indexes: [
    { name: 'salesPartnerId', path: 'salesPartnerId' },
    { name: 'customerId', path: 'customerId' },
    { name: 'updatedAt', path: 'updatedAt', type: 'timestamptz' },
  ],
  documentIds: (event) => [event.data.draftId],
  evolve(doc, recorded, id) {
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded;
    switch (event.type) {
      case 'OfferDraftSaved': {
        const { draftId, salesPartnerId, customerId, savedBy, step, request } = event.data;
        return { id, draftId, salesPartnerId, customerId, savedBy: savedBy.userId, step, request, updatedAt: recorded.metadata.occurredAt, position: recorded.globalPosition.toString() };
      }
      case 'OfferDraftDiscarded':
      case 'OfferDraftSubmitted':
        return null;
      default:
        return doc;
    }
  },
});
