import { offerListTag, offerTag } from '@/entities/offer/offer-api.ts';
import { defineCommand } from '@/lib/commands.ts';

// The customer's answers to a released offer, each with the reads its success makes stale: the
// offer's detail and the table pages. Other browsers learn it from recalcOfferTable*.

export const acceptOffer = defineCommand('AcceptOffer', ({ offerId }) => [offerTag(offerId), offerListTag]);
export const rejectOffer = defineCommand('RejectOffer', ({ offerId }) => [offerTag(offerId), offerListTag]);
