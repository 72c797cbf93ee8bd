export { offerChangeName, offerFacts, pointChangeTypes, pointFacts, react as offerChangeDeltas, type OfferFacts, type PointChange, type PointFacts } from './change-deltas.ts';
export { OfferChangeWatcher, type OfferChangeOptions } from './offer-change.ts';
export { offerChangeReactor } from './offer-change-reactor.ts';
