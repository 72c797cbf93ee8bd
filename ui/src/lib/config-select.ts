import type { zipCodeProblem } from '@portal/events/validation';
import { api } from './api.ts';
import { currentDomain } from './tenant.ts';

// The platform configuration lists of spec section 7 that forms need: salutations, countries,
// cantons and states, phone prefixes and the country rules the shared validation runs with.

/** The lists the shared config rules take (`zipCodeProblem`, `phonePartsProblem`, ...). */
export type RuleLists = Parameters<typeof zipCodeProblem>[0];

export interface ConfigOption {
  id: string;
  name: string;
  active: boolean;
}

/** GET /api/getConfigSelect/{domain} (query-api/src/routes/platform-config/get-config-select.ts). */
export type ConfigSelect = RuleLists & {
  configSextype: ConfigOption[];
  configCustomertype: ConfigOption[];
  configBillingtype: ConfigOption[];
  marketareasAllObjSP: RuleLists['marketareasAllObj'];
};

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
