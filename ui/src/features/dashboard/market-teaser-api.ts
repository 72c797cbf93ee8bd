import type { MarketTeaserAnswer } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';

// The dashboard's market card (spec section 2: market teaser): per market the latest settlement
// of the front calendar year (base) and the mean spot price of the last day with prices.

export type { MarketTeaserAnswer } from '@portal/events/read-contracts';

export const marketTeaserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/market/teaser (any logged-in role). */
    getMarketTeaser: build.query<MarketTeaserAnswer, undefined>({ query: () => '/api/market/teaser' }),
  }),
});

export const { useGetMarketTeaserQuery } = marketTeaserApi;
