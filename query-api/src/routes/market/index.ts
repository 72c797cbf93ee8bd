import type { QueryArea } from '../../area.ts';
import { marketRoutes } from './market-routes.ts';
export { marketRoutes, type MarketRouteDeps } from './market-routes.ts';
export { marketChart, planMarketChart, marketZone, type MarketChartPlan } from './market-chart.ts';

export const marketArea: QueryArea = {
  name: 'market',
  routes: (app, { market, clock }) => {
    if (market) marketRoutes(app, { market, clock });
  },
};
