import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { type MeteringPointFilter, type MeteringPointRow, minSearchLength } from '@portal/events/read-contracts';
import { isNumberId } from '@portal/events/validation';
import { type KeysetArgs, keysetSearch } from '@/components/grid/keyset-paging.ts';

// The metering point list's filters as the query string of `GET /api/meteringpoints` and the
// spec's `meteringpointTypeId` of the detail path, as pure functions.

/** What the filter bar holds: every field as typed, empty for "any". */
export interface FilterValues {
  search: string;
  direction: '' | MeteringDirection;
  country: '' | 'CH' | 'DE';
  marketArea: string;
  customerId: string;
}

export const emptyFilter: FilterValues = { search: '', direction: '', country: '', marketArea: '', customerId: '' };

/** The search as typed is too short to be sent (and not empty): the contract's `minSearchLength`; a shorter one shows a hint and filters nothing. */
export const searchTooShort = (search: string): boolean => search.trim().length > 0 && search.trim().length < minSearchLength;

/**
 * The filters the API accepts, leaving out empty ones, a search under 3 characters and a
 * customer id that is no number (the route would refuse them).
 *
 * @example apiFilter({ ...emptyFilter, search: ' ber ', direction: 'CONS' }) // { search: 'ber', direction: 'CONS' }
 */
export function apiFilter(values: FilterValues): MeteringPointFilter {
  const filter: MeteringPointFilter = {};
  const search = values.search.trim();
  if (search.length >= minSearchLength) filter.search = search.slice(0, 100);
  if (values.direction) filter.direction = values.direction;
  if (values.country) filter.country = values.country;
  if (values.marketArea) filter.marketArea = values.marketArea;
  if (isNumberId(values.customerId.trim())) filter.customerId = values.customerId.trim();
  return filter;
}

/** The filter part of the list and export query strings, in a fixed order (one cache entry per filter). */
export function filterSearch(filter: MeteringPointFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['search', 'customerId', 'direction', 'country', 'marketArea'] as const) {
    const value = filter[key];
    if (value !== undefined) search.set(key, value);
  }
  return search;
}

export type MeteringPointListArgs = KeysetArgs & { filter: MeteringPointFilter };

/**
 * @example meteringPointListUrl({ limit: 10, filter: { direction: 'PROD' } }) // '/api/meteringpoints?limit=10&direction=PROD'
 */
export function meteringPointListUrl({ filter, ...paging }: MeteringPointListArgs): string {
  const filters = filterSearch(filter).toString();
  return `/api/meteringpoints?${keysetSearch(paging)}${filters ? `&${filters}` : ''}`;
}

/** The export of the list as shown (its filters, no paging). */
export function meteringPointExportUrl(filter: MeteringPointFilter): string {
  const filters = filterSearch(filter).toString();
  return `/api/meteringpoints/export.csv${filters ? `?${filters}` : ''}`;
}

/** The spec's `meteringpointTypeId` of the detail and graph paths: 1 is consumption, anything else production. */
export const directionOfTypeId = (typeId: string | undefined): MeteringDirection => (typeId === '1' ? 'CONS' : 'PROD');
export const typeIdOfDirection = (direction: MeteringDirection): '1' | '2' => (direction === 'CONS' ? '1' : '2');

/** One point is one code in one direction. */
export const meteringPointKey = (point: Pick<MeteringPointRow, 'code' | 'direction'>): string => `${point.code}:${point.direction}`;
