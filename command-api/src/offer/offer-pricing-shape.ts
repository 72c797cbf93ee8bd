import { DomainError, type OfferDirection } from '@portal/events';
import { deliveredDirections } from './offer-volumes.ts';

type PricedYear = { readonly year: number; readonly cons?: unknown; readonly prod?: unknown };

/**
 * What the admin's prices must cover (PriceOffer): each delivery year of the offer exactly once,
 * each with inputs for exactly the directions the offer delivers. The first problem, at its
 * field, or null. The command checks it before computing prices, the decider again.
 */
export function pricingProblem(offer: { readonly deliveryYears: readonly number[]; readonly direction: OfferDirection }, years: readonly PricedYear[]): DomainError | null {
  const refuse = (path: string, message: string) => new DomainError('VALIDATION_ERROR', 400, message, { field: path });
  const delivered = deliveredDirections(offer.direction);
  const seen = new Set<number>();
  for (const [i, priced] of years.entries()) {
    if (!offer.deliveryYears.includes(priced.year)) return refuse(`data.years.${i}.year`, `${priced.year} is not a delivery year of the offer`);
    if (seen.has(priced.year)) return refuse(`data.years.${i}.year`, `${priced.year} is priced twice`);
    seen.add(priced.year);
    for (const [direction, key] of [['CONS', 'cons'], ['PROD', 'prod']] as const) {
      const given = priced[key] !== undefined;
      const wanted = delivered.includes(direction);
      if (wanted && !given) return refuse(`data.years.${i}.${key}`, `${priced.year} needs prices for ${direction}`);
      if (!wanted && given) return refuse(`data.years.${i}.${key}`, `the offer delivers no ${direction}`);
    }
  }
  const missing = offer.deliveryYears.find((year) => !seen.has(year));
  if (missing !== undefined) return refuse('data.years', `delivery year ${missing} has no prices`);
  return null;
}
