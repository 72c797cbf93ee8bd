export { marketJobsRoutes, MarketJobsQuery } from './market-jobs-routes.ts';
