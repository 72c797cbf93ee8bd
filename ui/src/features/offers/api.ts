import type { TimeSeriesAnswer } from '@portal/events/read-contracts';
import { type SummedSeries, summedSeriesUrl } from '@/entities/offer/offer-series.ts';
import { api } from '@/lib/api.ts';

// The reads of /offers/{offerId}'s tabs besides the offer's detail (entities/offer's
// `useGetOfferDetailQuery`, shared with the admin's offer tasks).

export { type OfferDetail, useGetOfferDetailQuery } from '@/entities/offer/offer-detail-api.ts';

export const offerSeriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/timeseries with sum=true: the offer's points of one direction as one series. */
    getOfferSeries: build.query<TimeSeriesAnswer, SummedSeries>({
      query: summedSeriesUrl,
    }),
  }),
});

export const { useGetOfferSeriesQuery } = offerSeriesApi;

/** `GET /api/offers/{offerId}/documents/{version}`: the PDF with its end-of-file marker. */
export const offerDocumentUrl = (offerId: string, version: number): string => `/api/offers/${encodeURIComponent(offerId)}/documents/${version}`;
