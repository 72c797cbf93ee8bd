export { apply, due, endOfOfferDay, expiryCommandId, expiryEventTypes, nextDue, offerExpiryName, react, type ExpiryCommand, type PendingExpiry, type Schedule, type ScheduleChange } from './expiry-schedule.ts';
export { OfferExpiry, type OfferExpiryOptions } from './offer-expiry.ts';
export { offerExpiryReactor } from './offer-expiry-reactor.ts';
