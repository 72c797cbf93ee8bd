import type { OfferSearch } from './offer-rows.ts';

/**
 * The offer tables' filter rules (spec section 3, "Offer search filters"), once for the query
 * API, which refuses a filter the role does not have, and the offer list's filter bar, which
 * shows and sends only the role's filters.
 */

/** The three offer tables of spec section 7, one per role. */
export type OfferTableRole = 'admin' | 'salesPartner' | 'customer';

export type OfferSearchField = keyof OfferSearch;

const everyone: readonly OfferSearchField[] = ['offerid', 'statusId', 'offerDateFrom', 'offerDateTo', 'productId', 'currencyId', 'deliveryYear', 'search'];

/**
 * Spec section 3: everyone filters by offer id, status, offer date, product, currency, delivery
 * year and full text; the admin adds the partner and the change flag, the partner the customer.
 *
 * @example offerTableFilters.salesPartner.has('customerId') // true
 */
export const offerTableFilters: Readonly<Record<OfferTableRole, ReadonlySet<OfferSearchField>>> = {
  admin: new Set([...everyone, 'salesPartnerId', 'changeflag']),
  salesPartner: new Set([...everyone, 'customerId']),
  customer: new Set(everyone),
};

/** What is wrong with a table call's `searchObj`, at `searchObj.<field>`. */
export interface OfferSearchProblem {
  readonly field: string;
  readonly code: 'VALIDATION_ERROR';
  readonly values: Readonly<Record<string, string>>;
  readonly message: string;
}

/**
 * The filters a role's table does not have, each at its field.
 *
 * @example foreignFilterProblems('customer', { changeflag: true }) // [{ field: 'searchObj.changeflag', code: 'VALIDATION_ERROR', values: { role: 'customer' }, message: 'the customer table has no filter changeflag' }]
 */
export function foreignFilterProblems(role: OfferTableRole, search: OfferSearch): OfferSearchProblem[] {
  return (Object.keys(search) as OfferSearchField[])
    .filter((field) => search[field] !== undefined && !offerTableFilters[role].has(field))
    .map((field) => ({ field: `searchObj.${field}`, code: 'VALIDATION_ERROR', values: { role }, message: `the ${role} table has no filter ${field}` }));
}

/** An offer date range that ends before it starts (both ends are local days, included). */
export function dateRangeProblem(search: Pick<OfferSearch, 'offerDateFrom' | 'offerDateTo'>): OfferSearchProblem | null {
  const { offerDateFrom: from, offerDateTo: to } = search;
  if (from === undefined || to === undefined || from <= to) return null;
  return { field: 'searchObj.offerDateTo', code: 'VALIDATION_ERROR', values: { from, to }, message: 'offerDateTo is before offerDateFrom' };
}
