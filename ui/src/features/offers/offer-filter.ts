import { minSearchLength, offerTableFilters, type OfferRow, type OfferSearch, type OfferTableRole } from '@portal/events/read-contracts';
import { isNumberId } from '@portal/events/validation';
import { parseDate } from '@/lib/format/index.ts';

// The offer list's filters (spec section 3, "Offer search filters") as the table call's
// `searchObj`, per role: the query API's own `offerTableFilters` say which filters a role has;
// the full text starts at `minSearchLength` characters.

export type OfferStatus = OfferRow['status'];

/** What the filter bar holds, as typed; empty means "any". Dates are typed dd.mm.yyyy. */
export interface OfferFilterValues {
  search: string;
  offerid: string;
  statuses: OfferStatus[];
  dateFrom: string;
  dateTo: string;
  product: '' | OfferRow['product'];
  currency: '' | OfferRow['currency'];
  deliveryYear: string;
  salesPartnerId: string;
  changeflag: '' | 'true' | 'false';
  customerId: string;
}

export const emptyOfferFilter: OfferFilterValues = {
  search: '',
  offerid: '',
  statuses: [],
  dateFrom: '',
  dateTo: '',
  product: '',
  currency: '',
  deliveryYear: '',
  salesPartnerId: '',
  changeflag: '',
  customerId: '',
};

/** The fields whose text is not (yet) a value: shown as a hint, left out of the call. */
export type FilterProblem = 'search' | 'offerid' | 'dateFrom' | 'dateTo' | 'deliveryYear' | 'customerId';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The typed fields that cannot be sent as they are. */
export function filterProblems(values: OfferFilterValues): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const search = values.search.trim();
  // Fewer characters show a hint and filter nothing.
  if (search.length > 0 && search.length < minSearchLength) problems.push('search');
  if (values.offerid.trim() && !isNumberId(values.offerid.trim())) problems.push('offerid');
  if (values.dateFrom.trim() && parseDate(values.dateFrom) === null) problems.push('dateFrom');
  if (values.dateTo.trim() && parseDate(values.dateTo) === null) problems.push('dateTo');
  const year = values.deliveryYear.trim();
  if (year && !(/^[0-9]{4}$/.test(year) && Number(year) >= 2000 && Number(year) <= 2100)) problems.push('deliveryYear');
  if (values.customerId.trim() && !isNumberId(values.customerId.trim())) problems.push('customerId');
  return problems;
}

/**
 * The `searchObj` of the role's table call: empty and unusable fields left out, and only the
 * filters the role has (the server refuses the others).
 *
 * @example
 * searchObjOf({ ...emptyOfferFilter, dateFrom: '26.11.2026', changeflag: 'true', customerId: '1001' }, 'admin')
 * // { offerDateFrom: '2026-11-26', changeflag: true }
 */
export function searchObjOf(values: OfferFilterValues, role: OfferTableRole): OfferSearch {
  const problems = new Set(filterProblems(values));
  const usable = (field: FilterProblem, text: string) => text.trim() !== '' && !problems.has(field);
  const search: OfferSearch = {};
  if (usable('offerid', values.offerid)) search.offerid = values.offerid.trim();
  if (values.statuses.length > 0) search.statusId = [...new Set(values.statuses)];
  const from = parseDate(values.dateFrom);
  const to = parseDate(values.dateTo);
  if (from !== null) search.offerDateFrom = from;
  if (to !== null) search.offerDateTo = to;
  if (values.product) search.productId = values.product;
  if (values.currency) search.currencyId = values.currency;
  if (usable('deliveryYear', values.deliveryYear)) search.deliveryYear = Number(values.deliveryYear.trim());
  const has = (field: keyof OfferSearch) => offerTableFilters[role].has(field);
  if (has('salesPartnerId') && uuid.test(values.salesPartnerId)) search.salesPartnerId = values.salesPartnerId;
  if (has('changeflag') && values.changeflag) search.changeflag = values.changeflag === 'true';
  if (has('customerId') && usable('customerId', values.customerId)) search.customerId = values.customerId.trim();
  if (usable('search', values.search)) search.search = values.search.trim().slice(0, 100);
  return search;
}

/** Which filters the bar shows for a role. */
export function roleFilters(role: OfferTableRole): { salesPartner: boolean; changeflag: boolean; customer: boolean } {
  const has = offerTableFilters[role];
  return { salesPartner: has.has('salesPartnerId'), changeflag: has.has('changeflag'), customer: has.has('customerId') };
}
