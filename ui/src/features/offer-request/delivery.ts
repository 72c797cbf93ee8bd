// The delivery period a request derives from its years and its optional actual supply start,
// and the years the years step offers. The supply start's rules are the command's
// (`@portal/events/offer-rules`).

/** How many years ahead the years step offers, counting the current one. */
export const OFFERED_YEARS = 6;

/**
 * The delivery years to choose from: the offer date's year and the next five (none past).
 *
 * @example yearChoices('2026-11-26') // [2026, 2027, 2028, 2029, 2030, 2031]
 */
export function yearChoices(offerDate: string): number[] {
  const first = Number(offerDate.slice(0, 4));
  return Array.from({ length: OFFERED_YEARS }, (_, i) => first + i);
}

/**
 * From the actual supply start (or 1 January of the first year) to 31 December of the last year;
 * null without years.
 *
 * @example deliveryPeriod([2028, 2027], '2027-03-01') // { from: '2027-03-01', to: '2028-12-31' }
 */
export function deliveryPeriod(years: readonly number[], actualYearSupplyStart: string | null): { from: string; to: string } | null {
  if (years.length === 0) return null;
  const first = Math.min(...years);
  const last = Math.max(...years);
  return { from: actualYearSupplyStart ?? `${first}-01-01`, to: `${last}-12-31` };
}
