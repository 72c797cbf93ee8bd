import { fillPath, paths } from '@/config/paths.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';

// The tabs of /offers/{offerId} (spec section 2) that this feature serves, each a page of its own
// path: details, pricing, margin (not for customers), time series, metering points, documents and
// the monthly overview. The strategy tabs (strategies, strategic-procurement) belong to the
// strategy screens and are not listed until they exist.

const p = paths.procurement;

export const OFFER_TABS = [
  { segment: 'details', crumb: 'details', path: p.offerDetails },
  { segment: 'pricing', crumb: 'pricing', path: p.offerPricing },
  { segment: 'margin', crumb: 'margin', path: p.offerMargin },
  { segment: 'time-series', crumb: 'timeSeries', path: p.offerTimeSeries },
  { segment: 'meteringpoints', crumb: 'meteringPoints', path: p.offerMeteringPoints },
  { segment: 'documents', crumb: 'documents', path: p.offerDocuments },
  { segment: 'monthly-overview', crumb: 'monthlyOverview', path: p.offerMonthlyOverview },
] as const;

export type OfferTabSegment = (typeof OFFER_TABS)[number]['segment'];

/** The tabs a role sees: the margin is the partner's business, never the customer's. */
export function offerTabsFor(role: OfferTableRole): (typeof OFFER_TABS)[number][] {
  return OFFER_TABS.filter((tab) => role !== 'customer' || tab.segment !== 'margin');
}

/**
 * The tab a path shows; details for anything else under the offer.
 *
 * @example offerTabOf('/offers/500001/meteringpoints') // 'meteringpoints'
 */
export function offerTabOf(pathname: string): OfferTabSegment {
  const segment = pathname.split('/')[3] ?? '';
  return OFFER_TABS.find((tab) => tab.segment === segment)?.segment ?? 'details';
}

/** @example offerTabPath('500001', 'pricing') // '/offers/500001/pricing' */
export function offerTabPath(offerId: string, segment: OfferTabSegment): string {
  const tab = OFFER_TABS.find((t) => t.segment === segment) ?? OFFER_TABS[0];
  return fillPath(tab.path, { offerId });
}

/** The offer's metering points tab query (spec section 2): 1 is consumption, anything else production. */
export interface PointsQuery {
  action: string | null;
  meteringcode: string | null;
  direction: 'CONS' | 'PROD' | null;
}

/** @example pointsQuery(new URLSearchParams('action=show&meteringcode=CH1&meteringpointtype=2')) // { action: 'show', meteringcode: 'CH1', direction: 'PROD' } */
export function pointsQuery(search: URLSearchParams): PointsQuery {
  const type = search.get('meteringpointtype');
  return {
    action: search.get('action'),
    meteringcode: search.get('meteringcode'),
    direction: type === null ? null : type === '1' ? 'CONS' : 'PROD',
  };
}

/**
 * The offer's points with the one the query names first (by code and, when given, direction),
 * and that point; null when the query names none or one the offer does not hold.
 */
export function namedFirst<Point extends { code: string; direction: 'CONS' | 'PROD' }>(points: readonly Point[], query: PointsQuery): { rows: Point[]; named: Point | null } {
  const code = query.meteringcode?.trim().toUpperCase();
  if (!code) return { rows: [...points], named: null };
  const named = points.find((p) => p.code.toUpperCase() === code && (query.direction === null || p.direction === query.direction)) ?? null;
  if (!named) return { rows: [...points], named: null };
  return { rows: [named, ...points.filter((p) => p !== named)], named };
}
