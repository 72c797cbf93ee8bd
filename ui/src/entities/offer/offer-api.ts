import { type KeysetPageOf, OfferRow as OfferRowSchema, type OfferRow, type OfferTablePage } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms } from '@/lib/row-patches.ts';
import { offerPagePatch } from './offer-patches.ts';
import { type OfferTableArgs, offerTablePath, offerTableRequest } from './offer-table-query.ts';

// The offer tables of spec section 7 (one call per role), shared by the offer list and the
// dashboard's "today's offers". The rows arrive in `data.data`; the cache holds them as the
// keyset page every grid of the portal pages through.

export type { OfferRow } from '@portal/events/read-contracts';

/** Every offer table page; an offer's own reads carry `offerTag(offerId)`. */
export const offerListTag = { type: 'OFFER' as const, id: 'LIST' };
export const offerTag = (offerId: string) => ({ type: 'OFFER' as const, id: offerId });

const isRow = conforms(OfferRowSchema);

/** `{ data: [...], firstKey, ... }` (the API's `data` already unwrapped) as the grid's keyset page. */
export const offerPageOf = (answer: OfferTablePage): KeysetPageOf<OfferRow> => ({
  rows: answer.data,
  firstKey: answer.firstKey,
  lastKey: answer.lastKey,
  hasNext: answer.hasNext,
  hasPrevious: answer.hasPrevious,
});

export const offerTableApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /apiadmin/getOfferTableKeyset, /api/getOfferTableSPKeyset or /api/getOfferTableCUKeyset by role. */
    getOfferTable: build.query<KeysetPageOf<OfferRow>, OfferTableArgs>({
      query: (args) => ({ url: offerTablePath(args.role), method: 'POST', body: offerTableRequest(args), read: true }),
      transformResponse: offerPageOf,
      providesTags: (page) => [offerListTag, ...(page?.rows ?? []).map((row) => offerTag(row.offerId))],
      onCacheEntryAdded: patchFromSocket('OFFER', offerPagePatch(isRow), () => [offerListTag]),
    }),
  }),
});

export const { useGetOfferTableQuery } = offerTableApi;
