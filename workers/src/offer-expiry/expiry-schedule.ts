import { isEventOf, offerEvents, type ExpireOffer, type RecordedEvent } from '@portal/events';
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

export type Schedule = ReadonlyMap<string, PendingExpiry>;

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

/** The schedule after a change (a new map; the old one is left as it was). */
export function apply(schedule: Schedule, change: ScheduleChange): Schedule {
  if (!change) return schedule;
  const next = new Map(schedule);
  if (change.kind === 'set') next.set(change.entry.offerId, change.entry);
  else next.delete(change.offerId);
  return next;
}

export interface ExpiryCommand {
  readonly type: 'ExpireOffer';
  readonly data: ExpireOffer;
  /** The same offer and due time give the same id, so a repeat after a restart appends nothing. */
  readonly commandId: string;
  readonly entry: PendingExpiry;
}

export const expiryCommandId = (entry: Pick<PendingExpiry, 'offerId' | 'dueAt'>): string => reactionCommandId(offerExpiryName, `${entry.offerId}@${entry.dueAt}`, 0);

/** The commands due at `now` (epoch ms), earliest first: every entry whose time has come. */
export function due(schedule: Schedule, now: number): ExpiryCommand[] {
  return [...schedule.values()]
    .filter((e) => Date.parse(e.dueAt) <= now)
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || compareIds(a.offerId, b.offerId))
    .map((entry) => ({ type: 'ExpireOffer', data: { offerId: entry.offerId }, commandId: expiryCommandId(entry), entry }));
}

/**
 * When the one timer should fire: the earliest due time, each entry held back to `notBefore`
 * (the worker's retry time for a refused command, Infinity while one is out). Null when none.
 */
export function nextDue(schedule: Schedule, notBefore: (entry: PendingExpiry) => number = () => 0): number | null {
  let next: number | null = null;
  for (const entry of schedule.values()) {
    const at = Math.max(Date.parse(entry.dueAt), notBefore(entry));
    if (at !== Infinity && (next === null || at < next)) next = at;
  }
  return next;
}

// Offer ids are whole numbers as strings: shorter is smaller.
const compareIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
