import type { MarketChartAnswer, MarketSeriesInfo } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { chartUrl, type ChartRequest } from './market-lines.ts';
import type { MarketSeriesKind } from './market-view.ts';

// The market pages' reads (any logged-in role): the series of a kind that have data, for the
// picker, and the chart of the picked series over a period, aggregated on the server.

export type { MarketChartAnswer, MarketSeriesInfo } from '@portal/events/read-contracts';

export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/market/series?kind=: every series of the kind with data (label, unit, first and last day). */
    getMarketSeries: build.query<MarketSeriesInfo[], MarketSeriesKind>({
      query: (kind) => `/api/market/series?kind=${kind}`,
    }),
    /** GET /api/market/chart: per series at most 2,000 buckets [UTC start, mean, min, max]. */
    getMarketChart: build.query<MarketChartAnswer, ChartRequest>({
      query: chartUrl,
    }),
  }),
});

export const { useGetMarketSeriesQuery, useGetMarketChartQuery } = marketApi;
