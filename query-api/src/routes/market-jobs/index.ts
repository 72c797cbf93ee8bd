import type { QueryArea } from '../../area.ts';
import { marketJobsRoutes } from './market-jobs-routes.ts';
export { marketJobsRoutes, MarketJobsQuery } from './market-jobs-routes.ts';

export const marketJobsArea: QueryArea = {
  name: 'market-jobs',
  routes: (app, context) => marketJobsRoutes(app, context),
};
