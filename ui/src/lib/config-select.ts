import type { zipCodeProblem } from '@portal/events/validation';
import type { ConfigSelect } from '@portal/events/read-contracts';
import { api } from './api.ts';
import { currentDomain } from './tenant.ts';

// The platform configuration lists of spec section 7 that forms need: salutations, countries,
// cantons and states, phone prefixes and the country rules the shared validation runs with.

/** The lists the shared config rules take (`zipCodeProblem`, `phonePartsProblem`, ...). */
export type RuleLists = Parameters<typeof zipCodeProblem>[0];

/** GET /api/getConfigSelect/{domain}, as the read contract has it. */
export type { ConfigSelect } from '@portal/events/read-contracts';
export type ConfigOption = ConfigSelect['configSextype'][number];

export const configSelectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfigSelect: build.query<ConfigSelect, string>({
      query: (domain) => `/api/getConfigSelect/${encodeURIComponent(domain)}`,
      providesTags: [{ type: 'CONFIG', id: 'select' }],
    }),
  }),
});

/** The configuration lists as seen from this host (its partner's market areas). */
export function useConfigSelect() {
  return configSelectApi.useGetConfigSelectQuery(currentDomain());
}
