import { platformConfigDecider } from '@portal/command-api';
import { fold, platformConfigStream, type OfferEvent } from '@portal/events';
import { cancelTimer, defineReactor, type CancelTimer, type PortalCommand } from '../runtime/reactor.ts';
import type { Timer } from '../runtime/timers.ts';
import { expiryCommandId, expiryEventTypes, offerExpiryName, react, type PendingExpiry } from './expiry-schedule.ts';

/**
 * The offer expiry reaction (spec section 4: released offers expire after their validity
 * period, unreleased ones with their offer day). It decides what to schedule (`react`,
 * expiry-schedule.ts) and asks the runner for a timer per offer: ExpireOffer at the due second,
 * under `expiryCommandId` (offer and due time), so a send repeated after a restart appends
 * nothing; OfferAccepted, OfferRejected or OfferExpired cancel it, which also settles the race
 * with an acceptance: the write side lets one of the two win, and the loser's refusal is logged
 * (and tried again a few times until the offer's own event cancels the timer).
 *
 * The market area's zone is the platform configuration's as it stood before the request.
 */
export const offerExpiryReactor = defineReactor<PortalCommand | CancelTimer, OfferEvent>()({
  name: offerExpiryName,
  handles: expiryEventTypes,
  async react(event, history) {
    let zoneOf = (_area: string): string => 'Europe/Zurich';
    if (event.type === 'OfferRequested') {
      const config = fold(platformConfigDecider, await history(platformConfigStream));
      const zones = new Map(config.status === 'seeded' ? config.lists.marketareasAllObj.map((a) => [a.id, a.timeZone] as const) : []);
      zoneOf = (area) => zones.get(area) ?? 'Europe/Zurich';
    }
    const change = react(event, zoneOf);
    if (!change) return [];
    if (change.kind === 'drop') return [cancelTimer(change.offerId)];
    const { entry } = change;
    return [{ type: 'ExpireOffer', data: { offerId: entry.offerId }, key: entry.offerId, at: entry.dueAt, commandId: expiryCommandId(entry) }];
  },
  restoreTimer: (doc) => restoredTimer(doc as PendingExpiry),
});

/** A pending offer as the expiry kept it before the runner kept its timers. */
function restoredTimer(entry: PendingExpiry): Timer | null {
  if (typeof entry.offerId !== 'string' || typeof entry.dueAt !== 'string') return null;
  return { key: entry.offerId, at: entry.dueAt, type: 'ExpireOffer', data: { offerId: entry.offerId }, commandId: expiryCommandId(entry), cause: entry.cause };
}
