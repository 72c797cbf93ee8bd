import type { MeteringDirection } from '@portal/events/metering-point-fields';
import {
  type IdentifierCheck,
  type KeysetPageOf,
  type MeteringAddressRow,
  MeteringPointRow as MeteringPointRowSchema,
  type MeteringPointRow,
} from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms } from '@/lib/row-patches.ts';
import { pointDetailPatch, pointPagePatch } from './metering-point-patches.ts';
import { type MeteringPointListArgs, meteringPointKey, meteringPointListUrl } from './metering-point-query.ts';

// The metering point reads of issue 11: the list per role, one point, the addresses and the
// identifier check the forms run as the user types.

export type { IdentifierCheck, MeteringAddressRow, MeteringPointRow } from '@portal/events/read-contracts';

const id = encodeURIComponent;
const list = { type: 'METERING_POINT' as const, id: 'LIST' };
const isRow = conforms(MeteringPointRowSchema);

/** What the code check needs besides the code; empty ones are left out. */
export interface CodeCheckArgs {
  code: string;
  country?: string;
  state?: string;
  marketArea?: string;
  direction?: MeteringDirection;
}

/** `GET /api/meteringpoints/check?...` with the given parts, in a fixed order. */
export function codeCheckUrl(args: CodeCheckArgs): string {
  const search = new URLSearchParams({ code: args.code });
  for (const key of ['country', 'state', 'marketArea', 'direction'] as const) {
    const value = args[key];
    if (value) search.set(key, value);
  }
  return `/api/meteringpoints/check?${search.toString()}`;
}

export const meteringPointApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/meteringpoints: a keyset page (admin all, a partner its customers', a customer its own). */
    getMeteringPoints: build.query<KeysetPageOf<MeteringPointRow>, MeteringPointListArgs>({
      query: meteringPointListUrl,
      providesTags: [list],
      onCacheEntryAdded: patchFromSocket('METERING_POINT', pointPagePatch(isRow), () => [list]),
    }),
    /** GET /api/meteringpoints/{code}/{direction}. */
    getMeteringPoint: build.query<MeteringPointRow, { code: string; direction: MeteringDirection }>({
      query: ({ code, direction }) => `/api/meteringpoints/${id(code)}/${direction}`,
      providesTags: (_result, _error, point) => [{ type: 'METERING_POINT', id: meteringPointKey(point) }],
      onCacheEntryAdded: patchFromSocket('METERING_POINT', pointDetailPatch(isRow), (point) => [{ type: 'METERING_POINT', id: meteringPointKey(point) }]),
    }),
    /** GET /api/meteringpoints/addresses/{customerId|all}: each address with the points measured there. */
    getMeteringAddresses: build.query<MeteringAddressRow[], string>({
      query: (customerId) => `/api/meteringpoints/addresses/${id(customerId)}`,
      providesTags: [list],
    }),
    /** GET /api/meteringpoints/check: kind and problems of a code, for the forms' inline check. */
    checkMeteringCode: build.query<IdentifierCheck, CodeCheckArgs>({
      query: codeCheckUrl,
      // Each code is asked once while the user types; a later form asks again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetMeteringPointsQuery, useGetMeteringPointQuery, useGetMeteringAddressesQuery, useCheckMeteringCodeQuery } = meteringPointApi;

/** The tags a change of one point makes stale: its detail and every list. */
export const pointTags = (point: { code: string; direction: MeteringDirection }) => [{ type: 'METERING_POINT' as const, id: meteringPointKey(point) }, list];
export const listTag = list;
