import { assertNever, DomainError, type AcceptOffer, type Actor, type Decider, type FlagOfferChange, type OfferEvent, type RecordOfferDocument, type RejectOffer } from '@portal/events';
import type { PointForecast } from './offer-volumes.ts';
import { acceptedForecastVolumes, deliveredDirections, forecastProblem } from './offer-volumes.ts';
import { pricingProblem } from './offer-pricing-shape.ts';
import { endOfOfferDay, localDateOf, plusMinutes } from './offer-time.ts';

/**
 * One offer (`offer-<offerId>`, spec sections 3 and 4): requested, priced by the admin
 * (again while not released), released on the offer day, then accepted per delivery year or
 * rejected by the customer, or expired (the validity period ran out, or the offer day ended
 * before release). An accepted offer may carry the change flag with its deltas.
 *
 * Pure: the clock (`now`), the market area's zone and the points' forecasts arrive in the
 * command. State refusals answer 409 with the offer codes of spec section 8, as the customer
 * and metering point deciders answer theirs; another tenant's offer and an unknown one answer
 * alike (403 ERR_BAD_REQUEST), as metering points do.
 */

export type Requested = Extract<OfferEvent, { type: 'OfferRequested' }>['data'];
export type Priced = Extract<OfferEvent, { type: 'OfferPriced' }>['data'];
type Released = Extract<OfferEvent, { type: 'OfferReleased' }>['data'];
type Delta = FlagOfferChange['deltas'][number];

export interface OfferActor {
  readonly userId: string;
  readonly role: Actor['role'];
  readonly salesPartnerId?: string;
  readonly customerId?: string;
}

interface Known {
  readonly offer: Requested;
  readonly prices: Priced | null;
  readonly release: Released | null;
  readonly lastDocument: RecordOfferDocument | null;
}

export type OfferState =
  | { readonly status: 'none' }
  | (Known & { readonly status: 'requested' | 'priced' | 'released' | 'rejected' })
  | (Known & { readonly status: 'accepted'; readonly acceptedYears: readonly number[]; readonly deltas: readonly Delta[] | null })
  | (Known & { readonly status: 'expired'; readonly before: 'release' | 'acceptance' });

type Timed = { readonly now: string; readonly timeZone: string };

export type OfferCommand =
  | { readonly type: 'RequestOffer'; readonly data: Requested }
  | { readonly type: 'PriceOffer'; readonly data: Priced }
  | ({ readonly type: 'ReleaseOffer'; readonly data: { readonly offerId: string }; readonly points: readonly PointForecast[] } & Timed)
  | ({ readonly type: 'AcceptOffer'; readonly data: AcceptOffer; readonly by: OfferActor } & Timed)
  | ({ readonly type: 'RejectOffer'; readonly data: RejectOffer; readonly by: OfferActor } & Timed)
  | ({ readonly type: 'ExpireOffer'; readonly data: { readonly offerId: string } } & Timed)
  | { readonly type: 'FlagOfferChange'; readonly data: FlagOfferChange }
  | { readonly type: 'RemoveOfferChangeFlag'; readonly data: { readonly offerId: string } }
  | { readonly type: 'RecordOfferDocument'; readonly data: RecordOfferDocument };

const field = 'data.offerId';
export const unknownOffer = (offerId: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `offer ${offerId} is not one of yours`, { field });
const stateError = (offerId: string, status: string, action: string): DomainError =>
  new DomainError('OFFER_STATE_ERROR', 409, `offer ${offerId} is ${status} and cannot be ${action}`, { field });
const expired = (offerId: string): DomainError => new DomainError('OFFER_EXPIRED', 409, `offer ${offerId} has expired`, { field });

/** The admin and the system any offer; a partner's users their customers' offers; a customer's users their own. */
export function mayAct(by: OfferActor, offer: Requested): boolean {
  if (by.role === 'admin' || by.role === 'system') return true;
  if (by.role === 'salesPartner') return by.salesPartnerId === offer.salesPartnerId;
  return by.role === 'customer' && by.customerId === offer.customerId;
}

const at = (iso: string): number => Date.parse(iso);
const userOf = (by: OfferActor) => ({ userId: by.userId, role: by.role });

