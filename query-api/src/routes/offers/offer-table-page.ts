import { validationError, type Principal } from '@portal/events';
import type { OfferTablePage, OfferTableRequest } from '@portal/events/read-contracts';
import type { OfferTableReader } from '@portal/projections';
import type { PagingKeys, PagingScope } from '../customers/index.ts';
import { offerFilterOf, rowFor, type OfferTableRole } from './offer-scope.ts';

export interface OfferTableSource {
  readonly offerTable: OfferTableReader;
  readonly pagingKeys: PagingKeys;
}

/** Sorted keys, so equal searches sign alike whatever order the client wrote them in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/**
 * One keyset page of a role's offer table (spec section 7): `nextStep` reads the page after
 * `lastKey`, `previousStep` the one before `firstKey`, neither the first page; rows by offer
 * time (`direction`), ties by offer number. Keys are signed for this list (role, scope, search
 * and direction), so a key opens no other table, tenant or filter.
 */
export async function offerTablePage(source: OfferTableSource, principal: Principal, role: OfferTableRole, request: OfferTableRequest): Promise<OfferTablePage> {
  if (request.nextStep && request.previousStep) throw validationError('previousStep', 'send nextStep or previousStep, not both');
  if (request.nextStep && request.lastKey === null) throw validationError('lastKey', 'nextStep reads after lastKey');
  if (request.previousStep && request.firstKey === null) throw validationError('firstKey', 'previousStep reads before firstKey');
  const filter = offerFilterOf(principal, role, request.searchObj);
  const scope: PagingScope = {
    view: 'offer-table',
    orderBy: `offerDateTime ${request.direction}`,
    where: { role, salesPartnerId: principal.salesPartnerId ?? '', customerId: principal.customerId ?? '', search: canonical(request.searchObj) },
  };
  const backwards = request.previousStep;
  const key = request.nextStep ? request.lastKey : backwards ? request.firstKey : null;
  const cursor = key === null ? undefined : source.pagingKeys.open(scope, key, backwards ? 'firstKey' : 'lastKey');
  const limit = request.rowsPerPage;
  const found = await source.offerTable.read({
    filter,
    direction: request.direction,
    backwards,
    ...(cursor ? { after: { offerTs: cursor[0], offerId: cursor[1] } } : {}),
    limit: limit + 1,
  });
  const more = found.length > limit;
  const hits = found.slice(0, limit);
  if (backwards) hits.reverse();
  const keyOf = (hit: (typeof hits)[number]): string => source.pagingKeys.seal(scope, [hit.offerTs, hit.offerId]);
  const first = hits[0];
  const last = hits.at(-1);
  return {
    data: hits.map((hit) => rowFor(principal, hit.row)),
    firstKey: first ? keyOf(first) : null,
    lastKey: last ? keyOf(last) : null,
    hasNext: backwards ? true : more,
    hasPrevious: backwards ? more : key !== null,
  };
}
