import {
  type KeysetPageOf,
  type MarginsServiceFeesAnswer,
  OfferDetail as OfferDetailSchema,
  type OfferDetail,
  OfferRow as OfferRowSchema,
  type OfferRow,
  type OfferTablePage,
  type OfferTableRequest,
  type TimeSeriesAnswer,
} from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, type Patcher } from '@/lib/row-patches.ts';
import { type SeriesKind, summedSeriesUrl } from './offer-series.ts';
import { offerPageOf, offerTaskPatch } from './offer-table.ts';

// The reads of the admin's offer tasks: the open tasks (the admin's offer table), one offer's
// detail, the partner's margins and service fees before pricing, and the summed time series of
// the offer's points.

export type { MarginsServiceFeesAnswer, OfferDetail, OfferRow } from '@portal/events/read-contracts';

const id = encodeURIComponent;
export const offerTag = (offerId: string) => ({ type: 'OFFER' as const, id: offerId });
export const listTag = { type: 'OFFER' as const, id: 'LIST' };
const isRow = conforms(OfferRowSchema);
const isDetail = conforms(OfferDetailSchema);

/**
 * One offer's detail and an offer message: its own `detail` replaces it; a message of it without
 * one (only the table's row) refetches, since prices and volumes are not in the row.
 */
const detailPatch: Patcher<OfferDetail, unknown> = (current, change) => {
  if (change.id !== current.row.offerId) return { kind: 'untouched' };
  return change.detail !== undefined && isDetail(change.detail) ? { kind: 'patched', data: change.detail } : { kind: 'stale' };
};

export const offerTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /apiadmin/getOfferTableKeyset with the open states; socket rows patch the page in place. */
    getOfferTasks: build.query<KeysetPageOf<OfferRow>, OfferTableRequest>({
      query: (body) => ({ url: '/apiadmin/getOfferTableKeyset', method: 'POST', body, read: true }),
      transformResponse: (answer: OfferTablePage) => offerPageOf(answer),
      providesTags: [listTag],
      onCacheEntryAdded: patchFromSocket('OFFER', offerTaskPatch(isRow), () => [listTag]),
    }),
    /** GET /api/offers/{offerId}: the admin's view (inputs, fees and margins included). */
    getTaskOffer: build.query<OfferDetail, string>({
      query: (offerId) => `/api/offers/${id(offerId)}`,
      providesTags: (_result, _error, offerId) => [offerTag(offerId)],
      onCacheEntryAdded: patchFromSocket('OFFER', detailPatch, (offerId) => [offerTag(offerId)]),
    }),
    /** GET /apiadmin/margins-service-fees/{salesPartnerId}: the partner's fees now (defaults until set). */
    getTaskPartnerFees: build.query<MarginsServiceFeesAnswer, string>({
      query: (salesPartnerId) => `/apiadmin/margins-service-fees/${id(salesPartnerId)}`,
    }),
    /** GET /api/timeseries?sum=true: the sum of up to 100 points as one line, aggregated on the server. */
    getTaskOfferSeries: build.query<TimeSeriesAnswer, { points: string[]; kind: SeriesKind; from: string; to: string }>({
      query: ({ points, kind, from, to }) => summedSeriesUrl(points, kind, { from, to }),
    }),
  }),
});

export const { useGetOfferTasksQuery, useGetTaskOfferQuery, useGetTaskPartnerFeesQuery, useGetTaskOfferSeriesQuery } = offerTasksApi;
