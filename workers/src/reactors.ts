import { offerChangeReactor } from './offer-change/offer-change-reactor.ts';
import type { Reactor } from './runtime/reactor.ts';

/**
 * Every reactor the system runs. The features that need them (offer expiry, billing
 * recalculation, forecasts, the mail outbox, interface jobs) add theirs here.
 */
export const allReactors: readonly Reactor[] = [offerChangeReactor];
