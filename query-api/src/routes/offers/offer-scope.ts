import { DomainError, validationError, type Principal } from '@portal/events';
import { dateRangeProblem, foreignFilterProblems, minSearchLength, type OfferDetail, type OfferRow, type OfferSearch, type OfferTableRole } from '@portal/events/read-contracts';
import { localDayBounds } from '@portal/events/units';
import { searchForm, type OfferTableFilter } from '@portal/projections';

export type { OfferTableRole } from '@portal/events/read-contracts';

/** Offer dates are local days of the market zone; CH and DE keep the same clock (CET/CEST). */
const marketZone = 'Europe/Zurich';

/** The words of a search (NFKC, lower case); fewer than 3 characters (spaces aside) is a 400 at `searchObj.search`. */
export function searchWordsOf(search: string): string[] {
  const words = searchForm(search).split(/\s+/).filter((w) => w !== '');
  if (words.join(' ').length < minSearchLength) throw validationError('searchObj.search', 'search for at least 3 characters');
  return words;
}

/**
 * What a caller's table may show, as a filter of the offer table: the admin every offer, a
 * partner's user its partner's, a customer's user its customer's (from the session, never the
 * request). A filter the role may not use is a 400 at `searchObj.<name>`.
 *
 * @example offerFilterOf(partnerPrincipal, 'salesPartner', { statusId: ['released'] }) // { salesPartnerId, statuses: ['released'] }
 */
export function offerFilterOf(principal: Principal, role: OfferTableRole, search: OfferSearch): OfferTableFilter {
  const [foreign] = foreignFilterProblems(role, search);
  if (foreign) throw validationError(foreign.field, foreign.message);
  const scope: { salesPartnerId?: string; customerId?: string } = {};
  if (role === 'salesPartner') {
    if (principal.salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
    scope.salesPartnerId = principal.salesPartnerId;
    if (search.customerId !== undefined) scope.customerId = search.customerId;
  } else if (role === 'customer') {
    if (principal.customerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no customer');
    scope.customerId = principal.customerId;
  } else if (search.salesPartnerId !== undefined) {
    scope.salesPartnerId = search.salesPartnerId;
  }
  const reversed = dateRangeProblem(search);
  if (reversed) throw validationError(reversed.field, reversed.message);
  return {
    ...scope,
    ...(search.offerid !== undefined ? { offerId: search.offerid } : {}),
    ...(search.statusId !== undefined ? { statuses: search.statusId } : {}),
    ...(search.offerDateFrom !== undefined ? { from: localDayBounds(search.offerDateFrom, marketZone).start } : {}),
    ...(search.offerDateTo !== undefined ? { to: localDayBounds(search.offerDateTo, marketZone).end } : {}),
    ...(search.productId !== undefined ? { product: search.productId } : {}),
    ...(search.currencyId !== undefined ? { currency: search.currencyId } : {}),
    ...(search.deliveryYear !== undefined ? { deliveryYear: search.deliveryYear } : {}),
    ...(search.changeflag !== undefined ? { changeFlag: search.changeflag } : {}),
    ...(search.search !== undefined ? { search: searchWordsOf(search.search) } : {}),
  };
}

/** Spec section 6, "table mappings can exclude columns by role": a customer never sees the margin or the prices without it. */
export const forCustomer = <Row extends object = OfferRow>(row: Row): Row => ({ ...row, margin: null, priceConsWithoutMargin: null, priceProdWithoutMargin: null });

/** The row as this principal's table shows it. */
export const rowFor = (principal: Pick<Principal, 'role'>, row: OfferRow): OfferRow => (principal.role === 'customer' ? forCustomer(row) : row);

/**
 * The detail as a customer sees it: no partner fees, and per year and direction only the inputs
 * that are the customer's own price terms. Kept: the energy and profile price, the add-ons and
 * fees the contract bills (spot, balancing, variable, adjustment cost, procurement fee) and the
 * certificate price, because the customer pays each of them and the offer document lists them.
 * Hidden: alpha, beta and gamma (the admin's procurement formula, not a price) and the
 * certificate margin (the partner's); in the results the margin and the price without margin.
 * Hidden values are answered as '' (the contract's fields are required strings; '' is visibly no
 * value, where '0' would read as a real one).
 */
export function detailForCustomer(detail: OfferDetail): OfferDetail {
  const direction = <T extends NonNullable<OfferDetail['prices'][number]['cons']>>(part: T | undefined): T | undefined =>
    part && {
      ...part,
      inputs: { ...part.inputs, alpha: '', beta: '', gamma: '', certificateMargin: '' },
      result: { ...part.result, margin: '', priceWithoutMargin: '' },
    };
  return {
    ...detail,
    row: forCustomer(detail.row),
    fees: null,
    prices: detail.prices.map((year) => {
      const cons = direction(year.cons);
      const prod = direction(year.prod);
      return { year: year.year, ...(cons ? { cons } : {}), ...(prod ? { prod } : {}) };
    }),
  };
}
