import type { QueryArea } from '../../area.ts';
import { marketJobsRoutes } from './market-jobs-routes.ts';
export { marketJobsRoutes, MarketJobsQuery } from './market-jobs-routes.ts';

export const marketJobsArea: QueryArea = {
  name: 'market-jobs',
  routes: (app, context) => marketJobsRoutes(app, context),
  topics: {
    // The admin's market import jobs (issue 13): platform-wide, so no other role may have a name for it.
    MARKET_IMPORT_JOB: { names: { admin: 'recalcMarketImportJobs' } },
  },
};
