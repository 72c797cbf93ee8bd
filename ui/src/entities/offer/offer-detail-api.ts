import { OfferDetail as OfferDetailSchema, type OfferDetail, OfferRow } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms } from '@/lib/row-patches.ts';
import { offerTag } from './offer-api.ts';
import { offerDetailPatch } from './offer-detail-patch.ts';

// One offer's detail, `GET /api/offers/{offerId}`, which answers what the caller's role may see
// (no fees or margins for customers): the offer page's tabs and the admin's offer task pages
// read this one cache entry, which socket messages of the offer patch in place.

export type { OfferDetail } from '@portal/events/read-contracts';

const isDetail = conforms(OfferDetailSchema);
const isRow = conforms(OfferRow);

export const offerDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfferDetail: build.query<OfferDetail, string>({
      query: (offerId) => `/api/offers/${encodeURIComponent(offerId)}`,
      providesTags: (_result, _error, offerId) => [offerTag(offerId)],
      onCacheEntryAdded: patchFromSocket('OFFER', offerDetailPatch(isDetail, isRow), (offerId) => [offerTag(offerId)]),
    }),
  }),
});

export const { useGetOfferDetailQuery } = offerDetailApi;
