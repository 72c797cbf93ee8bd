import type { MarginsServiceFeesAnswer } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { defineCommand } from '@/lib/commands.ts';

// The own partner's margins and service fees: GET /api/margins-service-fees (defaults until set)
// and SetMarginsServiceFees. They belong to the partner's account, hence its ACCOUNT tag.

const tag = { type: 'ACCOUNT' as const, id: 'margins-service-fees' };

export const marginsServiceFeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarginsServiceFees: build.query<MarginsServiceFeesAnswer, undefined>({
      query: () => '/api/margins-service-fees',
      providesTags: [tag],
    }),
  }),
});

export const { useGetMarginsServiceFeesQuery } = marginsServiceFeesApi;

export const setMarginsServiceFees = defineCommand('SetMarginsServiceFees', () => [tag]);
