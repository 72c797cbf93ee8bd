import { isEventOf, offerEvents, type RecordedEvent } from '@portal/events';
import { DateTime } from 'luxon';
import { reactionCommandId } from '../runtime/command-ids.ts';

export const offerExpiryName = 'offer-expiry';

/**
 * One offer waiting for its end. `before` says which end: 'release' (requested or priced, the
 * offer day ends at local midnight of the market area's zone) or 'acceptance' (released, the
 * validity period ends at `expiresAt`). `cause` is the event that set the due time: the command
 * carries on its correlation and tenant.
 */
export interface PendingExpiry {
  readonly offerId: string;
  /** ISO instant in UTC, to the millisecond. */
  readonly dueAt: string;
  readonly before: 'release' | 'acceptance';
  readonly cause: { readonly id: string; readonly correlationId: string; readonly tenant: string };
}

/** What one event does to the schedule: set (or move) an offer's due time, drop it, or nothing. */
export type ScheduleChange = { readonly kind: 'set'; readonly entry: PendingExpiry } | { readonly kind: 'drop'; readonly offerId: string } | null;

/** The events the schedule reads. */
export const expiryEventTypes = ['OfferRequested', 'OfferReleased', 'OfferAccepted', 'OfferRejected', 'OfferExpired'] as const;

const isOfferEvent = isEventOf(offerEvents);

/** The local midnight after `offerDate` in `zone`, as a UTC instant: when an unreleased offer's day is over. */
export function endOfOfferDay(offerDate: string, zone: string): string {
  const day = DateTime.fromISO(offerDate, { zone });
  if (!day.isValid) throw new RangeError(`offer date ${offerDate} in zone ${zone}: ${day.invalidExplanation ?? 'invalid'}`);
  return day.plus({ days: 1 }).startOf('day').toUTC().toISO() ?? '';
}

/**
 * The pure saga: `react(event) -> schedule change`. `zoneOf` answers the IANA zone of a market
 * area (MarketArea.timeZone of the platform configuration). OfferPriced changes nothing: a
 * priced offer still ends with its offer day.
 */
export function react(event: RecordedEvent, zoneOf: (marketArea: string) => string): ScheduleChange {
  if (!isOfferEvent(event)) return null;
  const offer = event;
  const cause = { id: event.id, correlationId: event.metadata.correlationId, tenant: event.metadata.tenant };
  switch (offer.type) {
    case 'OfferRequested': {
      const { offerId, offerDate, marketArea } = offer.data;
      return { kind: 'set', entry: { offerId, dueAt: endOfOfferDay(offerDate, zoneOf(marketArea)), before: 'release', cause } };
    }
    case 'OfferReleased':
      return { kind: 'set', entry: { offerId: offer.data.offerId, dueAt: new Date(offer.data.expiresAt).toISOString(), before: 'acceptance', cause } };
    case 'OfferAccepted':
    case 'OfferRejected':
    case 'OfferExpired':
      return { kind: 'drop', offerId: offer.data.offerId };
    default:
      return null;
  }
}

/** The same offer and due time give the same id, so a repeat after a restart appends nothing. */
export const expiryCommandId = (entry: Pick<PendingExpiry, 'offerId' | 'dueAt'>): string => reactionCommandId(offerExpiryName, `${entry.offerId}@${entry.dueAt}`, 0);
