import type { FlagOfferChange, LoadProfileEvent, MeteringPointEvent, OfferDelta, OfferEvent } from '@portal/events';
import { Decimal, toDecimalString } from '@portal/events/units';
import { DateTime } from 'luxon';

export const offerChangeName = 'offer-change';

/** The events that change what an accepted offer delivers. */
export const pointChangeTypes = ['MeteringPointYearlyQuantityChanged', 'MeteringPointDeliveryPeriodChanged'] as const;
export type PointChange = Extract<MeteringPointEvent, { type: (typeof pointChangeTypes)[number] }>;

/** A metering point as it stood just before the change. */
export interface PointFacts {
  readonly code: string;
  readonly direction: 'CONS' | 'PROD';
  readonly customerId: string;
  readonly yearlyQuantityKwh: string;
  /** Null ends are open. */
  readonly deliveryFrom: string | null;
  readonly deliveryTo: string | null;
}

/** An offer as it stood just before the change: what it delivers and which years the customer accepted. */
export interface OfferFacts {
  readonly offerId: string;
  readonly meteringPoints: readonly { readonly code: string; readonly direction: 'CONS' | 'PROD' }[];
  readonly deliveryFrom: string;
  readonly deliveryTo: string;
  readonly acceptedYears: readonly number[];
}

/** The point's facts from its stream's events (those before the change only). */
export function pointFacts(events: readonly (MeteringPointEvent | LoadProfileEvent)[]): PointFacts | null {
  return events.reduce<PointFacts | null>((facts, event) => {
    if (event.type === 'MeteringPointRegistered') {
      const { code, direction, customerId, yearlyQuantityKwh, deliveryFrom, deliveryTo } = event.data;
      return { code, direction, customerId, yearlyQuantityKwh, deliveryFrom, deliveryTo };
    }
    if (event.type === 'MeteringPointRemoved' || facts === null) return null;
    if (event.type === 'MeteringPointYearlyQuantityChanged') return { ...facts, yearlyQuantityKwh: event.data.yearlyQuantityKwh };
    if (event.type === 'MeteringPointDeliveryPeriodChanged') return { ...facts, deliveryFrom: event.data.deliveryFrom, deliveryTo: event.data.deliveryTo };
    return facts;
  }, null);
}

/** The offer's facts from its stream's events (those before the change only); null before its request. */
export function offerFacts(events: readonly OfferEvent[]): OfferFacts | null {
  return events.reduce<OfferFacts | null>((facts, event) => {
    if (event.type === 'OfferRequested') {
      const { offerId, meteringPoints, deliveryFrom, deliveryTo } = event.data;
      return { offerId, meteringPoints, deliveryFrom, deliveryTo, acceptedYears: [] };
    }
    if (facts === null || event.type !== 'OfferAccepted') return facts;
    return { ...facts, acceptedYears: [...new Set([...facts.acceptedYears, ...event.data.years])].sort((a, b) => a - b) };
  }, null);
}

/** Local days of `[from, to]` (both included, null = open) that fall in `year` and in `[within.from, within.to]`. */
function daysIn(year: number, period: { from: string | null; to: string | null }, within: { from: string; to: string }): number {
  const starts = [`${year}-01-01`, within.from, period.from ?? within.from].sort();
  const ends = [`${year}-12-31`, within.to, period.to ?? within.to].sort();
  const first = starts.at(-1) as string;
  const last = ends[0] as string;
  if (last < first) return 0;
  return DateTime.fromISO(last, { zone: 'utc' }).diff(DateTime.fromISO(first, { zone: 'utc' }), 'days').days + 1;
}

const daysOfYear = (year: number): number => (DateTime.utc(year).isInLeapYear ? 366 : 365);

/** kWh the point delivers in `year` under the offer: its yearly quantity pro rata over the days both periods cover. */
function kwhIn(year: number, yearlyKwh: string, period: { from: string | null; to: string | null }, offer: OfferFacts): Decimal {
  return new Decimal(yearlyKwh).times(daysIn(year, period, { from: offer.deliveryFrom, to: offer.deliveryTo })).dividedBy(daysOfYear(year));
}

const periodText = (from: string | null, to: string | null): string => `${from ?? 'open'} to ${to ?? 'open'}`;

/**
 * The pure saga: for a point change and the accepted offers that delivered the point before it,
 * `FlagOfferChange` per offer with a delta per accepted year (new minus old kWh the point
 * delivers in that year, 3 decimals, half up). A yearly quantity counts from its `validFrom`
 * (days before it keep the old quantity); a year's kWh is the yearly quantity pro rata over the
 * days the point's delivery period and the offer's delivery period both cover. Years whose
 * delta is zero are left out, and an offer without any delta gets no command.
 */
export function react(change: PointChange, before: PointFacts, offers: readonly OfferFacts[]): FlagOfferChange[] {
  const { code, direction } = change.data;
  const commands: FlagOfferChange[] = [];
  for (const offer of [...offers].sort((a, b) => a.offerId.length - b.offerId.length || (a.offerId < b.offerId ? -1 : 1))) {
    if (!offer.meteringPoints.some((p) => p.code === code && p.direction === direction)) continue;
    const deltas: OfferDelta[] = [];
    for (const year of offer.acceptedYears) {
      const delta = deltaOf(change, before, offer, year);
      if (delta.isZero()) continue;
      deltas.push({ year, direction, volumeDeltaKwh: toDecimalString(delta.toDecimalPlaces(3, Decimal.ROUND_HALF_UP)), reason: reasonOf(change, before) });
    }
    if (deltas.length > 0) commands.push({ offerId: offer.offerId, deltas });
  }
  return commands;
}

function deltaOf(change: PointChange, before: PointFacts, offer: OfferFacts, year: number): Decimal {
  const period = { from: before.deliveryFrom, to: before.deliveryTo };
  if (change.type === 'MeteringPointDeliveryPeriodChanged') {
    const after = { from: change.data.deliveryFrom, to: change.data.deliveryTo };
    return kwhIn(year, before.yearlyQuantityKwh, after, offer).minus(kwhIn(year, before.yearlyQuantityKwh, period, offer));
  }
  // Only the days from validFrom on take the new quantity.
  const from = [change.data.validFrom, period.from ?? change.data.validFrom].sort().at(-1) as string;
  const changed = { from, to: period.to };
  return kwhIn(year, change.data.yearlyQuantityKwh, changed, offer).minus(kwhIn(year, before.yearlyQuantityKwh, changed, offer));
}

function reasonOf(change: PointChange, before: PointFacts): string {
  const point = `metering point ${change.data.code} (${change.data.direction})`;
  if (change.type === 'MeteringPointDeliveryPeriodChanged')
    return `${point}: delivery period ${periodText(before.deliveryFrom, before.deliveryTo)} changed to ${periodText(change.data.deliveryFrom, change.data.deliveryTo)}`;
  return `${point}: yearly quantity ${before.yearlyQuantityKwh} kWh changed to ${change.data.yearlyQuantityKwh} kWh from ${change.data.validFrom}`;
}
