import { daysIncluded, DomainError, type MeteringDirection, type OfferDirection, type YearVolume } from '@portal/events';
import { Decimal, toDecimalString } from '@portal/events/units';
import type { YearKwh } from './offer-points.ts';
import { daysInYear } from './offer-time.ts';

/**
 * The volumes of an offer per delivery year and direction (kWh, 3 decimals): at request from the
 * points' yearly quantities (volume_kwh), at release from their accepted long-term forecasts.
 */

export const deliveredDirections = (direction: OfferDirection): MeteringDirection[] => (direction === 'BOTH' ? ['CONS', 'PROD'] : [direction]);

interface OfferShape {
  readonly direction: OfferDirection;
  readonly deliveryYears: readonly number[];
  readonly actualYearSupplyStart: string | null;
}

/**
 * The share of a year's energy the offer delivers: all of it, except in a first year whose supply
 * starts after 1 January (actualYearSupplyStart), which gets its days from that start to
 * 31 December over the days of the year (pro rata by days; the load shape within the year is not
 * known here, so a day counts as much as any other).
 */
export function deliveredShare(offer: OfferShape, year: number, kwh: Decimal): Decimal {
  const start = offer.actualYearSupplyStart;
  if (start === null || Number(start.slice(0, 4)) !== year) return kwh;
  return kwh.mul(daysIncluded(start, `${year}-12-31`)).div(daysInYear(year));
}

const kwhText = (value: Decimal): string => toDecimalString(value, 3);

/** Per delivery year (ascending) and delivered direction, the sum of `kwhOf` over the points of that direction. */
function volumesOf<P extends { readonly direction: MeteringDirection }>(offer: OfferShape, points: readonly P[], kwhOf: (point: P, year: number) => Decimal): YearVolume[] {
  const years = [...offer.deliveryYears].sort((a, b) => a - b);
  return years.flatMap((year) =>
    deliveredDirections(offer.direction).map((direction) => {
      const sum = points.filter((p) => p.direction === direction).reduce((total, p) => total.add(kwhOf(p, year)), new Decimal(0));
      return { year, direction, kwh: kwhText(deliveredShare(offer, year, sum)) };
    }),
  );
}

/** volume_kwh of the request: the points' yearly quantities, the first year pro rata when supply starts later. */
export function requestVolumes(offer: OfferShape, points: readonly { readonly direction: MeteringDirection; readonly yearlyQuantityKwh: string }[]): YearVolume[] {
  return volumesOf(offer, points, (p) => new Decimal(p.yearlyQuantityKwh));
}

/** One point of an offer as the release sees its forecasts (offer-points.ts). */
export interface PointForecast {
  readonly code: string;
  readonly direction: MeteringDirection;
  readonly hasForecast: boolean;
  readonly accepted: readonly YearKwh[] | null;
}

/**
 * NO_FUTURE_PROFILE when a point has no long-term forecast at all; OFFER_FUTURE_PROFILE_NOT_SET
 * when its forecast is not accepted yet or leaves out a delivery year. Null when every point is ready.
 */
export function forecastProblem(offer: OfferShape & { readonly offerId: string }, points: readonly PointForecast[]): DomainError | null {
  for (const point of points) {
    const details = { code: point.code, direction: point.direction };
    if (!point.hasForecast) return new DomainError('NO_FUTURE_PROFILE', 409, `metering point ${point.code} (${point.direction}) has no long-term forecast`, { field: 'data.offerId', details });
    const missing = point.accepted === null ? offer.deliveryYears[0] : offer.deliveryYears.find((year) => !point.accepted?.some((y) => y.year === year));
    if (missing !== undefined) {
      const what = point.accepted === null ? 'is not accepted yet' : `does not cover ${missing}`;
      return new DomainError('OFFER_FUTURE_PROFILE_NOT_SET', 409, `the long-term forecast of metering point ${point.code} (${point.direction}) ${what}`, { field: 'data.offerId', details: { ...details, year: missing } });
    }
  }
  return null;
}

/** The accepted forecasts' kWh per delivery year and direction (checked complete by forecastProblem first). */
export function acceptedForecastVolumes(offer: OfferShape, points: readonly PointForecast[]): YearVolume[] {
  return volumesOf(offer, points, (p, year) => new Decimal(p.accepted?.find((y) => y.year === year)?.kwh ?? '0'));
}

/**
 * The volume a year and direction is priced at: the accepted forecasts' where the points have
 * one for that year, else the request's volume.
 */
export function pricingVolume(offer: OfferShape, request: readonly YearVolume[], points: readonly PointForecast[], year: number, direction: MeteringDirection): string {
  const forecasts = points.filter((p) => p.direction === direction).map((p) => p.accepted?.find((y) => y.year === year)?.kwh).filter((kwh): kwh is string => kwh !== undefined);
  if (forecasts.length > 0) return kwhText(deliveredShare(offer, year, forecasts.reduce((sum, kwh) => sum.add(new Decimal(kwh)), new Decimal(0))));
  return request.find((v) => v.year === year && v.direction === direction)?.kwh ?? '0';
}
