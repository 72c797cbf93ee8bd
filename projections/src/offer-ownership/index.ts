export { offerOwnershipView, type OfferOwnershipDoc } from './offer-ownership-view.ts';
export { offerCounter, type OfferCounter, type OfferOwner } from './offer-count.ts';
