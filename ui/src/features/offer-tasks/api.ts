import {
  type KeysetPageOf,
  type MarginsServiceFeesAnswer,
  OfferRow as OfferRowSchema,
  type OfferRow,
  type OfferTablePage,
  type OfferTableRequest,
  type TimeSeriesAnswer,
} from '@portal/events/read-contracts';
import { offerListTag } from '@/entities/offer/offer-api.ts';
import { type SummedSeries, summedSeriesUrl } from '@/entities/offer/offer-series.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms } from '@/lib/row-patches.ts';
import { offerPageOf, offerTaskPatch } from './offer-table.ts';

// The reads of the admin's offer tasks: the open tasks (the admin's offer table), the partner's
// margins and service fees before pricing, and the summed time series of the offer's points. The
// offer's detail is entities/offer's, one cache entry with the offer page.

export type { MarginsServiceFeesAnswer, OfferRow } from '@portal/events/read-contracts';
export { type OfferDetail, useGetOfferDetailQuery } from '@/entities/offer/offer-detail-api.ts';

const id = encodeURIComponent;
const isRow = conforms(OfferRowSchema);

export const offerTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /apiadmin/getOfferTableKeyset with the open states; socket rows patch the page in place. */
    getOfferTasks: build.query<KeysetPageOf<OfferRow>, OfferTableRequest>({
      query: (body) => ({ url: '/apiadmin/getOfferTableKeyset', method: 'POST', body, read: true }),
      transformResponse: (answer: OfferTablePage) => offerPageOf(answer),
      providesTags: [offerListTag],
      onCacheEntryAdded: patchFromSocket('OFFER', offerTaskPatch(isRow), () => [offerListTag]),
    }),
    /** GET /apiadmin/margins-service-fees/{salesPartnerId}: the partner's fees now (defaults until set). */
    getTaskPartnerFees: build.query<MarginsServiceFeesAnswer, string>({
      query: (salesPartnerId) => `/apiadmin/margins-service-fees/${id(salesPartnerId)}`,
    }),
    /** GET /api/timeseries?sum=true: the sum of up to 100 points as one line, aggregated on the server. */
    getTaskOfferSeries: build.query<TimeSeriesAnswer, SummedSeries>({
      query: summedSeriesUrl,
    }),
  }),
});

export const { useGetOfferTasksQuery, useGetTaskPartnerFeesQuery, useGetTaskOfferSeriesQuery } = offerTasksApi;
