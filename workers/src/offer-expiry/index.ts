export { endOfOfferDay, expiryCommandId, expiryEventTypes, offerExpiryName, react, type PendingExpiry, type ScheduleChange } from './expiry-schedule.ts';
export { OfferExpiry, type OfferExpiryOptions } from './offer-expiry.ts';
export { offerExpiryReactor } from './offer-expiry-reactor.ts';
