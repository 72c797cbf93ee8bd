import type { MeteringDirection } from '@portal/events/metering-point-fields';
import type { ProfileStatus, TimeSeriesAnswer } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { type LocalPeriod, type SeriesKind, timeSeriesUrl } from './load-profile-query.ts';

// The load profile reads of issue 11: a point's profile status (history and forecasts, the
// detail page's panel) and the time series of the graph page.

export type { ProfileStatus, TimeSeriesAnswer } from '@portal/events/read-contracts';

const id = encodeURIComponent;

/** The tag of one point's profiles: an upload (or a forecast's change) makes it stale. */
export const profileTag = (point: { code: string; direction: MeteringDirection }) => ({ type: 'METERING_POINT' as const, id: `profiles:${point.code}:${point.direction}` });

export interface TimeSeriesArgs {
  points: { code: string; direction: MeteringDirection }[];
  kind: SeriesKind;
  period: LocalPeriod;
}

export const loadProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/meteringpoints/{code}/{direction}/profiles. */
    getProfileStatus: build.query<ProfileStatus, { code: string; direction: MeteringDirection }>({
      query: ({ code, direction }) => `/api/meteringpoints/${id(code)}/${direction}/profiles`,
      providesTags: (_result, _error, point) => [profileTag(point)],
    }),
    /** GET /api/timeseries: aggregated on the server to at most 2,000 buckets per series. */
    getTimeSeries: build.query<TimeSeriesAnswer, TimeSeriesArgs>({
      query: ({ points, kind, period }) => timeSeriesUrl(points, kind, period),
      providesTags: (_result, _error, args) => args.points.map(profileTag),
    }),
  }),
});

export const { useGetProfileStatusQuery, useGetTimeSeriesQuery } = loadProfileApi;
