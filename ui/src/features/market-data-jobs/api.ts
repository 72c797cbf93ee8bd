import type { MarketJobRow } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';

// The admin's market import jobs: the list (newest first) is read again when a job starts,
// ends or loses its error flag (`recalcMarketImportJobs` invalidates the tag, lib/realtime-rules.ts).

export type { MarketJobRow } from '@portal/events/read-contracts';

export const jobsTag = { type: 'MARKET_IMPORT_JOB' as const, id: 'LIST' };

/** The route answers the newest 50 unless asked for more (at most 500). */
const jobsListed = 500;

export const marketJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /apiadmin/market/jobs: every job with its status, errors and the series it brought. */
    getMarketJobs: build.query<MarketJobRow[], undefined>({
      query: () => `/apiadmin/market/jobs?limit=${jobsListed}`,
      providesTags: [jobsTag],
    }),
  }),
});

export const { useGetMarketJobsQuery } = marketJobsApi;
