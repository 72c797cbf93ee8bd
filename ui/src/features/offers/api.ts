import { OfferDetail as OfferDetailSchema, type OfferDetail, OfferRow, type TimeSeriesAnswer } from '@portal/events/read-contracts';
import { offerTag } from '@/entities/offer/offer-api.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms } from '@/lib/row-patches.ts';
import { offerDetailPatch } from './offer-detail-patch.ts';
import { type OfferSeriesArgs, offerSeriesUrl } from './offer-series.ts';

// The offer detail of /offers/{offerId} and its tabs: one read, `GET /api/offers/{offerId}`,
// which answers what the caller's role may see (no fees or margins for customers).

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
    /** GET /api/timeseries with sum=true: the offer's points of one direction as one series. */
    getOfferSeries: build.query<TimeSeriesAnswer, OfferSeriesArgs>({
      query: offerSeriesUrl,
    }),
  }),
});

export const { useGetOfferDetailQuery, useGetOfferSeriesQuery } = offerDetailApi;

/** `GET /api/offers/{offerId}/documents/{version}`: the PDF with its end-of-file marker. */
export const offerDocumentUrl = (offerId: string, version: number): string => `/api/offers/${encodeURIComponent(offerId)}/documents/${version}`;