/** The moment an unreleased offer or a released one runs out (null once settled). */
export function deadlineOf(state: Exclude<OfferState, { status: 'none' }>, timeZone: string): string | null {
  if (state.status === 'released' && state.release) return state.release.expiresAt;
  if (state.status === 'requested' || state.status === 'priced') return endOfOfferDay(state.offer.offerDate, timeZone);
  return null;
}

/**
 * Pricing is allowed while requested or priced (again), for exactly the delivery years and the
 * delivered directions. The PriceOffer command checks it before it computes the prices.
 */
export function assertPriceable(state: Exclude<OfferState, { status: 'none' }>, years: readonly { readonly year: number; readonly cons?: unknown; readonly prod?: unknown }[]): void {
  if (state.status !== 'requested' && state.status !== 'priced') throw stateError(state.offer.offerId, state.status, 'priced');
  const wrong = pricingProblem(state.offer, years);
  if (wrong) throw wrong;
}

function release(command: Extract<OfferCommand, { type: 'ReleaseOffer' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { offerId } = command.data;
  const { offer } = state;
  if (state.status === 'requested') throw new DomainError('PRICE_NOT_SET', 409, `offer ${offerId} has no price yet`, { field });
  if (state.status !== 'priced') throw new DomainError('RELEASE_OFFER_STATE', 409, `offer ${offerId} is ${state.status} and cannot be released`, { field });
  const today = localDateOf(command.now, command.timeZone);
  if (today !== offer.offerDate) throw new DomainError('OFFER_NOT_TODAY', 409, `offer ${offerId} is for ${offer.offerDate}, not today (${today})`, { field, details: { offerDate: offer.offerDate, today } });
  const missing = forecastProblem(offer, command.points);
  if (missing) throw missing;
  const releasedAt = new Date(at(command.now)).toISOString();
  const expiresAt = plusMinutes(new Date(releasedAt), offer.offerValidityPeriod);
  return [{ type: 'OfferReleased', data: { offerId, releasedAt, expiresAt, forecastVolumes: acceptedForecastVolumes(offer, command.points) } }];
}

function accept(command: Extract<OfferCommand, { type: 'AcceptOffer' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { offerId, years } = command.data;
  if (state.status === 'expired') throw expired(offerId);
  if (state.status !== 'released' || !state.release) throw stateError(offerId, state.status, 'accepted');
  if (at(command.now) >= at(state.release.expiresAt)) throw expired(offerId);
  years.forEach((year, i) => {
    if (!state.offer.deliveryYears.includes(year)) throw new DomainError('VALIDATION_ERROR', 400, `${year} is not a delivery year of offer ${offerId}`, { field: `data.years.${i}` });
  });
  return [{ type: 'OfferAccepted', data: { offerId, years: [...years].sort((a, b) => a - b), termsAccepted: true, acceptedBy: userOf(command.by) } }];
}

function reject(command: Extract<OfferCommand, { type: 'RejectOffer' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { offerId, reason } = command.data;
  if (state.status === 'expired') throw expired(offerId);
  const deadline = deadlineOf(state, command.timeZone);
  // requested or priced: the customer withdraws its request; released: it declines the offer.
  if (deadline === null) throw stateError(offerId, state.status, 'rejected');
  if (at(command.now) >= at(deadline)) throw expired(offerId);
  return [{ type: 'OfferRejected', data: { offerId, reason: reason ?? null, rejectedBy: userOf(command.by) } }];
}

function expire(command: Extract<OfferCommand, { type: 'ExpireOffer' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { offerId } = command.data;
  const deadline = deadlineOf(state, command.timeZone);
  // Accepted, rejected or expired already: the worker's command finds nothing to do.
  if (deadline === null) return [];
  if (at(command.now) < at(deadline)) throw new DomainError('STATE_ERROR', 409, `offer ${offerId} runs until ${deadline}`, { field, details: { deadline } });
  // expiredAt is the deadline itself, to the second, however late the worker comes.
  return [{ type: 'OfferExpired', data: { offerId, expiredAt: new Date(at(deadline)).toISOString(), before: state.status === 'released' ? 'acceptance' : 'release' } }];
}

function flag(command: Extract<OfferCommand, { type: 'FlagOfferChange' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { offerId, deltas } = command.data;
  if (state.status !== 'accepted') throw stateError(offerId, state.status, 'flagged as changed');
  deltas.forEach((delta, i) => {
    if (!state.acceptedYears.includes(delta.year)) throw new DomainError('VALIDATION_ERROR', 400, `${delta.year} is not an accepted year of offer ${offerId}`, { field: `data.deltas.${i}.year` });
    if (!deliveredDirections(state.offer.direction).includes(delta.direction)) {
      throw new DomainError('VALIDATION_ERROR', 400, `offer ${offerId} delivers no ${delta.direction}`, { field: `data.deltas.${i}.direction` });
    }
  });
  return [{ type: 'OfferChangeFlagged', data: { offerId, deltas } }];
}

function recordDocument(command: Extract<OfferCommand, { type: 'RecordOfferDocument' }>, state: Exclude<OfferState, { status: 'none' }>): OfferEvent[] {
  const { data } = command;
  const last = state.lastDocument;
  // The same document recorded again (a worker's retry under a new command id) changes nothing.
  if (last && JSON.stringify(last) === JSON.stringify({ ...data, offerId: last.offerId })) return [];
  const next = (last?.version ?? 0) + 1;
  if (data.version !== next) throw new DomainError('VALIDATION_ERROR', 400, `offer ${data.offerId}: the next document version is ${next}`, { field: 'data.version', details: { next } });
  return [{ type: 'OfferDocumentRecorded', data }];
}

function decide(command: OfferCommand, state: OfferState): OfferEvent[] {
  const { offerId } = command.data;
  if (command.type === 'RequestOffer') {
    if (state.status !== 'none') throw new DomainError('STATE_ERROR', 409, `offer ${offerId} exists already`, { field });
    return [{ type: 'OfferRequested', data: command.data }];
  }
  if (state.status === 'none') throw unknownOffer(offerId);
  if ('by' in command && !mayAct(command.by, state.offer)) throw unknownOffer(offerId);
  switch (command.type) {
    case 'PriceOffer':
      assertPriceable(state, command.data.years);
      return [{ type: 'OfferPriced', data: command.data }];
    case 'ReleaseOffer':
      return release(command, state);
    case 'AcceptOffer':
      return accept(command, state);
    case 'RejectOffer':
      return reject(command, state);
    case 'ExpireOffer':
      return expire(command, state);
    case 'FlagOfferChange':
      return flag(command, state);
    case 'RemoveOfferChangeFlag':
      if (state.status !== 'accepted' || state.deltas === null) throw stateError(offerId, state.status === 'accepted' ? 'not flagged' : state.status, 'unflagged');
      return [{ type: 'OfferChangeFlagRemoved', data: { offerId } }];
    case 'RecordOfferDocument':
      return recordDocument(command, state);
    default:
      return assertNever(command);
  }
}

function evolve(state: OfferState, event: OfferEvent): OfferState {
  if (event.type === 'OfferRequested') return { status: 'requested', offer: event.data, prices: null, release: null, lastDocument: null };
  if (state.status === 'none') return state;
  const known: Known = { offer: state.offer, prices: state.prices, release: state.release, lastDocument: state.lastDocument };
  switch (event.type) {
    case 'OfferPriced':
      return { ...known, status: 'priced', prices: event.data };
    case 'OfferReleased':
      return { ...known, status: 'released', release: event.data };
    case 'OfferAccepted':
      return { ...known, status: 'accepted', acceptedYears: event.data.years, deltas: null };
    case 'OfferRejected':
      return { ...known, status: 'rejected' };
    case 'OfferExpired':
      return { ...known, status: 'expired', before: event.data.before };
    case 'OfferChangeFlagged':
      // A second change adds its deltas to those of the first until the admin removes the flag.
      return state.status === 'accepted' ? { ...state, deltas: [...(state.deltas ?? []), ...event.data.deltas] } : state;
    case 'OfferChangeFlagRemoved':
      return state.status === 'accepted' ? { ...state, deltas: null } : state;
    case 'OfferDocumentRecorded':
      return { ...state, lastDocument: event.data };
    default:
      return assertNever(event);
  }
}

export const offerDecider: Decider<OfferCommand, OfferState, OfferEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
