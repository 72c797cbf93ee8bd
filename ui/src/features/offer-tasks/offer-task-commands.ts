import { defineCommand } from '@/lib/commands.ts';
import { offerListTag, offerTag } from '@/entities/offer/offer-api.ts';

// The commands of the offer task's edit page, each with the reads its success makes stale: the
// offer's detail and the offer lists (the socket's row reaches other browsers' grids).

const offerChanged = ({ offerId }: { offerId: string }) => [offerTag(offerId), offerListTag];

export const priceOffer = defineCommand('PriceOffer', offerChanged);
/** `confirmed: true` only after the RELEASE_OFFER question was answered. */
export const releaseOffer = defineCommand('ReleaseOffer', offerChanged);
/** Removes the change flag; the offer's deltas are deleted with it. */
export const removeOfferChangeFlag = defineCommand('RemoveOfferChangeFlag', offerChanged);
