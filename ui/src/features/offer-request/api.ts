import type { MeteringDirection } from '@portal/events/metering-point-fields';
import type { OfferDraftRow, ProfileStatus } from '@portal/events/read-contracts';
import { profileTag } from '@/entities/metering-point/load-profile-api.ts';
import { api } from '@/lib/api.ts';
import type { Problem } from '@/lib/http.ts';

// The reads of the request stepper: the user's open drafts, one draft, and the profile status
// of the customer's points (the same route the metering point screens ask, one call per point).

export type { OfferDraftRow } from '@portal/events/read-contracts';

const id = encodeURIComponent;
export const draftsTag = { type: 'OFFER' as const, id: 'DRAFTS' };
export const draftTag = (draftId: string) => ({ type: 'OFFER' as const, id: `draft:${draftId}` });

type PointKey = { code: string; direction: MeteringDirection };

export const offerRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/offer-drafts: the user's open drafts. */
    getOfferDrafts: build.query<OfferDraftRow[], undefined>({
      query: () => '/api/offer-drafts',
      providesTags: [draftsTag],
    }),
    /** GET /api/offer-drafts/{draftId}: 404 when there is none (a new request). */
    getOfferDraft: build.query<OfferDraftRow, string>({
      query: (draftId) => `/api/offer-drafts/${id(draftId)}`,
      providesTags: (_result, _error, draftId) => [draftTag(draftId)],
      // A draft is read when the stepper opens; it keeps its own state after that.
      keepUnusedDataFor: 0,
    }),
    /** GET /api/meteringpoints/{code}/{direction}/profiles for each point, in the order given. */
    getProfileStatuses: build.query<ProfileStatus[], PointKey[]>({
      queryFn: async (points, _api, _extra, baseQuery) => {
        const answers = await Promise.all(points.map((point) => baseQuery(`/api/meteringpoints/${id(point.code)}/${point.direction}/profiles`)));
        const failed = answers.find((answer) => answer.error !== undefined);
        if (failed?.error !== undefined) return { error: failed.error as Problem };
        return { data: answers.map((answer) => answer.data as ProfileStatus) };
      },
      // An upload of any of them (here or on the metering point screens) reads them again.
      providesTags: (_result, _error, points) => points.map(profileTag),
    }),
  }),
});

export const { useGetOfferDraftsQuery, useGetOfferDraftQuery, useGetProfileStatusesQuery } = offerRequestApi;
